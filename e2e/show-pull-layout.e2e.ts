import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { findPull, largestPull } from './show-pull-data.js';

/** Issue 20 points 7 and 11: the Pull Item Manager stays in the window; the compact density. */
describe('the show pull screen layout', () => {
  it('keeps the Pull Item Manager inside the window, also when it reopens; a double-click centres it', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view, found: category } = await findPull(page, (v) =>
      v.categories.find((c) => c.showPullItemID !== null),
    );
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByLabel('Filter Categories').fill(category.name);
    const open = () => page.getByRole('button', { name: category.name, exact: true }).click();
    await open();
    const manager = page.locator('.floating-panel');
    const title = manager.locator('header.drag-handle h2');
    await title.waitFor();
    const size = page.viewportSize()!;
    const inside = async () => {
      const box = (await manager.boundingBox())!;
      return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
    };
    const drag = async (dx: number, dy: number) => {
      const t = (await title.boundingBox())!;
      await page.mouse.move(t.x + 20, t.y + t.height / 2);
      await page.mouse.down();
      await page.mouse.move(t.x + 20 + dx, t.y + dy, { steps: 8 });
      await page.mouse.up();
    };
    // The drag: far to the left and below the window.
    await drag(-2000, 2000);
    expect(await inside()).toBe(true);
    const box = (await manager.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y + box.height).toBeGreaterThan(size.height - 1);
    await screenshot(page, 'pull-manager-clamped', { fullPage: false });
    await drag(3000, -3000);
    expect(await inside()).toBe(true);
    expect(Math.round((await manager.boundingBox())!.y)).toBe(0);

    // Closed and opened again, it is where it was left, still inside.
    const left = (await manager.boundingBox())!;
    await manager.getByRole('button', { name: 'Close' }).click();
    await open();
    await title.waitFor();
    expect(await manager.boundingBox()).toEqual(left);
    // A smaller window pulls it back in.
    await page.setViewportSize({ width: 900, height: 600 });
    await expect
      .poll(async () => {
        const b = (await manager.boundingBox())!;
        return b.x + b.width <= 900 && b.y >= 0 && b.x >= 0;
      })
      .toBe(true);
    await page.setViewportSize(size);
    // Double-click the title: centred.
    await title.dblclick();
    const c = (await manager.boundingBox())!;
    expect(Math.abs(c.x + c.width / 2 - size.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(c.y + c.height / 2 - size.height / 2)).toBeLessThanOrEqual(1);
  });

  it('shows at least 25 bid rows at 1440 x 900 in the compact density, one line each, remembered after a reload', async () => {
    const { page } = await signedInPage('staff', '/');
    const view = await largestPull(page);
    expect(view.eventItems.filter((i) => i.isActive).length).toBeGreaterThanOrEqual(30);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.locator('.bid-items tbody tr[data-index]').first().waitFor();
    const compact = page.getByLabel('Compact');
    if (!(await compact.isChecked())) await compact.check();
    await page.locator('.show-pull.compact').waitFor();
    // Rows wholly inside both the window and the table's scroll box.
    const visibleRows = () =>
      page.evaluate(() => {
        const scroller = document.querySelector('.bid-items')!.getBoundingClientRect();
        const head = document.querySelector('.bid-items thead')!.getBoundingClientRect();
        const top = Math.max(head.bottom, 0);
        const bottom = Math.min(scroller.bottom, window.innerHeight);
        return [...document.querySelectorAll('.bid-items tbody tr[data-index]')].filter((tr) => {
          const r = tr.getBoundingClientRect();
          return r.top >= top - 1 && r.bottom <= bottom + 1;
        }).length;
      });
    await expect.poll(visibleRows).toBeGreaterThanOrEqual(25);
    // One line per row: every row as tall as the first.
    const heights = await page
      .locator('.bid-items tbody tr[data-index]')
      .evaluateAll((rows) => rows.map((r) => Math.round(r.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    // The whole text is on hover.
    const description = page.locator('.bid-items tbody tr[data-index]').first().locator('td').nth(4);
    expect(await description.getAttribute('title')).toBe(await description.textContent());
    await screenshot(page, 'pull-compact-1440x900', { fullPage: false });

    // Column sorting: Qty ascending, then descending (the rows drawn follow it).
    const qtyHeader = page.locator('.bid-items thead').getByRole('button', { name: /^Qty( [▲▼])?$/ });
    const qtys = () =>
      page
        .locator('.bid-items tbody tr[data-index] td:nth-child(2)')
        .allTextContents()
        .then((t) => t.map(Number));
    await qtyHeader.click();
    await expect
      .poll(async () => {
        const q = await qtys();
        return q.join() === [...q].sort((a, b) => a - b).join();
      })
      .toBe(true);
    await qtyHeader.click();
    await expect
      .poll(async () => {
        const q = await qtys();
        return q.join() === [...q].sort((a, b) => b - a).join() && q[0]! > q.at(-1)!;
      })
      .toBe(true);
    const catHeader = page.locator('.categories thead').getByRole('button', { name: /^Cat\.( [▲▼])?$/ });
    await catHeader.click();
    await catHeader.click();
    const cats = await page
      .locator('.categories tbody tr[data-index]:not(.custom) td:nth-child(3) button:first-child')
      .allTextContents();
    expect(cats.map(Number)).toEqual([...cats.map(Number)].sort((a, b) => b - a));

    await page.reload();
    await page.locator('.bid-items tbody tr[data-index]').first().waitFor();
    expect(await page.getByLabel('Compact').isChecked()).toBe(true);
    expect(await visibleRows()).toBeGreaterThanOrEqual(25);
    // And the roomy density, for comparison.
    await page.getByLabel('Compact').uncheck();
    await screenshot(page, 'pull-roomy-1440x900', { fullPage: false });
  });
});
