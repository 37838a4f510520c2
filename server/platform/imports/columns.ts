import type { CellParser } from './cells.js';
import * as cells from './cells.js';

/**
 * One column of an import kind: how a cell is read, its value when blank, and how an export writes
 * the value back (a string for text, a number where a spreadsheet should see one), so an untouched
 * export reads back to the same values.
 */
export interface Column<T> {
  required: boolean;
  parse: CellParser<T>;
  blank: T;
  format: (value: T) => string | number;
}

type Opts = { required?: boolean };

const textOf = (v: string | null) => v ?? '';

export const column = {
  /** Text; blank is null for an optional column. */
  text: (opts: Opts & { max?: number } = {}): Column<string | null> => ({
    required: opts.required ?? false,
    parse: cells.text(opts.max) as CellParser<string | null>,
    blank: null,
    format: textOf,
  }),
  whole: (min: number, opts: Opts & { max?: number; blank?: number } = {}): Column<number> => ({
    required: opts.required ?? false,
    parse: cells.wholeNumber(min, opts.max),
    blank: opts.blank ?? 0,
    format: (v) => v,
  }),
  /** A whole number that may be left blank (null). */
  maybeWhole: (min: number, opts: { max?: number } = {}): Column<number | null> => ({
    required: false,
    parse: cells.wholeNumber(min, opts.max) as CellParser<number | null>,
    blank: null,
    format: (v) => v ?? '',
  }),
  decimal: (min: number, max: number, opts: Opts & { blank?: number } = {}): Column<number> => ({
    required: opts.required ?? false,
    parse: cells.decimal(min, max),
    blank: opts.blank ?? 0,
    format: (v) => v,
  }),
  /**
   * Money written as a decimal (450.00) and kept in whole cents; blank is null. An export writes the
   * decimal back, so it reads back to the same cents.
   */
  cents: (max: number): Column<number | null> => ({
    required: false,
    parse: (t) => {
      const read = cells.decimal(0, max)(t);
      return 'error' in read ? read : { value: Math.round(read.value * 100) };
    },
    blank: null,
    format: (v) => (v === null ? '' : (v / 100).toFixed(2)),
  }),
  yesNo: (blank: boolean): Column<boolean> => ({
    required: false,
    parse: cells.yesNo,
    blank,
    format: (v) => (v ? 'yes' : 'no'),
  }),
  oneOf: <const W extends string>(words: readonly W[], opts: Opts = {}): Column<W | null> => ({
    required: opts.required ?? false,
    parse: cells.oneOf(words) as CellParser<W | null>,
    blank: null,
    format: textOf,
  }),
  /** A wall-clock date and time at the venue; an export writes `YYYY-MM-DD HH:MM`. */
  localDateTime: (opts: Opts = {}): Column<string | null> => ({
    required: opts.required ?? false,
    parse: cells.localDateTime as CellParser<string | null>,
    blank: null,
    format: (v) => (v ? v.replace('T', ' ') : ''),
  }),
  /** A date as YYYY-MM-DD; blank is null for an optional column. */
  date: (opts: Opts = {}): Column<string | null> => ({
    required: opts.required ?? false,
    parse: cells.isoDate as CellParser<string | null>,
    blank: null,
    format: textOf,
  }),
  color: (): Column<string | null> => ({
    required: false,
    parse: cells.colorHex as CellParser<string | null>,
    blank: null,
    format: textOf,
  }),
  /** Whole numbers separated by `;` (a contact's roles, by category number). */
  numbers: (): Column<number[]> => ({
    required: false,
    parse: cells.list(cells.wholeNumber(0)),
    blank: [],
    format: (v) => v.join('; '),
  }),
};

// biome-ignore lint/suspicious/noExplicitAny: any column, for the record of a kind's columns
export type Columns = Record<string, Column<any>>;
export type ValuesOf<C extends Columns> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };
