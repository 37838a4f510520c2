import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../platform/dates.js';

/*
 * What the flow calendar's reads share. Each read is one set-based query whatever the number of technicians; the
 * wide ones are aggregated to one JSON value in the database (selectJsonRows), which decodes
 * several times faster on PGlite than row by row.
 */

/** Ids as a literal list: they are whole numbers from the database, never user text. */
export const idList = (ids: readonly number[]) => sql.raw(`(${ids.map((id) => Math.trunc(id)).join(',')})`);

/** A timestamp column within the calendar days [start, end] (wall-clock, so no zone). */
export const touches = (from: SQL, to: SQL, start: string, end: string) =>
  sql`${from} < ${addDays(end, 1)}::timestamp and ${to} >= ${start}::timestamp`;
