import { describe, expect, it } from 'vitest';
import { shortageOf } from '../contracts/show-pulls/stock.js';
import { answerDialog, loginThroughForm, newPage, signedInPage } from './browser.js';
import { findPull, readPull } from './show-pull-data.js';

/**
 * Issue 38.4: a line short of stock shows what the company owns, what other pulls hold over the
 * same dates and the shortage; the header counts them, "Shortages only" lists them, and the
 * cross-rental the line offers clears it. Screenshots at 1440 and 390 px.
 */
describe('shortages on the pull', () => {
  it('shows, counts, lists and fixes a shortage of stock', async () => {
    const { page } = await signedInPage('staff', '/', { viewport: { width: 1440, height: 900 } });
    const { view, found: line } = await findPull(page, (v) =>
      v.pullItems.find(
        (l) =>
          !l.isCustom &&
          l.quantity > 0 &&
          shortageOf(l) === 0 &&
          v.categories.some((c) => c.id === l.category_id && c.isEditable && !c.isSystem),
      ),
    );
    const category = view.categories.find((c) => c.id === line.category_id)!;
    const before = view.pullItems.filter((l) => shortageOf(l) > 0).length;
    // Three more than the stock left for this line over its dates.
    const { owned, heldElsewhere } = line.stock;
    const qty = Math.max(line.minimum.total, owned - heldElsewhere + line.minimum.crossRentedQty + 3);
    const short = shortageOf({ ...line, quantity: qty });
    expect(short).toBeGreaterThan(0);

    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByLabel('Filter Categories').fill(category.name);
    const row = page.locator('.categories tbody tr', {
      has: page.getByLabel(`Pull quantity of ${category.name}`),
    });
    const input = row.getByLabel(`Pull quantity of ${category.name}`);
    await input.fill(String(qty));
    await input.press('Enter');
    await expect.poll(() => row.locator('.shortage-badge').textContent()).toBe(`${short} short`);
    const cells = await row.locator('td.num').allTextContents();
    expect(cells.slice(-3)).toEqual([
      expect.stringContaining(`${short} short`),
      String(owned),
      String(heldElsewhere),
    ]);
    const count = page.locator('.pull-counts button', { hasText: /shortages?$/ });
    await expect
      .poll(() => count.textContent())
      .toBe(`${before + 1} ${before + 1 === 1 ? 'shortage' : 'shortages'}`);

    // The header's count lists only the lines short of stock.
    await page.getByLabel('Filter Categories').fill('');
    await count.click();
    expect(await page.getByLabel('Shortages only').isChecked()).toBe(true);
    const listed = page.locator('.categories tbody tr:not(.spacer)');
    await expect.poll(() => listed.count()).toBe(before + 1);
    expect(await page.locator('.categories tbody tr.shortage').count()).toBe(before + 1);
    await page.screenshot({ path: '/tmp/h-shortages-1440.png' });

    // A phone opens the same pull on its shortages.
    const phone = await newPage({ viewport: { width: 390, height: 844 } });
    await loginThroughForm(phone.page, 'staff', `/show-pulls/${view.showPull.id}?shortages=1`);
    await phone.page.locator('.categories tbody tr.shortage .shortage-badge').first().waitFor();
    expect(await phone.page.getByLabel('Shortages only').isChecked()).toBe(true);
    await phone.page.locator('.pull-right').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: '/tmp/h-shortages-390.png' });

    // The fix: cross-rent the units short; the line leaves the list and the count goes down.
    await page.getByLabel('Filter Categories').fill(category.name);
    await row.getByRole('button', { name: `Cross-rent ${short} of ${category.name}` }).click();
    expect(await answerDialog(page)).toBe(
      `Cross-rent ${short} of ${category.name} ${category.description}? The company owns ${owned}; other pulls hold ${heldElsewhere} over these dates.`,
    );
    await expect.poll(() => count.textContent()).toBe(`${before} ${before === 1 ? 'shortage' : 'shortages'}`);
    await row.waitFor({ state: 'detached' });
    const saved = (await readPull(page, view.showPull.id)).pullItems.find((l) => l.id === line.id)!;
    expect(saved.minimum.crossRentedQty).toBe(line.minimum.crossRentedQty + short);
    expect(shortageOf(saved)).toBe(0);
  });

  it('compact gives descriptions the room left; roomy wraps them between words (issue 38.6)', async () => {
    const { page } = await signedInPage('staff', '/', { viewport: { width: 1440, height: 900 } });
    const { view } = await findPull(page, (v) => v.pullItems.length >= 5);
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.locator('.categories tbody tr[data-index]').first().waitFor();
    const compact = page.getByLabel('Compact');
    if (!(await compact.isChecked())) await compact.check();
    await page.locator('.show-pull.compact').waitFor();
    const widths = await page.evaluate(() => {
      const table = document.querySelector('.categories table')!.getBoundingClientRect().width;
      const description = document
        .querySelector('.categories th.col-description')!
        .getBoundingClientRect().width;
      return { table, description };
    });
    // A quarter of the table: about 40 characters at 1440 px, not 10 to 15.
    expect(widths.description).toBeGreaterThanOrEqual(widths.table * 0.24);
    expect(widths.description).toBeGreaterThanOrEqual(150);
    await compact.uncheck();
    await page.waitForFunction(() => !document.querySelector('.show-pull.compact'));
    // Each word of each drawn description sits on one line (no word is wider than its cell here).
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('.categories tbody td.wrap:nth-child(6)')].flatMap((td) => {
        const text = td.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        let at = 0;
        for (const word of (text.textContent ?? '').split(' ')) {
          const range = document.createRange();
          range.setStart(text, at);
          range.setEnd(text, at + word.length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (word && lines.size > 1) words.push(word);
          at += word.length + 1;
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
  });

  it('walks the gear-flow table by keyboard: arrows move the cursor, Enter assigns (issue 38.6)', async () => {
    const { page } = await signedInPage('staff', '/', { viewport: { width: 1440, height: 900 } });
    const { view } = await findPull(page, (v) => v.commitments.filter((c) => !c.assignment).length >= 2);
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByLabel('List').selectOption('gearFlow');
    await page.getByRole('heading', { name: 'Gear Flow' }).waitFor();
    const table = page.getByLabel('Gear flow table');
    const rows = table.locator('tbody tr[data-index]');
    await rows.first().waitFor();
    await table.focus();
    expect(await rows.first().getAttribute('class')).toBe('cursor');
    await page.keyboard.press('ArrowDown');
    expect(await rows.nth(1).getAttribute('class')).toBe('cursor');
    expect(await rows.first().getAttribute('class')).toBeNull();
    // Enter on a row that can be assigned asks its quantity; Cancel assigns nothing.
    const free = await rows.evaluateAll((trs) =>
      trs.findIndex((tr) => [...tr.querySelectorAll('button')].some((b) => b.textContent === 'Assign')),
    );
    expect(free).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Home');
    for (let i = 0; i < free; i++) await page.keyboard.press('ArrowDown');
    const description = await rows.nth(free).locator('td').nth(4).textContent();
    await page.keyboard.press('Enter');
    expect(await answerDialog(page, { cancel: true })).toBe(`Quantity of ${description} to assign`);
  });
});
