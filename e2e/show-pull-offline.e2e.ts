import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { assignableItem, findPull, lineToInitial, readPull } from './show-pull-data.js';

/** The banner while writes wait on the device (client/platform/layout/connection-banner.tsx). */
const BANNER = /^Offline — (your changes are kept|\d+ changes? waiting)/;

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

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Assigns `qty` of a bid item: `/` to the bid filter, its description, ↓ to its row, Enter, the quantity, Enter. */
async function assignByKeyboard(page: Page, description: string, qty: number) {
  const kb = page.keyboard;
  await kb.press('/');
  await kb.type(description);
  const rows = page.locator('.bid-items tbody tr[data-index]');
  await expect.poll(() => rows.count()).toBe(1);
  await kb.press('ArrowDown');
  await kb.press('Enter');
  const dialog = page.locator('dialog.app-dialog[open]');
  await dialog.waitFor();
  await kb.type(String(qty));
  await kb.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  const assigned = rows.first().locator('td').nth(2);
  await expect.poll(() => assigned.textContent()).toMatch(new RegExp(`^${qty}`));
  return { rows, assigned };
}

/** A category's pull quantity: `/`, Tab to the categories filter, its name, ↓, Enter, the quantity, Enter. */
async function setQuantityByKeyboard(page: Page, name: string, qty: number) {
  const kb = page.keyboard;
  await kb.press('/');
  await kb.press('Tab');
  expect(await focused(page)).toBe('Filter Categories');
  await kb.type(name);
  const categoryRows = page.locator('.categories tbody tr[data-index]');
  await expect.poll(() => categoryRows.count()).toBe(1);
  await kb.press('ArrowDown');
  await expect.poll(() => focused(page)).toBe('Categories table');
  await kb.press('Enter');
  expect(await focused(page)).toBe(`Pull quantity of ${name}`);
  await kb.type(String(qty));
  await kb.press('Enter');
  return { categoryRows, qty: categoryRows.first().locator('input[type="number"]') };
}

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

      const net = await cutConnection(page);

      const { assigned } = await assignByKeyboard(page, item.description, 2);
      const dialog = page.locator('dialog.app-dialog[open]');
      const { qty } = await setQuantityByKeyboard(page, category.name, line.quantity + 3);

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
      expect(await focused(page)).toBe('Filter Bid / Commitments');
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

/**
 * Issue 38.5: the pull screen's writes wait on the device (IndexedDB) through a reload while
 * offline (the service worker serves the page and the pull's last read), and reach the server
 * once each: one answer is lost on the way back, and its resend (the same id) is not applied again.
 */
