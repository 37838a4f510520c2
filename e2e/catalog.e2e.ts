import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

const WIDE = { viewport: { width: 1440, height: 900 } };

describe('catalog and people (admins)', () => {
  it('adds a department by keyboard, a category and a contact with a tech role, edits one, deactivates one in use', async () => {
    const { page } = await signedInPage('admin', '/catalog/departments', WIDE);
    await page.getByRole('heading', { name: 'Departments' }).waitFor();
    await page.locator('.record-list tbody tr button').first().waitFor();
    await screenshot(page, 'catalog-departments', { fullPage: false });

    // The department editor, by keyboard only: the button, the fields (Tab), Enter saves.
    await page.getByRole('button', { name: 'New department' }).focus();
    await page.keyboard.press('Enter');
    const newDept = page.getByRole('dialog', { name: 'New department' });
    await newDept.waitFor();
    await page.keyboard.type('E2E Scenic Shop');
    await page.keyboard.press('Tab'); // colour: kept
    await page.keyboard.press('Tab');
    await page.keyboard.type('E2E Group');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('90');
    await screenshot(page, 'catalog-department-editor', { fullPage: false });
    await page.keyboard.press('Enter');
    await newDept.waitFor({ state: 'detached' });
    await page.getByLabel('Search Departments').fill('E2E Scenic');
    await page.getByRole('button', { name: 'E2E Scenic Shop' }).waitFor();
    expect(
      await page.locator('.record-list tbody tr', { hasText: 'E2E Scenic Shop' }).textContent(),
    ).toContain('E2E Group');

    // A position (labor) category in it.
    await page.getByRole('navigation', { name: 'Catalog' }).getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await page.locator('.record-list tbody tr button').first().waitFor();
    await page.getByRole('button', { name: 'New category' }).click();
    const newCat = page.getByRole('dialog', { name: 'New category' });
    await newCat.getByLabel('Number').fill('88001');
    await newCat.getByLabel('Description').fill('E2E Scenic Carpenter');
    await newCat.getByLabel('Department').selectOption({ label: 'E2E Scenic Shop' });
    await newCat.getByLabel('Labor').check();
    await screenshot(page, 'catalog-category-editor', { fullPage: false });
    await newCat.getByRole('button', { name: 'Save' }).click();
    await newCat.waitFor({ state: 'detached' });
    await page.getByLabel('Search Categories').fill('88001');
    await page.getByRole('button', { name: '88001' }).waitFor();
    await screenshot(page, 'catalog-categories', { fullPage: false });

    // A contact holding it as a tech role.
    await page.goto('/people');
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.locator('.record-list tbody tr button').first().waitFor();
    await page.getByRole('button', { name: 'New contact' }).click();
    const newContact = page.getByRole('dialog', { name: 'New contact' });
    await newContact.getByLabel('First name').fill('Robin');
    await newContact.getByLabel('Last name').fill('E2Ewright');
    await newContact.getByLabel(/^Key \(/).fill('E2E-1');
    await newContact.getByLabel('Day rate').fill('425.50');
    await newContact.getByLabel('Department').selectOption({ label: 'E2E Scenic Shop' });
    await newContact.getByRole('searchbox', { name: 'Add role' }).fill('88001');
    await newContact.getByRole('button', { name: '88001 E2E Scenic Carpenter' }).waitFor();
    await newContact.getByRole('searchbox', { name: 'Add role' }).press('Enter');
    await newContact
      .getByRole('list', { name: 'Tech roles' })
      .getByText('88001 E2E Scenic Carpenter')
      .waitFor();
    await screenshot(page, 'people-contact-editor', { fullPage: false });
    await newContact.getByRole('button', { name: 'Save' }).click();
    await newContact.waitFor({ state: 'detached' });

    // Edit it: a nickname is how the list names a contact.
    await page.getByLabel('Search People').fill('E2Ewright');
    await page.getByRole('button', { name: 'E2Ewright, Robin' }).click();
    const edit = page.getByRole('dialog', { name: 'Robin E2Ewright' });
    await expect.poll(() => edit.getByLabel('Day rate').inputValue()).toBe('425.5');
    await edit.getByLabel('Nickname').fill('Rob');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'E2Ewright, Rob', exact: true }).waitFor();
    await screenshot(page, 'people', { fullPage: false });

    // The category is in use now (a tech role): Delete asks, then deactivates it.
    await page.goto('/catalog/categories');
    await page.getByLabel('Search Categories').fill('88001');
    await page.getByRole('button', { name: '88001' }).click();
    const cat = page.getByRole('dialog', { name: 'Category 88001' });
    await cat.getByRole('button', { name: 'Delete' }).click();
    expect(await answerDialog(page)).toBe('Delete category 88001 E2E Scenic Carpenter?');
    expect(await answerDialog(page)).toMatch(/is in use \(1 tech roles\), so it was deactivated/);
    await cat.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('.record-list tbody tr', { hasText: '88001' }).getAttribute('class'))
      .toBe('inactive');
  });

  it('imports departments from a CSV: the dry run shows every error, then a clean file imports', async () => {
    const { page } = await signedInPage('admin', '/catalog/import', WIDE);
    await page.getByRole('heading', { name: 'Import & Export' }).waitFor();
    await page.getByLabel('Kind').selectOption('departments');
    const file = page.getByLabel(/^File/);
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,colour\nE2E Props,#112233\n'),
    });
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    const errors = page.getByRole('table').filter({ hasText: 'Problem' });
    await errors.locator('tbody tr').first().waitFor();
    expect(await errors.locator('tbody').textContent()).toContain('colour');
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'catalog-import-errors', { fullPage: false });

    await file.setInputFiles({
      name: 'departments.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,color,group,order\nE2E Props,#112233,E2E Group,95\n'),
    });
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await page.getByRole('heading', { name: 'Dry run: ready to import' }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import: done' }).waitFor();
    const facts = await page.getByRole('region', { name: 'Import result' }).locator('dl').textContent();
    expect(facts).toContain('Created1');
    await screenshot(page, 'catalog-import-done', { fullPage: false });
    await page
      .getByRole('navigation', { name: 'Catalog' })
      .getByRole('link', { name: 'Departments' })
      .click();
    await page.getByRole('button', { name: 'E2E Props' }).waitFor();
  });
});
