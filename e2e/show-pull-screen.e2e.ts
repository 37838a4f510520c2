import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

describe('the show pull screen', () => {
  it('opens from the event page, filters, assigns, initials and edits a pull quantity', async () => {
    const { page, dialogs } = await signedInPage('staff', '/');
    await page.locator('table.grid tbody tr a').first().click();
    await page.getByRole('link', { name: 'Main Show Pull' }).click();
    await page.waitForURL(/\/show-pulls\/\d+$/);
    await page.getByRole('heading', { name: 'Bid Items' }).waitFor();
    await page.locator('.bid-items tbody tr').first().waitFor();
    await screenshot(page, 'show-pull');

    // Assignable only: every row offers Assign; assigning takes the suggested quantity.
    await page.getByLabel('List').selectOption('assignable');
    const assignable = page.locator('.bid-items tbody tr', {
      has: page.getByRole('button', { name: 'Assign' }),
    });
    const before = await assignable.count();
    if (before > 0) {
      const description = await assignable.first().locator('td').nth(4).textContent();
      await assignable.first().getByRole('button', { name: 'Assign' }).click();
      await expect.poll(() => dialogs.some((d) => d.startsWith(`Quantity of ${description}`))).toBe(true);
      await expect
        .poll(() =>
          page
            .locator('.bid-items tbody tr', { hasText: description! })
            .getByRole('button', { name: 'Assign' })
            .count(),
        )
        .toBe(0);
    }

    // Gear Flow and Techs lists.
    await page.getByLabel('List').selectOption('gearFlow');
    await page.getByRole('heading', { name: 'Gear Flow' }).waitFor();
    await page.getByLabel('List').selectOption('techs');
    await page.getByRole('heading', { name: 'Techs' }).waitFor();
    await page.getByLabel('Filter Bid / Commitments').fill('zzzz-nobody');
    await page.getByRole('cell', { name: 'None for this filter' }).waitFor();
    await page.getByLabel('Filter Bid / Commitments').fill('');

    // Initials: a click sets mine, a right-click clears them.
    await page.getByLabel('List').selectOption('uninitialed');
    const button = page.locator('.bid-items tbody tr').first().getByRole('button', { name: 'Initial' });
    if (await button.count()) {
      const row = page.locator('.bid-items tbody tr').first();
      const text = await row.locator('td').nth(4).textContent();
      await button.click();
      await page.getByLabel('List').selectOption('all');
      const mine = page
        .locator('.bid-items tbody tr', { hasText: text! })
        .getByRole('button', { name: /Initialled SO/ });
      await mine.first().waitFor();
      await mine.first().click({ button: 'right' });
      await page
        .locator('.bid-items tbody tr', { hasText: text! })
        .getByRole('button', { name: 'Initial', exact: true })
        .first()
        .waitFor();
    }

    // Pull quantity: pending until saved on change; below the minimum is refused and reverts.
    await page.getByLabel('Qty > 0').check();
    const qty = page.locator('.categories tbody tr input[type="number"]').first();
    await qty.waitFor();
    const saved = await qty.inputValue();
    await qty.fill(String(Number(saved) + 1));
    expect(await qty.getAttribute('class')).toBe('pending');
    await qty.press('Enter');
    await expect.poll(() => qty.getAttribute('class')).toBe(null);
    expect(await qty.inputValue()).toBe(String(Number(saved) + 1));
    await screenshot(page, 'show-pull-edited');
  });
});
