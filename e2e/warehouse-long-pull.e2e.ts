import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { PrepLine, PrepView } from '../contracts/warehouse.js';
import type { LoadsView } from '../contracts/warehouse-loads.js';
import { answerDialog, signedInPage } from './browser.js';
import { blur, expectBanner, freshPull, labelOf, wedge } from './warehouse-data.js';

/*
 * A long pull on the prep page (issue 36.4): the demo's pulls are short and drawn whole, so a demo
 * pull's answers are lengthened here on their way to the page, before its real lines: the page
 * draws only around the window, and nothing the warehouse relies on is lost.
 */
const LINES = 2000;
const CASES = 24;
const LOOSE = 400;
const FIRST_ID = 900_000_000;

const filler = (i: number): PrepLine => ({
  id: FIRST_ID + i,
  categoryId: FIRST_ID + i,
  categoryNumber: String(70_000 + i),
  description: `Filler ${i}${i % 7 === 0 ? ' with a description long enough to wrap on a phone' : ''}`,
  department: 'Audio',
  quantity: 2,
  prepped: 0,
  loaded: 2,
  returned: 0,
});

async function lengthen(page: Page, pullId: number) {
  const lines = Array.from({ length: LINES }, (_, i) => filler(i));
  await page.route(`**/warehouse/pulls/${pullId}`, async (route) => {
    const response = await route.fetch();
    const view = (await response.json()) as PrepView;
    await route.fulfill({ response, json: { ...view, lines: [...lines, ...view.lines] } });
  });
  await page.route(`**/warehouse/pulls/${pullId}/loads`, async (route) => {
    const response = await route.fetch();
    const loads = (await response.json()) as LoadsView;
    const content = (l: PrepLine) => ({
      lineId: l.id,
      categoryNumber: l.categoryNumber,
      description: l.description,
      quantity: 2,
      stillOut: 2,
    });
    const cases = Array.from({ length: CASES }, (_, c) => ({
      caseId: FIRST_ID + c,
      number: 90_000 + c,
      name: `Filler case ${c}`,
      emptyWeight: 20,
      truckId: null,
      contents: lines
        .slice(LOOSE)
        .filter((_, i) => i % CASES === c)
        .map(content),
      weight: 100,
      stillOut: 1,
    }));
    const loose = lines.slice(0, LOOSE).map((l) => ({ ...content(l), weight: 3, truckId: null }));
    await route.fulfill({
      response,
      json: { ...loads, cases: [...cases, ...loads.cases], loose: [...loose, ...loads.loose] },
    });
  });
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
/** The line drawn `down` the window's height (0.9: near its bottom): the rows cover it, no blank padding shows. */
const rowAt = (page: Page, down: number) =>
  page.evaluate((d) => {
    const at = document.elementFromPoint(window.innerWidth / 2, window.innerHeight * d);
    return at?.closest('.prep-lines li')?.getAttribute('aria-posinset') ?? null;
  }, down);
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('.prep-loose li');
    return Number(row?.getAttribute('aria-posinset') ?? 0);
  });

it('390 px, then 1440 px: a long pull in Load mode draws only around the window, and keeps what is scanned and focused', async () => {
  const { page } = await signedInPage('staff', '/', { viewport: { width: 390, height: 844 } });
  const { view, many, one } = await freshPull(page, new Set());
  const pullId = view.pull.id;
  const total = LINES + view.lines.length;
  await lengthen(page, pullId);

  await page.goto(`/show-pulls/${pullId}/prep?mode=load`);
  await page.locator('.prep-loads .prep-case').first().waitFor();
  await page.locator('.prep-lines li').first().waitFor();
  await blur(page);
  const first = page.locator('.prep-lines li').first();
  expect(await first.getAttribute('aria-setsize')).toBe(String(total));
  expect(await first.getAttribute('aria-posinset')).toBe('1');
  // Whole, these lists were about 9 elements a line.
  const nodes = await domNodes(page);
  expect(nodes).toBeLessThan(2500);
  await page.screenshot({ path: '/tmp/prep-virtual-390-load.png' });

  // A scan while the banner shows: the page stays, the line (the last of the list) is drawn and marked.
  await wedge(page, labelOf(pullId, one));
  await expectBanner(page, 'ok', '1 of 1 loaded');
  const oneRow = page.getByTestId(`prep-line-${one.id}`);
  await expect.poll(() => oneRow.textContent()).toContain('1/1');
  expect(await oneRow.getAttribute('class')).toContain('last');
  expect(await oneRow.getAttribute('aria-posinset')).toBe(String(LINES + view.lines.indexOf(one) + 1));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Among the lines: rows cover the window wherever it is, and a scan brings its line into view.
  await page.evaluate(() => {
    const list = document.querySelector('.prep-lines')!;
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY + 40_000);
  });
  await expect.poll(() => rowAt(page, 0.9)).not.toBeNull();
  await wedge(page, labelOf(pullId, many));
  await answerDialog(page);
  await expectBanner(page, 'ok', `${many.quantity} of ${many.quantity} loaded`);
  const manyRow = page.getByTestId(`prep-line-${many.id}`);
  await expect.poll(() => manyRow.textContent()).toContain(`${many.quantity}/${many.quantity}`);
  await expect
    .poll(() => manyRow.evaluate((li) => li.getBoundingClientRect().bottom <= window.innerHeight))
    .toBe(true);
  expect(await manyRow.evaluate((li) => li.getBoundingClientRect().top >= 0)).toBe(true);
  // The list's last lines: the ones above it are drawn.
  await expect.poll(() => rowAt(page, 0.2)).not.toBeNull();
  await page.screenshot({ path: '/tmp/prep-virtual-390-scanned.png' });

  // The loose lines: Tab goes from truck to truck past the rows first drawn.
  await page.locator('.prep-loose summary').click();
  const firstTruck = page.locator('.prep-loose select').first();
  await firstTruck.focus();
  expect(await focusedRow(page)).toBe(1);
  for (let n = 2; n <= 30; n++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedRow(page)).toBe(n);
  }
  await page.screenshot({ path: '/tmp/prep-virtual-390-tab.png' });
  // Scrolled far away, the truck in use stays drawn and keeps the focus.
  const label = await page.evaluate(() => document.activeElement!.getAttribute('aria-label'));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() => page.locator('.prep-lines li').last().getAttribute('aria-posinset'))
    .toBe(String(total));
  expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-label'))).toBe(label);
  await page.keyboard.press('Tab');
  expect(await focusedRow(page)).toBe(31);

  // A printout draws every line.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  expect(await page.locator('.prep-lines li').count()).toBe(total);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(() => page.locator('.prep-lines li').count()).toBeLessThan(100);

  // A desk's wide window: the same, rows covering it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => {
    const list = document.querySelector('.prep-lines')!;
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY + 20_000);
  });
  await expect.poll(() => rowAt(page, 0.9)).not.toBeNull();
  expect(await domNodes(page)).toBeLessThan(2500);
  await page.screenshot({ path: '/tmp/prep-virtual-1440-load.png' });
});
