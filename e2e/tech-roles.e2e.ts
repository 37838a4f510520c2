import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

describe('tech roles', () => {
  it('finds a contact, adds a role, is told when adding it twice, deletes it', async () => {
    const { page } = await signedInPage('staff', '/tech-roles');
    await page.getByRole('heading', { name: 'Tech Roles' }).waitFor();
    await page.locator('table.contacts tbody tr button').first().waitFor();
    await page.getByLabel('Search Contacts').fill('Brooks');
    const contact = page.getByRole('button', { name: 'Brooks, Taylor' });
    await contact.click();
    const dialog = page.getByRole('dialog', { name: 'Brooks, Taylor' });
    await dialog.waitFor();
    await dialog.locator('tbody tr').first().waitFor();

    // A role the demo tech does not hold yet: pick the last option not already in the table.
    const held = await dialog.locator('tbody td:nth-child(2)').allTextContents();
    const options = await dialog.getByLabel('New Role').locator('option').allTextContents();
    const label = options.reverse().find((o) => o !== 'No Selection' && !held.some((h) => o.endsWith(h)))!;
    await dialog.getByLabel('New Role').selectOption({ label });
    await dialog.getByRole('button', { name: 'Add Role' }).click();
    const description = label.replace(/^\d+ /, '');
    const row = dialog.locator('tbody tr', { hasText: description });
    await row.waitFor();
    await screenshot(page, 'tech-roles');

    await dialog.getByLabel('New Role').selectOption({ label });
    await dialog.getByRole('button', { name: 'Add Role' }).click();
    expect(await answerDialog(page)).toBe('Taylor Brooks already has this role');
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: `Delete ${description}` }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('filters contacts by a role they hold', async () => {
    const { page } = await signedInPage('admin', '/tech-roles');
    await page.locator('table.contacts tbody tr button').first().waitFor();
    const all = await page.locator('table.contacts tbody tr').count();
    await page.getByLabel('Search Roles').fill('Rigger');
    await expect.poll(() => page.locator('table.contacts tbody tr').count()).toBeLessThan(all);
    expect(await page.locator('table.contacts tbody tr').count()).toBeGreaterThan(0);
  });
});
