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

  it("shows a technician a colleague's days read-only: a Type column, no notes, as the calendar does", async () => {
    // A colleague whose days carry notes, as staff see them on the flow calendar.
    const { page: staffPage } = await signedInPage('staff', '/');
    const { page } = await signedInPage('tech', '/days-unavailable');
    const own = await page.evaluate(
      async () => (await (await fetch('/auth/me')).json()).user.contact.id as number,
    );
    const colleague = await staffPage.evaluate(async (own) => {
      const today = new Date().toISOString().slice(0, 10);
      const end = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
      type Contact = { id: number; daysUnavailable: { notes: string }[] };
      const parts = await Promise.all(
        ['false', 'true'].map(async (rest) => {
          const res = await fetch(`/flow/techs/contacts/${today}/${end}?isRemainder=${rest}`);
          return ((await res.json()) as { contacts: Contact[] }).contacts;
        }),
      );
      const found = parts.flat().find((c) => c.id !== own && c.daysUnavailable.some((d) => d.notes));
      return { id: found!.id, notes: found!.daysUnavailable.map((d) => d.notes).filter(Boolean) };
    }, own);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/days-unavailable/${colleague.id}`);
    const panel = page.getByRole('region', { name: 'Days Unavailable' });
    await panel.locator('tbody tr td').first().waitFor();
    expect(await panel.locator('thead th').allTextContents()).toEqual(['Start', 'End', 'Type', 'Notes']);
    const types = await panel.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => /^(Entered by |Declined an invite)/.test(t))).toBe(true);
    expect((await panel.locator('tbody tr td:nth-child(4)').allTextContents()).every((n) => n === '')).toBe(
      true,
    );
    for (const note of colleague.notes) expect(await page.getByText(note).count()).toBe(0);
    await panel.getByText(/^Notes are shown only to .+ and staff\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Add Dates' }).count()).toBe(0);
    expect(await panel.getByRole('button').count()).toBe(0);
    // A phone shows it without sideways scrolling.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'days-unavailable-colleague');

    // The server still refuses a colleague's changes.
    const refused = await page.evaluate(async (id) => {
      const res = await fetch('/days-unavailable', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '',
        },
        body: JSON.stringify({ startDate: '2031-01-01', endDate: '2031-01-01', contactId: id }),
      });
      return [res.status, (await res.json()).error.code];
    }, colleague.id);
    expect(refused).toEqual([403, 'not_yours']);
  });

  it('refuses the same dates twice in words, and lets a tech remove days staff marked after a decline', async () => {
    const { page: staffPage } = await signedInPage('staff', '/');
    const { page } = await signedInPage('tech', '/days-unavailable');
    const panel = page.getByRole('region', { name: 'Days Unavailable' });
    await panel.getByRole('button', { name: 'Add Dates' }).waitFor();
    const own = await page.evaluate(
      async () => (await (await fetch('/auth/me')).json()).user.contact.id as number,
    );

    const add = async () => {
      await panel.getByRole('button', { name: 'Add Dates' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Dates' });
      await modal.getByLabel('Start').fill('2032-05-03');
      await modal.getByLabel('End').fill('2032-05-04');
      await modal.getByRole('button', { name: 'Save' }).click();
      return modal;
    };
    await (await add()).waitFor({ state: 'detached' });
    const again = await add();
    expect(await answerDialog(page)).toBe(
      'May 3 – 4, 2032 is already marked unavailable. Edit that entry instead of adding it again.',
    );
    await again.getByRole('button', { name: 'Cancel' }).click();
    expect(await panel.locator('tbody tr', { hasText: 'May 3, 2032' }).count()).toBe(1);

    // Staff mark days after the tech declined (labor invites' follow-up) and other days of their own.
    await staffPage.goto(`/days-unavailable/${own}`);
    await staffPage.evaluate(async (own) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      for (const [startDate, afterDeclinedInvite] of [
        ['2032-06-01', true],
        ['2032-06-10', false],
      ] as const)
        await fetch('/days-unavailable', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'x-csrf-token': token,
          },
          body: JSON.stringify({ startDate, endDate: startDate, contactId: own, afterDeclinedInvite }),
        });
    }, own);
    await page.reload();
    const declined = panel.locator('tbody tr', { hasText: 'Jun 1, 2032' });
    const byStaff = panel.locator('tbody tr', { hasText: 'Jun 10, 2032' });
    await declined.waitFor();
    expect(await byStaff.textContent()).toMatch(/only staff can change it/);
    expect(await byStaff.getByRole('button').count()).toBe(0);
    await declined.getByRole('button', { name: /^Remove / }).click();
    expect(await answerDialog(page)).toBe('Are you sure you want to delete these dates?');
    await declined.waitFor({ state: 'detached' });
  });
});
