import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

/** A real 2x2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4IycHRAwQCgAhpgRhTxp8CQAAAABJRU5ErkJggg==',
  'base64',
);

async function openDepartment(page: Page, title: string) {
  await page.getByRole('heading', { name: 'Xbook' }).waitFor();
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('heading', { name: `${title} Folders` }).waitFor();
  await page.locator('.folder-tree .folder-row').first().waitFor();
}

const rowOf = (page: Page, name: string) =>
  page.locator('table.sheet-items tbody tr', { has: page.getByText(name, { exact: true }) });

/** Drags a row's handle with the mouse until it sits above `target`. */
async function dragAbove(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 12 });
  await page.mouse.up();
}

describe('xbook', () => {
  it('browses a department tree, then searches and follows a result', async () => {
    const { page } = await signedInPage('staff', '/xbook');
    await openDepartment(page, 'Audio');
    const top = page.locator('.folder-tree > li').first();
    const topName = (await top.locator('.folder-name').first().textContent())!.trim();
    await top.getByRole('button', { name: `Open ${topName}` }).click();
    await expect.poll(() => top.locator('ul .folder-row, ul .sheet-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'xbook-browser', { fullPage: false });
    await top.getByRole('button', { name: `Close ${topName}` }).click();
    await expect.poll(() => top.locator('ul').count()).toBe(0);

    // All Content Sheets: each opens in a new tab.
    const sheets = page.getByRole('region', { name: 'All Content Sheets' });
    const firstOpen = sheets.getByRole('link', { name: /^Open .* in a new tab$/ }).first();
    expect(await firstOpen.getAttribute('target')).toBe('_blank');

    // Search for an item of the first sheet, and follow the result to its line.
    await sheets.locator('tbody tr a').first().click();
    await page.locator('table.sheet-items tbody tr.line').first().waitFor();
    const itemName = (await page
      .locator('table.sheet-items tbody tr.line .item-name')
      .first()
      .textContent())!;
    await page.goto('/xbook');
    const search = page.getByRole('searchbox', { name: 'Search the library' });
    const go = page.getByRole('button', { name: 'Go', exact: true });
    expect(await go.isDisabled()).toBe(true);
    await search.fill(itemName);
    // The optional filters appear after focus, all checked.
    await page.getByRole('checkbox', { name: 'Audio' }).waitFor();
    const boxes = page.locator('.search-filters input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThan(3);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
    await go.click();
    const group = page.locator('.item-group', {
      has: page.getByRole('heading', { name: itemName, exact: true }),
    });
    await group.waitFor();
    const qtyLink = group.getByRole('link', { name: /^Qty: \d+$/ }).first();
    expect(await qtyLink.getAttribute('target')).toBe('_blank');
    const href = (await qtyLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/xbook\/sheets\/\d+#item-\d+$/);
    await screenshot(page, 'xbook-search', { fullPage: false });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), qtyLink.click()]);
    await tab.locator('table.sheet-items tr.highlighted').waitFor();
    expect(await tab.locator('table.sheet-items tr.highlighted').innerText()).toContain(itemName);
    await tab.close();

    // A folder in a result goes to that folder in the tree.
    const crumb = group.locator('button.crumb').last();
    const folderName = (await crumb.textContent())!;
    await crumb.click();
    await page.waitForURL(/\/xbook\/folders\/\d+$/);
    await page.locator('.folder-row.selected', { hasText: folderName }).waitFor();

    // Nothing found: 'No Results' in red; clearing the text clears the results.
    await search.fill('zzqx-nothing-like-this');
    await go.click();
    const none = page.getByText('No Results', { exact: true });
    await none.waitFor();
    expect(await none.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 40, 40)');
    await search.fill('');
    await none.waitFor({ state: 'detached' });
  });

  it('lets an admin build a sheet: folder, sheet, items, order, quantity, notes, image, print', async () => {
    const { page, dialogs } = await signedInPage('admin', '/xbook');
    await openDepartment(page, 'Audio');

    // A new top-level folder: an empty name is refused in the spec's words.
    await page.getByRole('button', { name: 'Add Folder' }).click();
    const dialog = page.locator('dialog.app-dialog[open]');
    expect(await dialog.locator('.dialog-message').textContent()).toBe('New folder name at the top');
    await dialog.locator('input').fill('   ');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The refusal follows at once, in the next dialog.
    await expect
      .poll(() => dialog.locator('.dialog-message').textContent())
      .toBe('A folder name is required');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Folder' }).click();
    await answerDialog(page, { text: 'E2E Touring' });
    await page.locator('.folder-row.selected', { hasText: 'E2E Touring' }).waitFor();

    // A content sheet in it: Create waits for a name; a category fills it in.
    await page.getByRole('button', { name: 'Add Content Sheet' }).click();
    const create = page.getByRole('dialog', { name: 'Create Content Sheet' });
    await create.getByText('Audio / E2E Touring').waitFor();
    expect(await create.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    // Issue 24.7: the category is found by typing in the record picker, not scrolled to.
    await create.getByRole('button', { name: 'Category' }).click();
    const categoryPicker = page.getByRole('dialog', { name: 'Category' });
    await categoryPicker.getByLabel('Search Category').fill('microphone');
    const option = categoryPicker.locator('.picker-list li button').nth(1);
    await expect.poll(async () => (await option.textContent())?.toLowerCase()).toContain('microphone');
    const optionText = (await option.textContent())!;
    await option.click();
    await categoryPicker.waitFor({ state: 'detached' });
    expect(await create.getByLabel('Name').inputValue()).toBe(optionText.replace(/^\d+ - /, ''));
    await create.getByLabel('Name').fill('E2E Breakout Kit');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'E2E Breakout Kit' }).waitFor();
    await page.getByText('No Items', { exact: true }).waitFor();

    // Add Items: a category, a section, and a misc item made with Create New.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Items' });
    const picker = add.getByRole('combobox', { name: 'Category' });
    await picker.locator('option', { hasText: 'Shure SM58 Microphone' }).waitFor({ state: 'attached' });
    const sm58 = await picker.locator('option', { hasText: 'Shure SM58 Microphone' }).getAttribute('value');
    await picker.selectOption(sm58!);
    await add.getByLabel('Qty').fill('4');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await rowOf(page, 'Shure SM58 Microphone').waitFor();
    expect(await picker.inputValue()).toBe('');
    await add.getByRole('radio', { name: 'Section' }).check();
    await add.getByLabel('Section Name').fill('Microphones');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await rowOf(page, 'Microphones').waitFor();
    expect(await add.getByLabel('Section Name').inputValue()).toBe('');
    await add.getByRole('radio', { name: 'Misc. Item' }).check();
    await add.getByRole('button', { name: 'Create New' }).click();
    expect(await answerDialog(page, { text: 'E2E Gaff Tape Purple 2in' })).toContain('Title-Case, singular');
    await expect
      .poll(() => add.getByRole('combobox', { name: 'Misc. Item' }).locator('option:checked').textContent())
      .toBe('E2E Gaff Tape Purple 2in');
    await add.getByLabel('Qty').fill('2');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await rowOf(page, 'E2E Gaff Tape Purple 2in').waitFor();
    await screenshot(page, 'xbook-add-items', { fullPage: false });
    await add.getByRole('button', { name: 'Done' }).click();

    // Edit mode: drag the section to the top.
    await page.getByRole('button', { name: 'Edit Items' }).click();
    await page.getByText('Drag Items to Re-Order').waitFor();
    await dragAbove(
      page,
      page.getByRole('button', { name: 'Drag Microphones' }),
      rowOf(page, 'Shure SM58 Microphone'),
    );
    const names = () =>
      page
        .locator('table.sheet-items tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => r.querySelector('.item-name, td.section-name')?.textContent ?? ''),
        );
    await expect.poll(async () => (await names())[0]).toBe('Microphones');
    await page.getByText('Drag Items to Re-Order').waitFor();

    // Quantity and notes.
    const qty = page.getByLabel('Quantity of Shure SM58 Microphone');
    await qty.fill('6');
    await qty.press('Enter');
    // Issue 24.7: a cleared quantity is refused, saying so, and the box shows the saved one.
    await qty.fill('');
    await qty.press('Enter');
    expect(await answerDialog(page)).toBe(
      'Enter a quantity: a whole number, 0 or more (an empty quantity is not saved)',
    );
    await expect.poll(() => qty.inputValue()).toBe('6');
    const notes = page.getByLabel('Notes for Shure SM58 Microphone');
    await notes.fill('Two spares');
    await notes.press('Enter');

    // The image of the category: none, then one, then deleted (with the spec's warning).
    await page.getByRole('button', { name: 'Image of Shure SM58 Microphone' }).click();
    const imageModal = page.getByRole('dialog', { name: 'Item Image' });
    await imageModal.getByText('No Image Found').waitFor();
    await imageModal.getByRole('button', { name: 'Add Image' }).click();
    expect(await answerDialog(page)).toBe('Please select an image');
    await imageModal
      .getByLabel('Image file')
      .setInputFiles({ name: 'sm58.png', mimeType: 'image/png', buffer: PNG });
    await imageModal.getByRole('button', { name: 'Add Image' }).click();
    await imageModal.locator('img').waitFor();
    await screenshot(page, 'xbook-image', { fullPage: false });
    expect(await imageModal.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await imageModal.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('button', { name: 'Image of Shure SM58 Microphone' })
      .filter({ hasText: 'View Image' })
      .waitFor();
    await screenshot(page, 'xbook-sheet-edit', { fullPage: false });
    await page.getByRole('button', { name: 'Image of Shure SM58 Microphone' }).click();
    await imageModal.getByRole('button', { name: 'Delete Image' }).click();
    expect(await answerDialog(page)).toBe(
      'Are you sure you want to delete this image? It will also be removed for all other items with the same category or the same misc item.',
    );
    await imageModal.getByText('No Image Found').waitFor();
    await imageModal.getByRole('button', { name: 'Close' }).click();

    // Everything was saved: the order, the quantity and the notes.
    await page.reload();
    await page.getByRole('heading', { name: 'E2E Breakout Kit' }).waitFor();
    await page.locator('table.sheet-items tbody tr').first().waitFor();
    expect((await names())[0]).toBe('Microphones');
    const line = rowOf(page, 'Shure SM58 Microphone');
    expect(await line.locator('td.qty').innerText()).toBe('6');
    expect(await line.locator('td.notes').innerText()).toBe('Two spares');

    // The sheet's history says who changed the quantity, from what to what.
    await page.locator('details.audit-trail summary').click();
    const change = page.locator('details.audit-trail tbody tr', { hasText: /quantity: \d+ → 6/ });
    await change.waitFor();
    expect(await change.locator('td').nth(1).textContent()).toBe('Dana Whitfield');
    expect(await change.locator('td').nth(2).textContent()).toMatch(/Shure SM58 Microphone$/);
    await screenshot(page, 'xbook-history', { fullPage: false });
    await page.locator('details.audit-trail summary').click();

    // Print with settings other than the defaults.
    await page.getByRole('button', { name: 'Print' }).click();
    const print = page.getByRole('dialog', { name: 'Print Content Sheet' });
    await print.getByText("The PDF print scale must be set to 'Fit to Page'.").waitFor();
    expect(await print.getByLabel('Font size').inputValue()).toBe('12');
    await print.getByLabel('Font size').fill('18');
    await print.getByLabel('Left margin').fill('40');
    await print.getByLabel('Line height').fill('120');
    await print.getByLabel('Number of columns').selectOption({ label: '2' });
    await print.getByLabel('Include cable colour code').check();
    await screenshot(page, 'xbook-print-modal', { fullPage: false });
    // The PDF opens in a new tab: the address is caught here and fetched with the same session.
    await page.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { opened });
      window.open = (u?: string | URL) => {
        opened.push(String(u));
        return null;
      };
    });
    await print.getByRole('button', { name: 'View' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!, page.url());
    expect(url.pathname).toMatch(/^\/xbook\/sheets\/\d+\/pdf$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fontSize: '18',
      leftMargin: '40',
      lineHeight: '120',
      colQty: '2',
      colorCode: 'true',
    });
    const pdf = await page.request.get(url.toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    fs.mkdirSync('test-results', { recursive: true });
    fs.writeFileSync(path.join('test-results', 'xbook-print.pdf'), bytes);
    await print.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Print' }).click();
    await print.getByText(/^Last printed by Dana Whitfield on /).waitFor();
    expect(await print.getByLabel('Font size').inputValue()).toBe('18');
    expect(await print.getByLabel('Line height').inputValue()).toBe('120');
    await print.getByRole('button', { name: 'Done' }).click();

    // Deleting the sheet asks first, then goes back to its folder.
    await page.getByRole('button', { name: 'Delete Content Sheet' }).click();
    expect(await answerDialog(page)).toBe('Are you sure you want to delete this content sheet?');
    await page.waitForURL(/\/xbook\/folders\/\d+$/);
    await page.locator('.folder-row.selected', { hasText: 'E2E Touring' }).waitFor();
    expect(dialogs, JSON.stringify(dialogs)).toEqual([]);
  });

  it('shows a non-admin no editing controls', async () => {
    const { page } = await signedInPage('tech', '/xbook');
    await openDepartment(page, 'Video');
    expect(await page.getByRole('button', { name: 'Add Folder' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Content Sheet' }).count()).toBe(0);
    await page.getByRole('region', { name: 'All Content Sheets' }).locator('tbody tr a').first().click();
    await page.locator('table.sheet-items tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Print' }).waitFor();
    for (const name of ['Add', 'Edit Items', 'Delete Content Sheet', 'Rename'])
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    expect(await page.locator('section.sheet').locator('textarea, select, input').count()).toBe(0);
    await page.getByRole('button', { name: 'Print' }).click();
    await page
      .getByRole('dialog', { name: 'Print Content Sheet' })
      .getByRole('button', { name: 'View' })
      .waitFor();
  });

  it('adds a top-level folder with one selected; renames, moves and deletes folders; duplicates a sheet', async () => {
    const { page, dialogs } = await signedInPage('admin', '/xbook');
    await openDepartment(page, 'Audio');
    const row = (name: string) => page.locator('.folder-row', { hasText: name });
    await page.getByRole('button', { name: 'Add Folder' }).click();
    await answerDialog(page, { text: 'E2E Verbs A' });
    await page.locator('.folder-row.selected', { hasText: 'E2E Verbs A' }).waitFor();
    await page.getByRole('button', { name: 'Add Folder', exact: true }).click();
    expect(await answerDialog(page, { text: 'E2E Verbs B' })).toBe('New folder name in E2E Verbs A');
    await page.locator('.folder-row.selected', { hasText: 'E2E Verbs B' }).waitFor();
    // With a folder selected, a top-level one can still be added.
    await page.getByRole('button', { name: 'Add Top-Level Folder' }).click();
    expect(await answerDialog(page, { text: 'E2E Verbs C' })).toBe('New folder name at the top');
    await page.locator('.folder-tree > li > .folder-row', { hasText: 'E2E Verbs C' }).waitFor();

    // Rename B, then move it into C.
    await row('E2E Verbs B').getByRole('button', { name: 'E2E Verbs B', exact: true }).click();
    await page.getByRole('button', { name: 'Rename Folder' }).click();
    await answerDialog(page, { text: 'E2E Verbs B2' });
    await row('E2E Verbs B2').waitFor();
    await page.getByRole('button', { name: 'Move Folder' }).click();
    const move = page.getByRole('dialog', { name: 'Move E2E Verbs A / E2E Verbs B2' });
    await move.getByLabel('Move into').selectOption({ label: 'E2E Verbs C' });
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open E2E Verbs C' }).click();
    await page
      .locator('.folder-tree > li', { hasText: 'E2E Verbs C' })
      .locator('ul .folder-row', { hasText: 'E2E Verbs B2' })
      .waitFor();

    // A sheet in B2, duplicated into C.
    await row('E2E Verbs B2').getByRole('button', { name: 'E2E Verbs B2', exact: true }).click();
    await page.getByRole('button', { name: 'Add Content Sheet' }).click();
    const create = page.getByRole('dialog', { name: 'Create Content Sheet' });
    await create.getByLabel('Name').fill('E2E Dup Kit');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'E2E Dup Kit' }).waitFor();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Content Sheet' });
    await duplicate.getByLabel('Folder of the copy').selectOption({ label: 'E2E Verbs C' });
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { name: 'E2E Dup Kit (copy)' }).waitFor();
    expect(await page.locator('nav.breadcrumbs').textContent()).toContain('E2E Verbs C');

    // C holds both sheets (one in B2): deleting it asks first, saying how many.
    await page.goto('/xbook');
    await openDepartment(page, 'Audio');
    await row('E2E Verbs C').getByRole('button', { name: 'E2E Verbs C', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Folder' }).click();
    expect(await answerDialog(page, { cancel: true })).toBe(
      'E2E Verbs C holds 2 content sheets (with its folders). Delete the folder and all of them?',
    );
    await row('E2E Verbs C').waitFor();
    await page.getByRole('button', { name: 'Delete Folder' }).click();
    await answerDialog(page);
    await expect.poll(() => row('E2E Verbs C').count()).toBe(0);
    await screenshot(page, 'xbook-folder-verbs', { fullPage: false });
    expect(dialogs, JSON.stringify(dialogs)).toEqual([]);
  });

  it('names the department on every search result', async () => {
    const { page } = await signedInPage('staff', '/xbook');
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('Microphones');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const results = page.getByRole('region', { name: 'Search results' });
    await results.waitFor();
    const groups = results.locator('.item-group');
    await groups.first().waitFor();
    // Each breadcrumb starts with its department.
    const titles = (await (await page.request.get('/xbook/departments')).json()).departments.map(
      (d: { title: string }) => d.title,
    ) as string[];
    for (const crumb of await results.locator('.hierarchy').all())
      expect(titles).toContain((await crumb.locator('.crumb').first().textContent())?.trim());
    await screenshot(page, 'xbook-search-departments', { fullPage: false });
  });
});
