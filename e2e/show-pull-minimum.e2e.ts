import { describe, expect, it } from 'vitest';
import type { ShowPullView } from '../contracts/show-pulls.js';
import { answerDialog, signedInPage } from './browser.js';
import { chooseSystemComponent, findPull, readPull } from './show-pull-data.js';

/** A system on the pull with a component whose category also has a bid item assigned here. */
function systemOverAssignedItem(v: ShowPullView) {
  for (const system of v.systems)
    for (const component of system.system_items) {
      const item = v.eventItems.find(
        (i) => i.category_id === component.category_id && i.isActive && (i.assignment?.quantity ?? 0) > 0,
      );
      const category = v.categories.find((c) => c.id === component.category_id);
      const line = v.pullItems.find((l) => !l.isCustom && l.category_id === component.category_id);
      if (item && category && line) return { system, component, item, category, line };
    }
  return undefined;
}

/** Issue 20 point 3: section 5's minimum holds after every write, not only after a quantity edit. */
describe("a line's minimum", () => {
  it('keeps a line at its system minimum when its bid item is un-assigned after the line was set to it', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view, found } = await findPull(page, systemOverAssignedItem);
    const { system, component, item, category, line } = found;
    const pullId = view.showPull.id;
    const lineNow = async () => (await readPull(page, pullId)).pullItems.find((l) => l.id === line.id)!;
    await page.goto(`/show-pulls/${pullId}`);

    // The System Manager puts one unit of the line's category on the pull through a system.
    const manager = await chooseSystemComponent(page, system, component.category_id);
    await manager.getByLabel('Component quantity').fill('1');
    await manager.getByRole('button', { name: 'Add Component' }).click();
    await expect.poll(async () => (await lineNow()).minimum.systemQty).toBeGreaterThan(0);
    await manager.getByRole('button', { name: 'Close' }).click();
    await manager.waitFor({ state: 'detached' });

    // Set the line to its minimum, as the screen allows.
    const minimum = (await lineNow()).minimum.total;
    await page.getByLabel('Filter Categories').fill(category.name);
    const qty = page.getByLabel(`Pull quantity of ${category.name}`, { exact: true });
    await qty.fill(String(minimum));
    await qty.press('Enter');
    await expect.poll(async () => (await lineNow()).quantity).toBe(minimum);

    // Un-assign the bid item: the line stops at its minimum instead of going below it.
    await page.getByLabel('Filter Bid / Commitments').fill(item.description);
    const bidRow = page.locator('.bid-items tbody tr[data-index]', { hasText: item.description }).first();
    await bidRow.getByRole('button', { name: 'Un-assign' }).click();
    expect(await answerDialog(page)).toBe('Are you sure you want to un-assign this item?');
    await expect
      .poll(async () => (await readPull(page, pullId)).eventItems.find((i) => i.id === item.id)?.assignment)
      .toBeNull();
    const after = await lineNow();
    expect(after.quantity).toBeGreaterThanOrEqual(after.minimum.total);
    expect(after.quantity).toBeGreaterThan(0);
    // The screen shows what the server holds.
    await expect.poll(() => qty.inputValue()).toBe(String(after.quantity));
  });
});
