import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import type { Db } from '../../../platform/db/types.js';
import {
  createVersionedCache,
  type JsonAnswer,
  type VersionMove,
} from '../../../platform/versioned-cache.js';
import { findNotesOfEvents, LABOR_EVENTS_TABLES, LABOR_MONTH_BASE_TABLES } from './queries.js';
import { listEvents } from './service.js';

/**
 * The events call's answer, a month of positions (over a megabyte on a busy calendar), kept in two
 * layers. Staff save a position's notes many times an hour, and a save moves only
 * "positions.labor_notes": building the whole month again for it took tens of milliseconds of
 * queries and formatting, in which every other request waited. So the month is kept serialized
 * without its notes, as bytes cut where each position's notes go, and beside it the notes; a notes
 * save (notes.ts) hands the kept months its new notes, so the answer is the cuts and the notes
 * joined again, with no query (reading every note of the month again and encoding the joined text
 * took about 9 ms of CPU at each save on the bench's month). Its gzip is kept by blocks of about
 * 32 KB, each packed on its own, so a save packs one block again, not the month (8 ms of CPU).
 */
interface MonthWithoutNotes {
  /** The JSON bytes, cut at each position's notes: `cuts[0] notes(ids[0]) cuts[1] … cuts[n]`. */
  cuts: Buffer[];
  /** The position whose notes go after each cut but the last. */
  ids: number[];
  eventIds: number[];
  bytes: number;
  /** The first cut of each gzip block. */
  blocks: number[];
}

/** The month and its notes as JSON strings (a position without notes has none here). */
interface SewnMonth {
  base: MonthWithoutNotes;
  notes: ReadonlyMap<number, Buffer>;
  /** Made at the first read since the notes last changed. */
  answer?: JsonAnswer;
  /** Each block packed (raw deflate ending on a byte boundary), kept until a note in it changes. */
  packed: (Promise<Buffer> | undefined)[];
}

// A stand-in for a position's notes, found again in the JSON text. No text a user saves holds a
// NUL (every text field refuses one), so no saved notes can look like it.
const notesMark = (id: number) => `\u0000${id}`;
const MARKED = /"\\u0000(\d+)"/;
const NO_NOTES = Buffer.from('""');
const encodeNotes = (notes: string) => (notes === '' ? NO_NOTES : Buffer.from(JSON.stringify(notes)));
const BLOCK_BYTES = 32_768;

function blocksOf(cuts: readonly Buffer[]): number[] {
  const blocks = [0];
  let size = 0;
  for (const [k, cut] of cuts.entries()) {
    if (size >= BLOCK_BYTES) {
      blocks.push(k);
      size = 0;
    }
    size += cut.length;
  }
  return blocks;
}

async function buildWithoutNotes(db: Db, start: string, end: string): Promise<MonthWithoutNotes> {
  const events = await listEvents(db, start, end);
  for (const e of events) for (const p of e.crewable_labor_items) p.labor_notes = notesMark(p.id);
  // split() with a capturing group alternates text and the captured ids.
  const pieces = JSON.stringify({ events }).split(new RegExp(MARKED, 'g'));
  const cuts = pieces.filter((_, k) => k % 2 === 0).map((cut) => Buffer.from(cut));
  return {
    cuts,
    ids: pieces.filter((_, k) => k % 2 === 1).map(Number),
    eventIds: events.map((e) => e.id),
    bytes: cuts.reduce((n, c) => n + c.length, 0),
    blocks: blocksOf(cuts),
  };
}

const withoutNotesCache = createVersionedCache<MonthWithoutNotes>({
  tables: LABOR_MONTH_BASE_TABLES,
  maxSize: 8_000_000,
  sizeOf: (m) => m.bytes,
});

const sewnCache = createVersionedCache<SewnMonth>({
  tables: LABOR_EVENTS_TABLES,
  maxSize: 8_000_000,
  sizeOf: (m) => Math.ceil(m.base.bytes * 1.1),
});

const deflateRawAsync = promisify(deflateRaw);
// A gzip member: its header, deflate blocks, an empty final block, and the CRC and length of the text.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_BLOCK = Buffer.from([3, 0]);

function sew(month: SewnMonth): JsonAnswer {
  const { base, notes } = month;
  const blockBodies = base.blocks.map((first, b) => {
    const parts: Buffer[] = [];
    for (let k = first; k < (base.blocks[b + 1] ?? base.cuts.length); k++) {
      parts.push(base.cuts[k]!);
      if (k < base.ids.length) parts.push(notes.get(base.ids[k]!) ?? NO_NOTES);
    }
    return Buffer.concat(parts);
  });
  const body = Buffer.concat(blockBodies);
  let gzipped: Promise<Buffer> | undefined;
  return {
    body,
    // Level 1 on the thread pool, as jsonAnswer packs; a sync flush ends each block on a byte
    // boundary, so packed blocks join as they are.
    gzip: () => {
      gzipped ??= (async () => {
        const packed = await Promise.all(
          blockBodies.map((text, b) => {
            month.packed[b] ??= deflateRawAsync(text, { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
            return month.packed[b]!;
          }),
        );
        const trailer = Buffer.alloc(8);
        trailer.writeUInt32LE(crc32(body), 0);
        trailer.writeUInt32LE(body.length % 2 ** 32, 4);
        return Buffer.concat([GZIP_HEADER, ...packed, FINAL_BLOCK, trailer]);
      })();
      return gzipped;
    },
  };
}

export async function eventsJson(db: Db, start: string, end: string): Promise<JsonAnswer> {
  const key = `${start}:${end}`;
  const month = await sewnCache.get(db, key, async () => {
    const base = await withoutNotesCache.get(db, key, () => buildWithoutNotes(db, start, end));
    const rows = await findNotesOfEvents(db, base.eventIds);
    return { base, notes: new Map(rows.map((r) => [r.id, encodeNotes(r.notes)])), packed: [] };
  });
  month.answer ??= sew(month);
  return month.answer;
}

/**
 * After a committed notes save whose only move is `move` (read in its transaction): the kept
 * months at `move.from` take the position's new notes, as a build would read them now.
 */
export function keepNotesSewn(db: Db, move: VersionMove, positionId: number, notes: string): void {
  const encoded = encodeNotes(notes);
  sewnCache.patchAll(db, move, (month) => {
    const k = month.base.ids.indexOf(positionId);
    if (k < 0) return month;
    const packed = [...month.packed];
    // The block holding the cut the notes follow is packed again.
    packed[month.base.blocks.findLastIndex((first) => first <= k)] = undefined;
    return { base: month.base, notes: new Map(month.notes).set(positionId, encoded), packed };
  });
}
