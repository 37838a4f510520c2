import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, newPage, screenshot, signedInPage } from './browser.js';

/** A call straight to the server with the page's session and anti-forgery token (setting up data). */
async function send(page: Page, url: string, body: Record<string, unknown>) {
  return page.evaluate(
    async ({ url, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'X-CSRF-Token': token,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { url, body },
  );
}
const get = async <T>(page: Page, url: string) => (await (await page.request.get(url)).json()) as T;

const WIDE = { viewport: { width: 1440, height: 900 } };
const DESCRIPTION = 'E2E wedge monitors';

/**
 * Issue 34.1–2 on screen: a bid item added by hand on the event page, assigned on the pull, its
 * quantity lowered under what the pull holds (the open pull screen flags it live), stashed (struck
 * through there), and a removal refused in the server's words.
 */
describe('bid items by hand', () => {
  it('adds a line, lowers it under the pull, and the pull screen flags it and strikes it through live', async () => {
    const { page } = await signedInPage('staff', '/', WIDE);
    // An event that takes edits, and its main pull.
    const { events } = await get<{ events: { id: number }[] }>(page, '/events?limit=200');
    let eventId = 0;
    for (const e of events) {
      if (!(await get<{ isLocked: boolean }>(page, `/events/${e.id}/bid-items`)).isLocked) {
        eventId = e.id;
        break;
      }
    }
    expect(eventId).toBeGreaterThan(0);
    const { pulls } = await get<{ pulls: { id: number; name: string }[] }>(
      page,
      `/show-pulls?eventId=${eventId}`,
    );
    const pull = pulls[0]!;
    const { categories } = await get<{ categories: { id: number; name: string }[] }>(
      page,
      '/show-pulls/categories',
    );

    // Added by hand, from the keyboard: Enter in a field saves.
    await page.goto(`/events/${eventId}`);
    const panel = page.getByRole('region', { name: 'Bid items' });
    await panel.getByRole('button', { name: 'Add Bid Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New bid item' });
    await dialog.getByLabel('Category').selectOption(String(categories[0]!.id));
    await dialog.getByLabel('Qty').fill('4');
    await dialog.getByLabel(/^Line key/).fill('E2E-1');
    await dialog.getByLabel('Description').fill(DESCRIPTION);
    await dialog.getByLabel('Description').press('Enter');
    const row = panel.locator('tbody tr', { hasText: 'E2E-1' });
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('4');

    // The pull holds all 4.
    const { items } = await get<{ items: { id: number; lineKey: string }[] }>(
      page,
      `/events/${eventId}/bid-items`,
    );
    const item = items.find((i) => i.lineKey === 'E2E-1')!;
    await send(page, '/show-pull/event-item/assign', { showPullID: pull.id, eventItemID: item.id, qty: 4 });

    // A second writer has the pull open.
    const writer = (await newPage(WIDE)).page;
    await writer.goto(`/login?next=${encodeURIComponent(`/show-pulls/${pull.id}`)}`);
    await writer.getByLabel('Email').fill('admin@example.com');
    await writer.getByLabel('Password').fill('loadout');
    await writer.getByRole('button', { name: 'Log in' }).click();
    await writer.getByLabel('Filter Bid / Commitments').fill(DESCRIPTION);
    const onPull = writer.locator('section.bid-items tbody tr', { hasText: DESCRIPTION });
    await onPull.waitFor();
    expect(await onPull.getAttribute('class')).not.toMatch(/\bover\b/);

    // Lowered to 2 on the event page: told in words, flagged on the open pull screen without a reload.
    await row.getByRole('button', { name: 'Edit E2E-1' }).click();
    const edit = page.getByRole('dialog', { name: 'Bid item E2E-1' });
    await edit.getByLabel('Qty').fill('2');
    await edit.getByRole('button', { name: 'Save' }).click();
    expect(await answerDialog(page)).toBe(
      `The pulls now hold more than 2 of this line (${pull.name}: 4): it is flagged over-assigned on them.`,
    );
    await row.locator('.over', { hasText: '4 over-assigned' }).waitFor();
    await writer.locator('section.bid-items tbody tr.over', { hasText: DESCRIPTION }).waitFor();
    await screenshot(page, 'own-shows-bid-items-event-1440');
    await page.screenshot({ path: '/tmp/h-bid-items-event.png', fullPage: true });
    await writer.screenshot({ path: '/tmp/h-bid-items-pull-over.png' });

    // Stashed: struck through on the pull.
    await row.getByRole('button', { name: 'Stash E2E-1' }).click();
    const struck = writer.locator('section.bid-items tbody tr.stashed', { hasText: DESCRIPTION });
    await struck.waitFor();
    expect(
      await struck
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td).textDecorationLine),
    ).toBe('line-through');
    await writer.screenshot({ path: '/tmp/h-bid-items-pull-stashed.png' });
    await screenshot(writer, 'own-shows-bid-items-pull-1440', { fullPage: false });

    // A line the pull holds is not removed: the server says which pull.
    await row.getByRole('button', { name: 'Unstash E2E-1' }).waitFor();
    await row.getByRole('button', { name: 'Remove E2E-1' }).click();
    await answerDialog(page); // "Remove bid item E2E-1 …?"
    expect(await answerDialog(page)).toBe(
      `This bid item is on a pull (${pull.name} holds 4): un-assign it there first, or stash it instead.`,
    );
    expect(await row.count()).toBe(1);

    // Once the pull lets it go, it is removed (and the demo event is as it was for the other tests).
    const view = await get<{ eventItems: { id: number; assignment: { id: number } | null }[] }>(
      page,
      `/show-pulls/${pull.id}`,
    );
    const assignmentID = view.eventItems.find((i) => i.id === item.id)!.assignment!.id;
    await send(page, '/show-pull/event-item/un-assign', { assignmentID });
    await row.getByRole('button', { name: 'Remove E2E-1' }).click();
    await answerDialog(page);
    await row.waitFor({ state: 'detached' });
    await writer
      .locator('section.bid-items tbody tr', { hasText: DESCRIPTION })
      .waitFor({ state: 'detached' });
  });
});
