import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

describe('days unavailable', () => {
  it('lets a technician add, correct, edit and delete their own days', async () => {
    const { page } = await signedInPage('tech', '/days-unavailable');
    const panel = page.getByRole('region', { name: 'Days Unavailable' });
    await panel
      .getByRole('button', { name: /^Edit / })
      .first()
      .waitFor();
    const before = await panel.locator('tbody tr').count();
    // Days staff entered for them are shown with who entered them, and cannot be changed.
    const byStaff = panel.locator('tbody tr', { hasText: /Entered by (?!the tech)/ });
    await byStaff.first().waitFor();
    expect(await byStaff.first().getByRole('button').count()).toBe(0);

    await panel.getByRole('button', { name: 'Add Dates' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Dates' });
    await modal.getByRole('button', { name: 'Save' }).click();
    expect(await answerDialog(page)).toBe('Please enter both a start and end date');

    // Typed dates can still be out of order: the server says so, in the spec's words.
    await modal.getByLabel('Start').fill('2031-03-12');
    await modal.getByLabel('End').fill('2031-03-10');
    await modal.getByRole('button', { name: 'Save' }).click();
    expect(await answerDialog(page)).toBe('The start and / or end dates are invalid. Please try again.');
    await modal.getByLabel('End').fill('2031-03-14');
    await modal.getByLabel('Notes').fill('Spring break with the kids');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    const row = panel.locator('tbody tr', { hasText: 'Spring break with the kids' });
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toBe('Mar 12, 2031');
    expect(await panel.locator('tbody tr').count()).toBe(before + 1);
    await screenshot(page, 'days-unavailable');

    await row.getByRole('button', { name: 'Edit Mar 12 – 14, 2031' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Dates' });
    await edit.getByLabel('End').fill('2031-03-15');
    await edit.getByRole('button', { name: 'Save' }).click();
    await panel.locator('tbody tr', { hasText: 'Mar 15, 2031' }).waitFor();

    await panel.getByRole('button', { name: 'Edit Mar 12 – 15, 2031' }).click();
    await page.getByRole('dialog', { name: 'Edit Dates' }).getByRole('button', { name: 'Delete' }).click();
    expect(await answerDialog(page)).toBe('Are you sure you want to delete these dates?');
    await row.waitFor({ state: 'detached' });
    expect(await panel.locator('tbody tr').count()).toBe(before);
  });

  it("shows a technician another tech's days read-only, and the server refuses their changes", async () => {
    const { page } = await signedInPage('tech', '/days-unavailable');
    const panel = page.getByRole('region', { name: 'Days Unavailable' });
    await panel.getByRole('button', { name: 'Add Dates' }).waitFor();
    const own = await page.evaluate(async () => {
      const me = await (await fetch('/auth/me')).json();
      return me.user.contact.id as number;
    });
    const other = own + 1;
    await page.goto(`/days-unavailable/${other}`);
    const answer = await page.evaluate(
      async (id) => (await fetch(`/days-unavailable?contactId=${id}`)).status,
      other,
    );
    expect(answer).toBe(403);
    await page.getByText('You are not authorized to do this.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add Dates' }).count()).toBe(0);
  });
});
