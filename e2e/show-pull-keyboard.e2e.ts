import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { assignableItem, findPull, readPull } from './show-pull-data.js';

/** Issue 20 points 1 and 10: a writer assigns and edits quantities without the mouse. */
describe('the show pull screen from the keyboard', () => {
  it('assigns (Enter), un-assigns (u, Escape then Enter), initials (i) and edits a pull quantity, no mouse after the page opens', async () => {
    const { page } = await signedInPage('staff', '/');
    // A bid item that can be assigned, asks one question (no vendor) and has a description of its own.
    const { view, found: item } = await findPull(page, (v) => assignableItem(v, (i) => !i.initials1));
    const remaining = item.qty_required - item.otherPullsQty;
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.locator('.bid-items tbody tr').first().waitFor();
    const kb = page.keyboard;
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

    // `/` focuses the bid filter; ↓ goes to the table, whose cursor row is the first.
    await kb.press('/');
    expect(await focused()).toBe('Filter Bid / Commitments');
    await kb.type(item.description);
    const rows = page.locator('.bid-items tbody tr[data-index]');
    await expect.poll(() => rows.count()).toBe(1);
    await kb.press('ArrowDown');
    expect(await focused()).toBe('Bid items table');
    const row = rows.first();
    expect(await row.getAttribute('class')).toContain('cursor');

    // Enter assigns: the prompt has its input focused, the remaining quantity suggested; Enter confirms.
    await kb.press('Enter');
    const dialog = page.locator('dialog.app-dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('.dialog-message').textContent()).toBe(
      `Quantity of ${item.description} to assign`,
    );
    expect(await focused()).toBe(`Quantity of ${item.description} to assign`);
    expect(await dialog.locator('input').inputValue()).toBe(String(remaining));
    await kb.type('2');
    await screenshot(page, 'pull-keyboard-prompt', { fullPage: false });
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const assigned = row.locator('td').nth(2);
    await expect.poll(() => assigned.textContent()).toMatch(/^2/);
    // The answer is saved (not only drawn), and focus is back on the table.
    await expect
      .poll(
        async () =>
          (await readPull(page, view.showPull.id)).eventItems.find((i) => i.id === item.id)?.assignment
            ?.quantity,
      )
      .toBe(2);
    expect(await focused()).toBe('Bid items table');

    // u asks first; Escape cancels, Enter (on OK, focused) un-assigns.
    await kb.press('u');
    await dialog.waitFor();
    expect(await dialog.locator('.dialog-message').textContent()).toBe(
      'Are you sure you want to un-assign this item?',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OK');
    await kb.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await assigned.textContent()).toMatch(/^2/);
    await kb.press('u');
    await dialog.waitFor();
    await kb.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => assigned.textContent()).toMatch(/^0/);

    // i sets my initials, i again clears them.
    await kb.press('i');
    await row.getByRole('button', { name: /^Initialled SO/ }).waitFor();
    await kb.press('i');
    await row.getByRole('button', { name: 'Initial', exact: true }).waitFor();

    // The categories: Tab from the bid filter reaches their filter; ↓, Enter edits the quantity.
    const category = view.categories.find((c) => c.id === item.category_id)!;
    const line = view.pullItems.find((l) => l.category_id === category.id && !l.isCustom);
    const before = line?.quantity ?? 0;
    await kb.press('/');
    expect(await focused()).toBe('Filter Bid / Commitments');
    await kb.press('Tab');
    expect(await focused()).toBe('Filter Categories');
    await kb.type(category.name);
    const categoryRows = page.locator('.categories tbody tr[data-index]');
    await expect
      .poll(
        async () =>
          (await categoryRows.count()) < view.categories.length &&
          (await categoryRows.first().locator('td').nth(2).textContent())?.startsWith(category.name),
      )
      .toBe(true);
    await kb.press('ArrowDown');
    await expect.poll(focused).toBe('Categories table');
    await kb.press('Enter');
    expect(await focused()).toBe(`Pull quantity of ${category.name}`);
    await kb.type(String(before + 3));
    await kb.press('Enter');
    expect(await focused()).toBe('Categories table');
    const qty = categoryRows.first().locator('input[type="number"]');
    await expect
      .poll(
        async () =>
          (await readPull(page, view.showPull.id)).pullItems.find(
            (l) => l.category_id === category.id && !l.isCustom,
          )?.quantity,
      )
      .toBe(before + 3);
    await expect.poll(() => qty.getAttribute('class')).toBe(null);
    expect(await qty.inputValue()).toBe(String(before + 3));

    // Escape drops an edit: nothing is saved.
    await kb.press('Enter');
    await kb.type('99');
    await kb.press('Escape');
    expect(await focused()).toBe('Categories table');
    await expect.poll(() => qty.inputValue()).toBe(String(before + 3));

    // ? lists the shortcuts; Escape closes the list.
    await kb.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Un-assign, after the question');
    await screenshot(page, 'pull-shortcuts', { fullPage: false });
    await kb.press('Escape');
    await help.waitFor({ state: 'detached' });
  });
});
