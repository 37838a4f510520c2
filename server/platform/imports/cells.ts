import { isLocalDateTime, toLocalInput } from '../../../contracts/local-time.js';

/**
 * Reading one cell of an import: each parser takes the cell's trimmed text (never blank: a blank
 * cell is the column's default, decided before) and gives the value, or a message in words a person
 * fixes the spreadsheet by.
 */
export type CellResult<T> = { value: T } | { error: string };
export type CellParser<T> = (text: string) => CellResult<T>;

const ok = <T>(value: T): CellResult<T> => ({ value });
const fail = (error: string): CellResult<never> => ({ error });

/** Longest text a cell may hold, unless its column says otherwise. */
export const MAX_TEXT = 500;

export const text =
  (max = MAX_TEXT): CellParser<string> =>
  (t) =>
    t.length > max ? fail(`is ${t.length} characters long; at most ${max} fit`) : ok(t);

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export const wholeNumber =
  (min: number, max = 2_147_483_647): CellParser<number> =>
  (t) => {
    if (!WHOLE.test(t)) return fail(`should be a whole number, like ${Math.max(min, 12)}`);
    const n = Number(t);
    if (n < min) return fail(`should be at least ${min}`);
    if (n > max) return fail(`should be at most ${max.toLocaleString('en-US')}`);
    return ok(n);
  };

/** A number with `.` for decimals and at most `scale` of them (money, weights). */
export const decimal =
  (min: number, max: number, scale = 2): CellParser<number> =>
  (t) => {
    if (!DECIMAL.test(t)) return fail('should be a number with a . for decimals, like 12.5');
    const decimals = t.split('.')[1]?.length ?? 0;
    if (decimals > scale) return fail(`has ${decimals} decimals; at most ${scale} are kept`);
    const n = Number(t);
    if (n < min) return fail(`should be at least ${min}`);
    if (n > max) return fail(`should be at most ${max.toLocaleString('en-US')}`);
    return ok(n);
  };

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n']);
export const yesNo: CellParser<boolean> = (t) => {
  const word = t.toLowerCase();
  if (YES.has(word)) return ok(true);
  if (NO.has(word)) return ok(false);
  return fail('should be yes or no (or true/false, 1/0)');
};

export const oneOf =
  <const W extends string>(words: readonly W[]): CellParser<W> =>
  (t) => {
    const word = words.find((w) => w === t.toLowerCase());
    return word ? ok(word) : fail(`should be ${words.join(' or ')}`);
  };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as YYYY-MM-DD (a day the calendar has: 2027-02-30 is refused). */
export const isoDate: CellParser<string> = (t) => {
  const m = ISO_DATE.exec(t);
  const d = m && new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  if (!m || !d || d.toISOString().slice(0, 10) !== t || +m[1]! < 2000 || +m[1]! > 2099)
    return fail('should be a date as YYYY-MM-DD, like 2027-03-10');
  return ok(t);
};

/** A #RRGGBB colour (upper-cased, as stored). */
export const colorHex: CellParser<string> = (t) =>
  /^#[0-9a-f]{6}$/i.test(t) ? ok(t.toUpperCase()) : fail('should be a colour as #RRGGBB, like #3A7BD5');

/** A wall-clock date and time, `YYYY-MM-DD HH:MM` (a `T` between also reads), kept as `YYYY-MM-DDTHH:MM`. */
export const localDateTime: CellParser<string> = (t) =>
  isLocalDateTime(t)
    ? ok(toLocalInput(t))
    : fail('should be a local date and time as YYYY-MM-DD HH:MM, like 2026-12-01 07:00');

/** A list separated by `;`, each part read by `part` (blank parts skipped). */
export const list =
  <T>(part: CellParser<T>): CellParser<T[]> =>
  (t) => {
    const values: T[] = [];
    for (const piece of t.split(';')) {
      const p = piece.trim();
      if (!p) continue;
      const r = part(p);
      if ('error' in r) return fail(`"${p}" ${r.error}`);
      values.push(r.value);
    }
    return ok(values);
  };
