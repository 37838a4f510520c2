import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { Columns, ValuesOf } from './columns.js';
import type { ImportKind } from './kind.js';

/** A kind's rows as cells, in its columns' order, each formatted as the import reads it back. */
function cellsOf<C extends Columns>(kind: ImportKind<C>, values: ValuesOf<C>): (string | number)[] {
  return Object.entries(kind.columns).map(([name, column]) =>
    column.format((values as Record<string, unknown>)[name]),
  );
}

/** The template: the header and one example row. */
export function templateCsv<C extends Columns>(kind: ImportKind<C>): string {
  return stringify([Object.keys(kind.columns), cellsOf(kind, kind.example)]);
}

export function exportCsv<C extends Columns>(kind: ImportKind<C>, rows: ValuesOf<C>[]): string {
  return stringify([Object.keys(kind.columns), ...rows.map((r) => cellsOf(kind, r))]);
}

/** An XLSX workbook of one sheet, streamed as it is written. */
export function exportXlsx<C extends Columns>(kind: ImportKind<C>, rows: ValuesOf<C>[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(kind.kind);
  sheet.addRow(Object.keys(kind.columns)).commit();
  for (const r of rows) sheet.addRow(cellsOf(kind, r)).commit();
  sheet.commit();
  workbook.commit().catch((err: Error) => out.destroy(err));
  return out;
}
