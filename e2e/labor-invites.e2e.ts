import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

describe('labor invites', () => {
  it('invites a tech with a preview, records a decline (then their days off), re-invites and accepts', async () => {
    const { page } = await signedInPage('staff', '/labor-invites');
    await page.getByRole('heading', { name: 'Labor Invites' }).waitFor();
    await page.locator('article.labor-event').first().waitFor();
    await screenshot(page, 'labor-invites', { fullPage: false });

    await page.getByRole('button', { name: /^Uncrewed/ }).click();
    const statuses = await page.locator('tr.position td.status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s.startsWith('Uncrewed'))).toBe(true);
    await page.getByRole('button', { name: /^All/ }).click();

    const row = page
      .locator('tr.position', { has: page.getByRole('button', { name: 'Send Invite' }) })
      .first();
    const id = await row.getAttribute('data-position-id');
    const position = page.locator(`tr[data-position-id="${id}"]`);
    await position.getByRole('button', { name: 'Send Invite' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invite' });
    await modal.getByRole('button', { name: 'Send Invite' }).click();
    expect(await answerDialog(page)).toBe('Invitee is required');

    // Someone free on those dates (no clash mark), role holders (★) listed first.
    const picker = modal.getByLabel('Invitee');
    await picker.locator('option').nth(1).waitFor({ state: 'attached' });
    const options = await picker.locator('option').allTextContents();
    const free = options.find((o) => o !== 'No Selection' && !o.includes(' — '))!;
    await picker.selectOption({ label: free });
    await modal.getByLabel('Include travel dates').check();
    await modal.getByLabel('Extra Notes').fill('Hotel is booked for you.');
    await modal.getByRole('button', { name: 'View Preview' }).click();
    const preview = modal.frameLocator('iframe[title="Invite preview"]');
    await preview.getByText('Hotel is booked for you.').waitFor();
    await preview.getByText('Travel').waitFor();
    await screenshot(page, 'labor-invite-preview', { fullPage: false });
    await modal.getByRole('button', { name: 'Send Invite' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Tentative/);
    const techName = free.replace(/ ★$/, '').split(', ').reverse().join(' ');

    await position.getByRole('button', { name: 'Info' }).click();
    expect(await answerDialog(page)).toMatch(/^Marked tentative by Sam Ortega on /);

    // A decline uncrews it, then offers to mark the tech unavailable on those dates.
    await position.getByRole('button', { name: 'Decline' }).click();
    expect(await answerDialog(page)).toMatch(/^Manually decline this invite for /);
    expect(await answerDialog(page)).toMatch(/ declined\. Add days unavailable for /);
    const dates = page.getByRole('dialog', { name: 'Add Dates' });
    expect(await dates.getByLabel('Notes').inputValue()).toBe('Declined an invite');
    await dates.getByRole('button', { name: 'Save' }).click();
    await dates.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Uncrewed/);

    // Inviting them again now asks first: they are marked unavailable on those dates.
    await position.getByRole('button', { name: 'Send Invite' }).click();
    const again = page.getByRole('dialog', { name: 'Send Invite' });
    await again.getByLabel('Invitee').locator('option').nth(1).waitFor({ state: 'attached' });
    const marked = (await again.getByLabel('Invitee').locator('option').allTextContents()).find((o) =>
      o.startsWith(free.replace(/ ★$/, '')),
    )!;
    expect(marked).toContain('— unavailable');
    await again.getByLabel('Invitee').selectOption({ label: marked });
    await again.getByRole('list', { name: 'Conflicts' }).waitFor();
    await again.getByRole('button', { name: 'Send Invite' }).click();
    expect(await answerDialog(page)).toMatch(/Send the invite anyway\?$/);
    await again.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Tentative/);

    await position.getByRole('button', { name: 'Accept' }).click();
    expect(await answerDialog(page)).toBe(`Manually accept this invite for ${techName}?`);
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Confirmed/);
    expect(await position.getByRole('button').count()).toBe(0);

    // The messages are in the outbox.
    await page.goto('/outbox');
    await page.locator('table.outbox tbody tr', { hasText: 'Work offer:' }).first().waitFor();
    expect(await page.locator('table.outbox tbody tr', { hasText: techName }).count()).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('resolves and un-resolves an open position, and saves its notes', async () => {
    const { page } = await signedInPage('admin', '/labor-invites');
    const row = page.locator('tr.position', { has: page.getByRole('button', { name: 'Resolve' }) }).first();
    await row.waitFor();
    const position = page.locator(`tr[data-position-id="${await row.getAttribute('data-position-id')}"]`);
    await position.getByRole('button', { name: 'Resolve' }).click();
    await position.getByRole('button', { name: 'Un-Resolve' }).waitFor();
    expect(await position.getByRole('button', { name: 'Send Invite' }).count()).toBe(0);
    await position.getByRole('button', { name: 'Un-Resolve' }).click();
    await position.getByRole('button', { name: 'Send Invite' }).waitFor();

    const notes = position.getByRole('textbox', { name: /^Notes for / });
    await notes.fill('Park in the dock lot');
    await notes.press('Enter');
    // Pending (highlighted) until the save comes back and the position is reloaded.
    await expect.poll(() => notes.getAttribute('class')).toBeNull();
    await page.reload();
    const reloaded = page
      .locator(`tr[data-position-id="${await position.getAttribute('data-position-id')}"]`)
      .getByRole('textbox', { name: /^Notes for / });
    expect(await reloaded.inputValue()).toBe('Park in the dock lot');
  });

  it('searches by bid number and tech; a locked bid shows its actions disabled, saying why', async () => {
    const { page } = await signedInPage('staff', '/labor-invites');
    const events = page.locator('article.labor-event');
    await events.first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });

    const locked = events.filter({ has: page.locator('.badge.danger') }).first();
    const bid = (await locked.locator('a.event-id').textContent())!;
    await search.fill(bid);
    await expect.poll(() => events.count()).toBe(1);
    expect(await events.first().locator('a.event-id').textContent()).toBe(bid);
    expect(await events.first().locator('.badge').textContent()).toMatch(/Locked/);

    // Every write (Send Invite, Resolve, Un-Resolve, Accept, Decline, the notes) is disabled up
    // front, its title and accessible description saying why; only Info (a read) stays.
    const reason = /^This bid is currently locked: /;
    const writes = events
      .first()
      .locator('tr.position:not(.stashed)')
      .locator('td.actions button:not(.link-button), td.notes input');
    await writes.first().waitFor();
    const n = await writes.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      const control = writes.nth(i);
      expect(await control.isDisabled()).toBe(true);
      expect(await control.getAttribute('title')).toMatch(reason);
      const describedBy = (await control.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(reason);
    }
    const open = events
      .first()
      .locator('tr.position', { has: page.getByRole('button', { name: 'Resolve' }) });
    await open.first().getByRole('button', { name: 'Send Invite' }).hover();
    await screenshot(page, 'labor-invites-locked', { fullPage: false });
    // A click on a disabled control does nothing: no dialog, no change.
    await open.first().getByRole('button', { name: 'Resolve' }).click({ force: true });
    expect(await page.locator('dialog.app-dialog[open]').count()).toBe(0);
    expect(await open.first().locator('td.status').textContent()).toMatch(/^Uncrewed/);

    // A tech's name finds the positions they hold.
    await search.fill('');
    const crewed = page.locator('tr.position', { hasText: 'Confirmed' }).first();
    const tech = (await crewed.locator('td').nth(2).textContent())!;
    await search.fill(tech);
    await expect
      .poll(async () => {
        const techs = await page.locator('tr.position td:nth-child(3)').allTextContents();
        return techs.length > 0 && techs.every((t) => t === tech);
      })
      .toBe(true);
  });
});
