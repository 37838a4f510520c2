import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/** One row of a spreadsheet: its number as the spreadsheet shows it (the first row is 1) and its cells. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** An XLSX file is a zip archive: it starts with the zip signature; anything else is read as CSV. */
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** The rows of a CSV (streamed) or XLSX file (its first sheet). */
export function readRows(bytes: Buffer): AsyncIterable<SheetRow> {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}

async function* readCsv(bytes: Buffer): AsyncIterable<SheetRow> {
  // A quoted cell may hold a line break: the row number counts records, as a spreadsheet shows them.
  const parser = Readable.from([bytes]).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, relax_quotes: false }),
  );
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    number++;
    yield { number, cells: record };
  }
}

async function* readXlsx(bytes: Buffer): AsyncIterable<SheetRow> {
  // Loaded whole, not through ExcelJS's streaming reader: when a sheet comes before the shared
  // strings in the archive (as ExcelJS itself writes them) that reader parks the sheet in a
  // temporary file, and an import then now and then failed or never finished. A 20 MB file (the
  // limit) loads in memory; its rows are still handed on one at a time.
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types name an older Buffer than @types/node's generic one; the bytes are the same.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values : [];
    // ExcelJS numbers cells from 1: values[0] is always empty.
    rows.push({ number, cells: values.slice(1).map(cellText) });
  });
  yield* rows;
}

/**
 * A cell's text as a person reads it: a formula's result, a rich text's words, a date's day (and
 * its wall-clock time when it has one: a crew call typed as a date-time in a spreadsheet).
 */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return String(value);
}
