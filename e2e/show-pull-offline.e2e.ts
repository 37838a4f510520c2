import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { assignableItem, findPull, lineToInitial, readPull } from './show-pull-data.js';

const BANNER = 'Offline — your changes are kept and will be sent';

/**
 * Cuts the connection the way a Wi-Fi drop or a proxy restart does: the browser still believes it
 * is online (navigator.onLine stays true), and every request fails with a reset. Counts what was
 * cut, by path, so a test can wait for the app to have met the cut a few times.
 */
async function cutConnection(page: Page) {
  const cut: string[] = [];
  await page.route('**/*', (r) => {
    cut.push(new URL(r.request().url()).pathname);
    return r.abort('connectionreset');
  });
  return {
    /** How many requests to this path were cut. */
    count: (path: string) => cut.filter((p) => p === path).length,
    restore: () => page.unroute('**/*'),
  };
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER });

/** The app's own dialog, if one is open, else null (no waiting: for "nothing was said"). */
const openDialogText = (page: Page) =>
  page
    .locator('dialog.app-dialog[open] .dialog-message')
    .textContent({ timeout: 1 })
    .catch(() => null);

/** Issue "Hardening" point 9: a lost connection is a banner, never a blank page; edits are kept and sent. */
describe('the pull screen through a lost connection', () => {
  it.each([
    [1440, 900],
    [390, 800],
  ])(
    '%i px: keeps the pull on screen, keeps the edits made during the cut (keyboard only) and sends them when it returns',
    async (width, height) => {
      const { page, dialogs } = await signedInPage('staff', '/', { viewport: { width, height } });
      // A bid item to assign (one question, a description of its own), and another category's line to change.
      const { view, found } = await findPull(page, (v) => {
        const item = assignableItem(v);
        const category = v.categories.find(
          (c) =>
            c.isEditable &&
            c.showPullItemID &&
            c.id !== item?.category_id &&
            // Its number alone finds it in the categories filter (no other row mentions it).
            v.categories.filter((o) =>
              [o.name, o.description, o.pullGroupName].some((f) =>
                f?.toLowerCase().includes(c.name.toLowerCase()),
              ),
            ).length === 1 &&
            !v.pullItems.some((l) => l.isCustom && l.category_id === c.id),
        );
        const line = v.pullItems.find((l) => l.id === category?.showPullItemID && !l.isCustom);
        return item && category && line && { item, category, line };
      });
      const { item, category, line } = found;
      const pullId = view.showPull.id;
      await page.goto(`/show-pulls/${pullId}`);
      await page.locator('.bid-items tbody tr').first().waitFor();
      const kb = page.keyboard;
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

      const net = await cutConnection(page);

      // Assign 2 of the item: `/` to the bid filter, ↓ to its row, Enter, the quantity, Enter.
      await kb.press('/');
      await kb.type(item.description);
      const rows = page.locator('.bid-items tbody tr[data-index]');
      await expect.poll(() => rows.count()).toBe(1);
      await kb.press('ArrowDown');
      await kb.press('Enter');
      const dialog = page.locator('dialog.app-dialog[open]');
      await dialog.waitFor();
      await kb.type('2');
      await kb.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const assigned = rows.first().locator('td').nth(2);
      await expect.poll(() => assigned.textContent()).toMatch(/^2/);

      // The other category's pull quantity: `/`, Tab to the categories filter, ↓, Enter, the quantity, Enter.
      await kb.press('/');
      await kb.press('Tab');
      expect(await focused()).toBe('Filter Categories');
      await kb.type(category.name);
      const categoryRows = page.locator('.categories tbody tr[data-index]');
      await expect.poll(() => categoryRows.count()).toBe(1);
      await kb.press('ArrowDown');
      await expect.poll(focused).toBe('Categories table');
      await kb.press('Enter');
      expect(await focused()).toBe(`Pull quantity of ${category.name}`);
      await kb.type(String(line.quantity + 3));
      await kb.press('Enter');
      const qty = categoryRows.first().locator('input[type="number"]');

      // The banner says so; the page keeps the pull, with the edits drawn as they will be.
      await banner(page).waitFor();
      // Long enough for a failed write's re-read to have been tried again and again (the old blank page came ~3 s in).
      await expect.poll(() => net.count('/healthz'), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      expect(await page.getByRole('heading', { name: 'Bid Items' }).isVisible()).toBe(true);
      expect(await page.getByText('Something went wrong').count()).toBe(0);
      expect(await assigned.textContent()).toMatch(/^2/);
      expect(await qty.inputValue()).toBe(String(line.quantity + 3));
      expect(dialogs).toEqual([]);
      expect(await openDialogText(page)).toBeNull();
      expect(net.count('/errors/js')).toBe(0);
      await screenshot(page, `show-pull-offline-${width}`, { fullPage: false });

      // The connection returns: both edits reach the server, and the banner goes.
      await net.restore();
      await expect
        .poll(
          async () => {
            const now = await readPull(page, pullId);
            return [
              now.eventItems.find((i) => i.id === item.id)?.assignment?.quantity,
              now.pullItems.find((l) => l.id === line.id)?.quantity,
            ];
          },
          { timeout: 20_000 },
        )
        .toEqual([2, line.quantity + 3]);
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(() => qty.getAttribute('class')).toBe(null);
      expect(await qty.inputValue()).toBe(String(line.quantity + 3));
      expect(dialogs).toEqual([]);
      expect(await openDialogText(page)).toBeNull();

      // Put the demo data back for the other tests: the quantity, then the assignment (u, then OK).
      await kb.press('Enter');
      await kb.type(String(line.quantity));
      await kb.press('Enter');
      // `/` in the categories goes to their filter; Shift+Tab back to the bid filter, ↓ to the item.
      await kb.press('/');
      await kb.press('Shift+Tab');
      expect(await focused()).toBe('Filter Bid / Commitments');
      await kb.press('ArrowDown');
      await kb.press('u');
      await dialog.waitFor();
      await kb.press('Enter');
      await expect
        .poll(async () => {
          const now = await readPull(page, pullId);
          return [
            now.eventItems.find((i) => i.id === item.id)?.assignment ?? null,
            now.pullItems.find((l) => l.id === line.id)?.quantity,
          ];
        })
        .toEqual([null, line.quantity]);
    },
  );

  it('on a phone (390 px), the line page keeps the line and sends an initial made during the cut', async () => {
    const { page, dialogs } = await signedInPage('staff', '/', { viewport: { width: 390, height: 800 } });
    const { view, found } = await findPull(page, lineToInitial);
    await page.goto(`/show-pulls/${view.showPull.id}/lines/${found.line.id}`);
    const section = page.locator('.line-page');
    await section.getByRole('heading', { level: 1 }).waitFor();
    const row = section.locator('.line-items li').filter({ hasText: found.item.description }).first();

    const net = await cutConnection(page);
    await row.getByRole('button', { name: 'Initial' }).click();
    await banner(page).waitFor();
    await row.getByRole('button', { name: 'Clear' }).waitFor();
    await expect.poll(() => net.count('/healthz'), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    expect(await section.getByRole('heading', { level: 1 }).textContent()).toContain(found.line.description);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await openDialogText(page)).toBeNull();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await screenshot(page, 'pull-line-offline-phone', { fullPage: false });

    await net.restore();
    await expect
      .poll(
        async () =>
          (await readPull(page, view.showPull.id)).eventItems.find((i) => i.id === found.item.id)?.initials1,
        { timeout: 20_000 },
      )
      .toMatch(/\S/);
    await banner(page).waitFor({ state: 'detached' });
    expect(dialogs).toEqual([]);

    // Clear them again, so the demo data stays as other tests expect it.
    await row.getByRole('button', { name: 'Clear' }).click();
    await row.getByRole('button', { name: 'Initial' }).waitFor();
    await expect
      .poll(
        async () =>
          (await readPull(page, view.showPull.id)).eventItems.find((i) => i.id === found.item.id)?.initials1,
      )
      .toBe(null);
  });
});
