import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot } from './browser.js';
import { type EmptyInstall, setUpFirstAdmin, startEmptyInstall } from './empty-install.js';
import {
  type Counts,
  csv,
  fresh,
  importThroughScreen as importOn,
  type Upload,
  xlsx,
} from './import-screen.js';

/*
 * Issue 33's "done when", as a company walks it: an empty install (no demo data), the first
 * administrator, then the company's own catalogue and crew from files it wrote (CSV and XLSX),
 * the flow calendar showing the imported crew, one edit on screen, and the contacts export
 * re-importing as all unchanged.
 */
let install: EmptyInstall;
let page: Page;
const ADMIN = { name: 'Carla Catalog', email: 'carla@company.test', password: 'our own gear 2026' };

beforeAll(async () => {
  install = await startEmptyInstall();
  page = (await newPage({ baseURL: install.server.url, viewport: { width: 1440, height: 900 } })).page;
});
afterAll(async () => {
  await install?.stop();
});

const importThroughScreen = (kind: string, file: Upload, want: Counts, opts?: { write?: boolean }) =>
  importOn(page, kind, file, want, opts);

describe('a company brings in its own catalogue and crew', () => {
  it('from an empty install: imports, sees its crew on the flow, edits one, and re-imports the export unchanged', async () => {
    await setUpFirstAdmin(page, install, ADMIN);

    await page.goto('/catalog/import');
    await page.getByRole('heading', { name: 'Import & Export' }).waitFor();
    await importThroughScreen(
      'departments',
      csv(
        'departments.csv',
        'name,color,group,order\nAudio,#1f77b4,Production,1\nLighting,#ff7f0e,Production,2\n',
      ),
      fresh(2),
    );
    await importThroughScreen(
      'pull-groups',
      csv('pull-groups.csv', 'department,name\nAudio,Microphones\nLighting,Fixtures\n'),
      fresh(2),
    );
    await importThroughScreen(
      'categories',
      await xlsx('categories.xlsx', [
        ['number', 'description', 'department', 'pull_group', 'weight_lbs', 'labor', 'owned'],
        [1001, 'SM58 Microphone', 'Audio', 'Microphones', 0.7, 'no', 24],
        [2001, 'Source Four 26deg', 'Lighting', 'Fixtures', 14.5, 'no', 40],
        [9001, 'A1 Audio Engineer', 'Audio', '', '', 'yes', ''],
        [9002, 'Lighting Programmer', 'Lighting', '', '', 'yes', ''],
      ]),
      fresh(4),
    );
    await importThroughScreen(
      'contacts',
      csv(
        'contacts.csv',
        [
          'key,first_name,last_name,email,department,tech_group,staff,home_state,day_rate,roles',
          'C-1,Ada,Lovelace,ada@crew.test,Audio,Staff,yes,TX,450.00,9001',
          'C-2,Grace,Hopper,grace@crew.test,Lighting,Primary,no,NY,500,9001;9002',
          'C-3,Alan,Turing,,Lighting,Primary,no,CA,,9002',
        ].join('\n'),
      ),
      fresh(3),
    );
    await screenshot(page, 'own-catalog-import-done', { fullPage: false });

    // The flow calendar's technicians are the imported crew (Staff and Primary groups open).
    await page.goto('/flow/techs');
    const names = page.locator('.flow-row.tech .tech-name');
    await names.first().waitFor();
    await expect
      .poll(async () => (await names.allTextContents()).join(' | '))
      .toMatch(/Hopper.*Lovelace.*Turing|Lovelace.*Hopper.*Turing/);
    expect(await names.count()).toBe(3);

    // One edit on the People screen: a nickname, which is how lists name a contact.
    await page.goto('/people');
    await page.getByRole('heading', { name: 'People' }).waitFor();
    await page.getByLabel('Search People').fill('Hopper');
    await page.getByRole('button', { name: 'Hopper, Grace' }).click();
    const edit = page.getByRole('dialog', { name: 'Grace Hopper' });
    await edit.getByLabel('Nickname').fill('Amazing Grace');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Hopper, Amazing Grace', exact: true }).waitFor();

    // The export (with the session, as the screen's link downloads it) carries the edit, and
    // checks back in as every row unchanged.
    const exported = await page.request.get('/exports/contacts.csv');
    expect(exported.status()).toBe(200);
    const text = await exported.text();
    expect(text).toContain('Amazing Grace');
    await page.goto('/catalog/import');
    await importThroughScreen(
      'contacts',
      csv('contacts-export.csv', text),
      { rows: 3, create: 0, update: 0, unchanged: 3 },
      { write: false },
    );
    await screenshot(page, 'own-catalog-reimport-dry-run', { fullPage: false });
  });
});
