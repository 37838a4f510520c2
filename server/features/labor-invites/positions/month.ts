import type { Db } from '../../../platform/db/types.js';
import { createJsonCache, createVersionedCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { findNotesOfEvents, LABOR_EVENTS_TABLES, LABOR_MONTH_BASE_TABLES } from './queries.js';
import { listEvents } from './service.js';

/**
 * The events call's answer, a month of positions (over a megabyte on a busy calendar), kept in two
 * layers. Staff save a position's notes many times an hour, and a save moves only
 * "positions.labor_notes": building the whole month again for it took tens of milliseconds of
 * queries and formatting, in which every other request waited. So the month is kept serialized
 * without its notes, cut where each position's notes go; when only notes moved, the answer is the
 * notes (one small query) sewn into those cuts.
 */
interface MonthWithoutNotes {
  /** The JSON text, cut at each position's notes: `cuts[0] notes(ids[0]) cuts[1] … cuts[n]`. */
  cuts: string[];
  /** The position whose notes go after each cut but the last. */
  ids: number[];
  eventIds: number[];
}

// A stand-in for a position's notes, found again in the JSON text. No text a user saves holds a
// NUL (every text field refuses one), so no saved notes can look like it.
const notesMark = (id: number) => `\u0000${id}`;
const MARKED = /"\\u0000(\d+)"/;

async function buildWithoutNotes(db: Db, start: string, end: string): Promise<MonthWithoutNotes> {
  const events = await listEvents(db, start, end);
  for (const e of events) for (const p of e.crewable_labor_items) p.labor_notes = notesMark(p.id);
  // split() with a capturing group alternates text and the captured ids.
  const pieces = JSON.stringify({ events }).split(new RegExp(MARKED, 'g'));
  return {
    cuts: pieces.filter((_, k) => k % 2 === 0),
    ids: pieces.filter((_, k) => k % 2 === 1).map(Number),
    eventIds: events.map((e) => e.id),
  };
}

const withoutNotesCache = createVersionedCache<MonthWithoutNotes>({
  tables: LABOR_MONTH_BASE_TABLES,
  maxSize: 8_000_000,
  sizeOf: (m) => m.cuts.reduce((n, c) => n + c.length, 0) * 2,
});

const eventsCache = createJsonCache({ tables: LABOR_EVENTS_TABLES, maxBytes: 8_000_000 });

export function eventsJson(db: Db, start: string, end: string): Promise<JsonAnswer> {
  const key = `${start}:${end}`;
  return eventsCache.getText(db, key, async () => {
    const month = await withoutNotesCache.get(db, key, () => buildWithoutNotes(db, start, end));
    const notes = new Map((await findNotesOfEvents(db, month.eventIds)).map((r) => [r.id, r.notes]));
    return month.cuts
      .map((cut, k) => (k < month.ids.length ? cut + JSON.stringify(notes.get(month.ids[k]!) ?? '') : cut))
      .join('');
  });
}
