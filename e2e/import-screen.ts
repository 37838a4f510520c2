import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A file for the Import & Export screen's file input. */
export interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
export type Counts = { rows: number; create: number; update: number; unchanged: number };

export const csv = (name: string, text: string): Upload => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

export async function xlsx(name: string, rows: (string | number)[][]): Promise<Upload> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet1').addRows(rows);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** Every row new. */
export const fresh = (rows: number): Counts => ({ rows, create: rows, update: 0, unchanged: 0 });

/**
 * Checks the file on an open Import & Export screen (client/platform/imports/import-screen.tsx),
 * sees the dry run's counts, then (unless `write` is false) imports it and sees the same counts done.
 */
export async function importThroughScreen(
  page: Page,
  kind: string,
  file: Upload,
  want: Counts,
  { write = true } = {},
) {
  // The result's facts as the screen lists them ("Rows3Would create3…").
  const facts = () => page.getByRole('region', { name: 'Import result' }).locator('dl').textContent();
  await page.getByLabel('Kind').selectOption(kind);
  await page.getByLabel(/^File/).setInputFiles(file);
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await page.getByRole('heading', { name: 'Dry run: ready to import' }).waitFor();
  expect(await facts()).toBe(
    `Rows${want.rows}Would create${want.create}Would update${want.update}Unchanged${want.unchanged}Errors0`,
  );
  if (!write) return;
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'Import: done' }).waitFor();
  expect(await facts()).toBe(
    `Rows${want.rows}Created${want.create}Updated${want.update}Unchanged${want.unchanged}Errors0`,
  );
}