describe('the pull screen through a reload while offline', () => {
  it('390 px: three changes made offline survive a reload and reach the server once each', async () => {
    const { page, dialogs } = await signedInPage('staff', '/', {
      viewport: { width: 390, height: 800 },
      serviceWorkers: 'allow',
    });
    const { view, found } = await findPull(page, (v) => {
      const item = assignableItem(v, (i) => !i.initials1);
      const category = v.categories.find(
        (c) =>
          c.isEditable &&
          c.showPullItemID &&
          c.id !== item?.category_id &&
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
    const started = Date.now();
    await page.goto(`/show-pulls/${pullId}`);
    await page.locator('.bid-items tbody tr').first().waitFor();
    // The worker has taken the page over, with the build's code and the page kept.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          return [
            r?.active?.state,
            Boolean(navigator.serviceWorker.controller),
            await caches.has('loadout-page'),
          ];
        }),
      )
      .toEqual(['activated', true, true]);
    // The pull is read once more through the worker, which keeps that read for an offline reload.
    await page.reload();
    await page.locator('.bid-items tbody tr').first().waitFor();

    const net = await cutConnection(page);
    await assignByKeyboard(page, item.description, 2);
    await page.keyboard.press('i');
    const row = page.locator('.bid-items tbody tr[data-index]').first();
    const initials: string = await page.evaluate(
      () => JSON.parse(document.getElementById('boot')?.textContent ?? '{}').user.initials,
    );
    await expect.poll(() => row.textContent()).toContain(initials);
    await setQuantityByKeyboard(page, category.name, line.quantity + 3);
    await banner(page).filter({ hasText: 'Offline — 3 changes waiting' }).waitFor();

    // Reload with no network at all: the worker serves the page, its code and the pull's last read;
    // the waiting changes are drawn over it and still counted.
    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(
      await page.evaluate(() =>
        fetch('/healthz').then(
          () => 'up',
          () => 'down',
        ),
      ),
    ).toBe('down');
    const rows = page.locator('.bid-items tbody tr[data-index]');
    await rows.first().waitFor();
    await banner(page).filter({ hasText: 'Offline — 3 changes waiting' }).waitFor();
    const itemRow = rows.filter({ hasText: item.description });
    await expect.poll(() => itemRow.locator('td').nth(2).textContent()).toMatch(/^2/);
    await screenshot(page, 'show-pull-offline-reload-390', { fullPage: false });

    // The network returns; the first change's answer is lost on its way back, so it is sent again.
    const sent: { path: string; key: string | null }[] = [];
    let lost = false;
    await net.restore();
    await page.route('**/show-pull/**', async (r) => {
      if (r.request().method() !== 'POST') return r.continue();
      sent.push({
        path: new URL(r.request().url()).pathname,
        key: r.request().headers()['idempotency-key'] ?? null,
      });
      if (lost) return r.continue();
      lost = true;
      await r.fetch();
      return r.abort('connectionreset');
    });
    await page.context().setOffline(false);
    await expect
      .poll(
        async () => {
          const now = await readPull(page, pullId);
          const i = now.eventItems.find((e) => e.id === item.id);
          return [
            i?.assignment?.quantity,
            Boolean(i?.initials1),
            now.pullItems.find((l) => l.id === line.id)?.quantity,
          ];
        },
        { timeout: 20_000 },
      )
      .toEqual([2, true, line.quantity + 3]);
    await banner(page).waitFor({ state: 'detached' });
    // Four requests (the first twice, with one id), three changes in the event's History.
    expect(sent.map((s) => s.path)).toEqual([
      '/show-pull/event-item/assign',
      '/show-pull/event-item/assign',
      '/show-pull/event-item/initial',
      '/show-pull/item/qty/update',
    ]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(3);
    expect(sent[0]!.key).toBe(sent[1]!.key);
    const history = (
      await (await page.request.get(`/events/${view.showPull.event_id}/history?limit=50`)).json()
    ).entries as { at: string; action: string; subject: string; changes: string[] }[];
    const ours = history.filter((h) => Date.parse(h.at) >= started - 1000);
    // Each change once: one assignment made (a second assign would have changed it), one initial, one quantity.
    const about = (f: (h: (typeof ours)[number]) => boolean) => ours.filter(f).map((h) => h.action);
    expect(about((h) => h.subject.startsWith('Bid item assignment'))).toEqual(['insert']);
    expect(about((h) => h.changes.includes(`initials: — → ${initials}`))).toEqual(['update']);
    expect(about((h) => h.changes.includes(`quantity: ${line.quantity} → ${line.quantity + 3}`))).toEqual([
      'update',
    ]);
    expect(dialogs).toEqual([]);
    expect(await page.locator('.pull-refused').count()).toBe(0);

    // Put the demo data back for the other tests.
    await page.unroute('**/show-pull/**');
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const post = async (path: string, data: object) =>
      expect(
        (
          await page.request.post(path, {
            data,
            headers: { 'x-csrf-token': token!, 'x-requested-with': 'XMLHttpRequest' },
          })
        ).status(),
      ).toBe(200);
    const now = await readPull(page, pullId);
    await post('/show-pull/event-item/initial', { eventItemID: item.id, initials: null });
    await post('/show-pull/event-item/un-assign', {
      assignmentID: now.eventItems.find((e) => e.id === item.id)!.assignment!.id,
    });
    await post('/show-pull/item/qty/update', {
      showPullID: pullId,
      pullItemID: line.id,
      categoryID: line.category_id,
      qty: line.quantity,
    });
  });
});
