import type { ImportProgress } from '../../../contracts/imports.js';
import type { Db } from '../db/types.js';
import type { Columns, ValuesOf } from './columns.js';

/** One data row of an import, read and checked cell by cell. */
export interface ImportRow<V> {
  /** As the spreadsheet numbers it. */
  row: number;
  values: V;
}

/** Where a kind tells what is wrong with a row, in words; `column` is the kind's column name. */
export interface Report {
  error(row: number, column: string, value: string, message: string): void;
  readonly count: number;
}

/** What the checked rows would do, and the writing of it (only called without errors, not in a dry run). */
export interface ImportPlan {
  created: number;
  updated: number;
  unchanged: number;
  /** Records the rows replace away (a system's item the file no longer lists). */
  removed?: number;
  write(tx: Db, progress: (done: number) => void): Promise<void>;
}

/**
 * One kind of record the import takes (departments, categories, contacts...): its columns as the
 * contract lists them, its key, how its rows are checked against the database and written, and
 * its records as an export writes them. The pipeline (pipeline.ts) does the rest.
 */
export interface ImportKind<C extends Columns> {
  kind: string;
  /** In the contract's order, key first. */
  columns: C;
  /** A row's key as text (case-insensitive where names are), for duplicates within the file. */
  keyOf(values: ValuesOf<C>): string | null;
  /** How the key reads in a duplicate's message: 'the category number 12'. */
  describeKey(values: ValuesOf<C>): string;
  /** The column a duplicate key is reported on. */
  keyColumn: keyof C & string;
  /** Resolves names to records, reports what is wrong, and counts what would change. */
  plan(tx: Db, rows: ImportRow<ValuesOf<C>>[], report: Report): Promise<ImportPlan>;
  /** Every record, as import rows, in a stable order. */
  exportRows(db: Db): Promise<ValuesOf<C>[]>;
  /** The template's example row. */
  example: ValuesOf<C>;
}

// biome-ignore lint/suspicious/noExplicitAny: any kind, for the registry of kinds
export type AnyImportKind = ImportKind<any>;

export type ProgressListener = (progress: ImportProgress) => void;
