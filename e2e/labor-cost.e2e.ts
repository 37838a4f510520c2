import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage, typeAlong } from './browser.js';

describe('labor cost (issue 37.5)', () => {
  it("an admin sets a role's rate; staff see the event's cost on the event page and the labor screen, no rate", async () => {
    // A crewable position of the demo's coming month: its role and its event.
    const { page: staff } = await signedInPage('staff', '/labor-invites');
    const event = staff.locator('article.labor-event').first();
    const row = event.locator('tr.position').first();
    await row.waitFor();
    const eventId = (await event.locator('a.event-id').textContent())!.trim();
    const category = (await row.locator('td').first().textContent())!.trim();

    const { page: admin } = await signedInPage('admin', '/labor-rates');
    await admin.getByRole('heading', { name: 'Labor Rates' }).waitFor();
    const role = admin.locator('tr', { has: admin.locator('td', { hasText: new RegExp(`^${category}$`) }) });
    const label = (await role
      .getByRole('button', { name: /^Save rate for / })
      .getAttribute('aria-label'))!.replace('Save rate for ', '');
    // From the keyboard: the fields in order along the row, Enter saves.
    await role.getByLabel(`Day for ${label}`, { exact: true }).focus();
    await typeAlong(admin, ['1234.50', '700', null, '12.5']);
    expect(await admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Per diem for ${label}`,
    );
    await admin.keyboard.press('Enter');
    await role.getByRole('button', { name: `Remove rate for ${label}` }).waitFor();
    await admin.reload();
    await expect
      .poll(() => role.getByLabel(`Day for ${label}`, { exact: true }).inputValue())
      .toBe('1234.50');
    expect(await role.getByLabel(`Per diem for ${label}`, { exact: true }).inputValue()).toBe('12.50');
    await screenshot(admin, 'h-cost-labor-rates', { fullPage: false });

    await staff.goto(`/events/${eventId}`);
    const section = staff.getByRole('region', { name: 'Labor Cost' });
    const priced = section.locator('tbody tr', { hasText: "Role's rate" }).first();
    await priced.waitFor();
    expect(await priced.locator('td').first().textContent()).toBe(category);
    await expect
      .poll(() => section.locator('.cost-summary strong').textContent())
      .toMatch(/^Total \$[1-9][\d,]*\.\d\d$/);
    // Staff see what it costs, never the rate itself.
    expect(await section.textContent()).not.toContain('1,234.50');
    expect(await section.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/labor-cost/events/${eventId}/labor-cost.csv`,
    );
    await section.scrollIntoViewIfNeeded();
    await screenshot(staff, 'h-cost-event-labor-cost', { fullPage: false });

    await staff.goto('/labor-invites');
    const cost = staff.locator(`article.labor-event:has(a.event-id:text-is("${eventId}")) .event-cost`);
    await expect.poll(() => cost.textContent()).toMatch(/^Labor \$[1-9]/);
    expect(await staff.getByRole('link', { name: 'Labor cost CSV' }).count()).toBe(1);
    // Rates stay the admins': staff are turned away from the page.
    await staff.goto('/labor-rates');
    await staff.getByRole('heading', { name: 'No access to Labor Rates' }).waitFor();
    expect(await staff.getByRole('textbox').count()).toBe(0);
  });
});
