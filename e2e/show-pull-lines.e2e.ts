import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';
import { chooseSystemComponent, findPull, readPull, unmetLineIds } from './show-pull-data.js';

/** Issue 20 points 2, 4, 5, 9 and 12: what the categories table shows and what a writer does there. */
describe('the lines of a pull', () => {
  it('shows a custom item in the categories table, marked custom, edits its quantity and notes, and deletes it', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view } = await findPull(page, (v) => v.categories.length > 0);
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByRole('button', { name: 'Add Custom Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Custom Item' });
    const picker = form.getByLabel('Category');
    await picker.locator('option').nth(1).waitFor({ state: 'attached' });
    await picker.selectOption({ index: 1 });
    const categoryName = ((await picker.locator('option:checked').textContent()) ?? '').split(' ')[0]!;
    await form.getByLabel('Description').fill('Custom spare mic kit');
    await form.getByLabel('Qty').fill('3');
    await form.getByRole('button', { name: 'Add Custom Item' }).click();
    await form.waitFor({ state: 'detached' });

    // It is a row of its own, under its category, with its quantity.
    await page.getByLabel('Filter Categories').fill('Custom spare mic kit');
    const row = page.locator('.categories tbody tr.custom', { hasText: 'Custom spare mic kit' });
    await row.waitFor();
    expect(await row.locator('.custom-badge').textContent()).toBe('custom');
    expect(await row.locator('td').nth(2).textContent()).toContain(categoryName);
    expect(await row.getByLabel('Pull quantity of custom Custom spare mic kit').inputValue()).toBe('3');
    await screenshot(page, 'pull-custom-line', { fullPage: false });

    // Edit: quantity and notes.
    await row.getByRole('button', { name: 'Edit custom Custom spare mic kit' }).click();
    const edit = page.getByRole('dialog', { name: 'Custom item: Custom spare mic kit' });
    await edit.getByLabel('Qty').fill('5');
    await edit.getByLabel('Notes').fill('Check the batteries');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect
      .poll(() => row.getByLabel('Pull quantity of custom Custom spare mic kit').inputValue())
      .toBe('5');
    await row.locator('td', { hasText: 'Check the batteries' }).waitFor();
    const saved = (await readPull(page, view.showPull.id)).pullItems.find(
      (l) => l.isCustom && l.description === 'Custom spare mic kit',
    );
    expect(saved).toMatchObject({ quantity: 5, notes: 'Check the batteries' });

    // The quantity edits inline as any line's does.
    const input = row.getByLabel('Pull quantity of custom Custom spare mic kit');
    await input.fill('4');
    await input.press('Enter');
    await expect
      .poll(
        async () =>
          (await readPull(page, view.showPull.id)).pullItems.find((l) => l.id === saved!.id)?.quantity,
      )
      .toBe(4);

    // Delete, after the question: the row and the line are gone.
    await row.getByRole('button', { name: 'Edit custom Custom spare mic kit' }).click();
    await edit.getByRole('button', { name: 'Delete' }).click();
    expect(await answerDialog(page)).toBe("Delete the custom item 'Custom spare mic kit' from this pull?");
    await edit.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await readPull(page, view.showPull.id)).pullItems.some((l) => l.id === saved!.id))
      .toBe(false);
  });

  it('counts unmet dependencies and shortfalls in the header, and lists only them', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view, found: unmet } = await findPull(page, (v) => {
      const ids = unmetLineIds(v);
      return ids.size > 0 && ids;
    });
    await page.goto(`/show-pulls/${view.showPull.id}`);
    const header = page.locator('.pull-counts');
    const unmetButton = header.getByRole('button', { name: /unmet dependenc/ });
    expect(await unmetButton.textContent()).toBe(
      `${unmet.size} unmet ${unmet.size === 1 ? 'dependency' : 'dependencies'}`,
    );
    await unmetButton.click();
    expect(await page.getByLabel('Lines').inputValue()).toBe('unmet');
    const rows = page.locator('.categories tbody tr[data-index]');
    await expect.poll(() => rows.count()).toBe(unmet.size);
    for (const text of await rows.allTextContents()) expect(text).toMatch(/\d+ unmet/);
    await screenshot(page, 'pull-unmet-filter', { fullPage: false });

    // Shortfalls: lines below their bid quantity.
    const shortCount = view.categories.filter((c) => {
      const line = view.pullItems.find((l) => l.category_id === c.id && !l.isCustom);
      return c.bidQty > 0 && (line?.quantity ?? 0) < c.bidQty;
    }).length;
    const shortButton = header.getByRole('button', { name: /shortfall/ });
    expect(Number.parseInt((await shortButton.textContent()) ?? '', 10)).toBe(shortCount);
    await page.getByLabel('Lines').selectOption('short');
    await expect.poll(() => rows.count()).toBe(shortCount);
    if (shortCount) expect(await rows.first().locator('.short-badge').count()).toBe(1);
    await page.getByLabel('Lines').selectOption('all');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(view.categories.length);
  });

  it('adds a required category that is on neither the bid nor the pull, from Dependency Assignments', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view, found } = await findPull(page, (v) => {
      const names = new Set(v.categories.map((c) => c.name));
      for (const d of v.dependencies)
        for (const r of d.required_items) {
          const number = r.categoryNumberAndDescription.split(' ')[0]!;
          if (/^\d+$/.test(number) && !names.has(number)) return { dep: d, item: r, number };
        }
      return undefined;
    });
    const line = view.pullItems.find((l) => l.id === found.dep.for_show_pull_item_id)!;
    const category = view.categories.find((c) => c.id === line.category_id)!;
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByLabel('Filter Categories').fill(category.name);
    await page.getByRole('button', { name: category.name, exact: true }).click();
    const manager = page.getByRole('dialog', { name: /^Dependencies — / });
    await manager.getByRole('tab', { name: 'Dependency Assignments' }).click();
    const add = page.getByRole('button', { name: `+ ${found.item.categoryNumberAndDescription}` });
    // Enabled once the catalogue (where a category off the bid is found) has loaded.
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(await add.getAttribute('title')).toBe(null);
    await add.click();
    expect(await answerDialog(page, { text: '2' })).toBe(
      `Quantity of ${found.item.categoryNumberAndDescription} to add`,
    );
    // The category joins the pull with the quantity, and the assignment is listed.
    await expect
      .poll(async () => {
        const after = await readPull(page, view.showPull.id);
        const c = after.categories.find((x) => x.name === found.number);
        return c && after.pullItems.find((l) => l.category_id === c.id && !l.isCustom)?.quantity;
      })
      .toBe(2);
    await page
      .getByRole('dialog', { name: /^Dependency Assignments/ })
      .locator('tbody tr', {
        hasText: found.item.categoryNumberAndDescription.slice(found.number.length + 1),
      })
      .first()
      .waitFor();
    await screenshot(page, 'pull-dependency-added', { fullPage: false });
  });

  it('adds a component to a system already on the pull, from the System Manager', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view } = await findPull(page, (v) => v.systems.some((s) => s.system_items.length > 0));
    const system = view.systems.find((s) => s.system_items.length > 0)!;
    await page.goto(`/show-pulls/${view.showPull.id}`);
    const component = system.system_items[0]!;
    const manager = await chooseSystemComponent(page, system, component.category_id);
    const before = (await readPull(page, view.showPull.id)).systemAssignments.find(
      (a) => a.system_category_id === system.id && a.category_id === component.category_id,
    )!.quantity;
    await manager.getByLabel('Component quantity').fill('3');
    await manager.getByRole('button', { name: 'Add Component' }).click();
    await expect
      .poll(
        async () =>
          (await readPull(page, view.showPull.id)).systemAssignments.find(
            (a) => a.system_category_id === system.id && a.category_id === component.category_id,
          )?.quantity,
      )
      .toBe(before + 3);
    await screenshot(page, 'pull-system-component', { fullPage: false });
  });

  it('shows a tech the pull read-only: no Assign, no writes, quantities not editable', async () => {
    const { page } = await signedInPage('tech', '/');
    const { view } = await findPull(page, (v) => v.eventItems.length > 0);
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.locator('.bid-items tbody tr').first().waitFor();
    await page.getByText('Read-only: your role cannot change pulls.').waitFor();
    expect(await page.getByRole('button', { name: 'Assign', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Un-assign' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Custom Item' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add System', exact: true }).count()).toBe(0);
    const inputs = page.locator('.categories tbody input[type="number"]');
    expect(await inputs.count()).toBeGreaterThan(0);
    expect(await inputs.evaluateAll((all) => all.every((i) => (i as HTMLInputElement).disabled))).toBe(true);
    // Both searches sit on the left (spec 2.1).
    expect(await page.locator('.pull-left').getByLabel('Filter Categories').count()).toBe(1);
    await screenshot(page, 'pull-read-only', { fullPage: false });
  });
});

describe('gear requests', () => {
  it('draws inactive bid items as inactive (red, marked)', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view, found: item } = await findPull(page, (v) => v.eventItems.find((i) => !i.isActive));
    await page.goto(`/gear-requests/sort/${view.event.id}`);
    const row = page.locator('.gear-requests tbody tr', { hasText: item.description }).first();
    await row.waitFor();
    expect(await row.getAttribute('class')).toBe('inactive');
    expect(await row.locator('.inactive-badge').textContent()).toBe('inactive');
    expect(
      await row
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td).color),
    ).toBe('rgb(185, 28, 28)');
    const active = view.eventItems.find((i) => i.isActive && i.description !== item.description)!;
    const activeRow = page.locator('.gear-requests tbody tr', { hasText: active.description }).first();
    expect(await activeRow.getAttribute('class')).toBe(null);
    await screenshot(page, 'gear-requests-inactive', { fullPage: false });
  });
});
