import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

describe('unresolved comments', () => {
  it('adds a comment on the event page, then resolves comments until the event disappears', async () => {
    const { page } = await signedInPage('staff', '/comments');
    await page.getByRole('heading', { name: 'Unresolved Comments' }).waitFor();
    const firstHeader = page.locator('tr.event-row').first();
    await firstHeader.waitFor();
    await screenshot(page, 'comments');
    const bid = (await firstHeader.locator('a.bid').textContent())!.replace('#', '');

    // A new comment on that event's page shows up in the list.
    await firstHeader.locator('a.bid').click();
    await page.waitForURL(new RegExp(`/events/${bid}$`));
    await page.getByLabel('Add a comment').fill('Bring the spare wireless rack');
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await page.getByRole('cell', { name: 'Bring the spare wireless rack' }).waitFor();
    await screenshot(page, 'event-comments');
    // The event's history says who added it.
    await page.locator('details.audit-trail summary').click();
    const added = page.locator('details.audit-trail tbody tr', {
      hasText: 'comment: Bring the spare wireless rack',
    });
    await added.waitFor();
    expect(await added.locator('td').nth(1).textContent()).toBe('Sam Ortega');
    expect(await added.locator('td').nth(2).textContent()).toMatch(/^Added Comment/);
    await screenshot(page, 'event-history', { fullPage: false });

    await page.goto('/comments');
    const header = page.locator('tr.event-row', { has: page.locator(`a.bid:text-is("#${bid}")`) });
    await header.waitFor();
    await page.getByRole('cell', { name: 'Bring the spare wireless rack' }).waitFor();
    // Resolve the event's comments one by one (the last with an alert to its creator).
    for (;;) {
      const rows = page
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: 'Resolve', exact: true }) });
      const ofEvent = header.locator('xpath=following-sibling::tr[not(contains(@class,"event-row"))][1]');
      if ((await header.count()) === 0) break;
      const remaining = await ofEvent.count();
      if (remaining === 0) break;
      const before = await rows.count();
      await ofEvent.getByRole('button', { name: 'Resolve & Alert' }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('tbody tr td button').length < n * 2,
        before,
      );
    }
    expect(await header.count()).toBe(0);
  });

  it('is not offered to technicians', async () => {
    const { page } = await signedInPage('tech', '/');
    await page.goto('/'); // a tech lands on My jobs first
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    expect(await page.getByRole('link', { name: 'Comments' }).count()).toBe(0);
  });
});
