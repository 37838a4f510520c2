import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../test/test-db.js';
import { positions } from '../../../domains/staffing/schema.js';
import type { Database, Db } from '../../../platform/db/types.js';
import { NOTIFY_CHANNEL } from '../../../platform/live/publish.js';
import { buildStaffingScenario } from '../test-fixture.js';
import { eventsJson } from './month.js';
import { keepNotesSewnFromEvent, NOTES_SAVED, setNotes } from './notes.js';
import { listEvents } from './service.js';

// Counts the month's full builds and its reads of every note: a notes save must cause neither.
const builds = vi.hoisted(() => ({ n: 0 }));
const noteReads = vi.hoisted(() => ({ n: 0 }));
vi.mock('./queries.js', async (original) => {
  const { countCalls } = await import('../../../../test/count-calls.js');
  return countCalls(
    countCalls(await original<typeof import('./queries.js')>(), 'findPositionsOfEvents', builds),
    'findNotesOfEvents',
    noteReads,
  );
});

let database: Database;
let drop: () => Promise<void>;
let s: Awaited<ReturnType<typeof buildStaffingScenario>>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  s = await buildStaffingScenario(database.db);
});
afterAll(() => drop());

const [start, end] = ['2026-12-01', '2026-12-31'];
const answered = async () => JSON.parse((await eventsJson(database.db, start, end)).body.toString('utf8'));

describe('the labor month, kept without its notes', () => {
  it('answers what a full build gives, and takes notes saved since from the save, reading neither the month nor its notes again', async () => {
    expect(await answered()).toEqual({ events: await listEvents(database.db, start, end) });
    const built = builds.n;
    const read = noteReads.n;
    // Text that looks like the stand-in the cache cuts at, quotes, a backslash, a line break, emoji.
    for (const notes of ['\\u00001 "quoted" \\ back', 'Line one\nline two 🎛️', '']) {
      await setNotes(database.db, s.position.id, notes);
      const events = (await answered()).events as {
        crewable_labor_items: { id: number; labor_notes: string }[];
      }[];
      const position = events.flatMap((e) => e.crewable_labor_items).find((p) => p.id === s.position.id);
      expect(position?.labor_notes).toBe(notes);
      // The gzip, joined from blocks packed apart (the saved one's packed again), is the answer's.
      const answer = await eventsJson(database.db, start, end);
      expect(gunzipSync(await answer.gzip()).equals(answer.body)).toBe(true);
    }
    expect(builds.n).toBe(built);
    expect(noteReads.n).toBe(read);
    expect(await answered()).toEqual({ events: await listEvents(database.db, start, end) });
  });

  it('takes notes saved through another process from its event, building nothing', async () => {
    // The other process: its own handle, so its own kept months (the cache is per handle).
    const other = Object.create(database.db) as Db;
    const keptThere = async () => JSON.parse((await eventsJson(other, start, end)).body.toString('utf8'));
    await keptThere();
    const events: string[] = [];
    const unlisten = await database.listen(NOTIFY_CHANNEL, (raw) => events.push(raw));
    try {
      await setNotes(database.db, s.position.id, 'Bring the blue gloves', { tellOtherProcesses: true });
      await vi.waitFor(() => expect(events).toHaveLength(1));
      const wire = JSON.parse(events[0]!) as { c: string; e: string; d: string };
      expect([wire.c, wire.e]).toEqual([NOTES_SAVED.channel, NOTES_SAVED.event]);
      const [built, read] = [builds.n, noteReads.n];
      keepNotesSewnFromEvent(other, wire.d);
      const there = await keptThere();
      expect([builds.n, noteReads.n]).toEqual([built, read]);
      // (listEvents is a full build: compared after the counts.)
      expect(there).toEqual({ events: await listEvents(database.db, start, end) });

      // Notes longer than one NOTIFY takes are saved all the same, and told to nobody.
      const long = 'é'.repeat(4000);
      await setNotes(database.db, s.position.id, long, { tellOtherProcesses: true });
      const position = (await listEvents(database.db, start, end))
        .flatMap((e) => e.crewable_labor_items)
        .find((p) => p.id === s.position.id);
      expect(position?.labor_notes).toBe(long);
      await new Promise((r) => setTimeout(r, 100));
      expect(events).toHaveLength(1);
    } finally {
      await unlisten();
    }
  });

  it('builds the month again when anything but notes moves', async () => {
    const built = builds.n;
    await database.db.execute(`update positions set description = 'A2 Audio' where id = ${s.position.id}`);
    const events = (await answered()).events as {
      crewable_labor_items: { id: number; description: string }[];
    }[];
    expect(
      events.flatMap((e) => e.crewable_labor_items).find((p) => p.id === s.position.id)?.description,
    ).toBe('A2 Audio');
    expect(builds.n).toBe(built + 1);
  });
});

describe('the labor month after any sequence of saves', () => {
  it('equals a full build, and its gzip (packed by blocks, the saved ones again) its text', async () => {
    // Enough positions for several 32 KB gzip blocks.
    const many = await database.db
      .insert(positions)
      .values(
        Array.from({ length: 160 }, (_, i) => ({
          eventId: s.event.id,
          categoryId: s.category.id,
          description: `Stagehand ${i} `.padEnd(300, 'x'),
          inAt: '2026-12-09 07:00:00',
          outAt: '2026-12-12 23:00:00',
        })),
      )
      .returning({ id: positions.id });
    const ids = [s.position.id, ...many.map((p) => p.id)];
    const op = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('notes' as const),
          pick: fc.nat(),
          notes: fc.oneof(
            fc.constant(''),
            fc.string({ unit: 'grapheme' }).filter((t) => !t.includes('\0')),
          ),
        }),
      },
      fc.record({ kind: fc.constant('description' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('read' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 6 }), async (ops) => {
        for (const o of ops) {
          const id = o.kind === 'read' ? 0 : ids[o.pick % ids.length]!;
          if (o.kind === 'notes') await setNotes(database.db, id, o.notes);
          else if (o.kind === 'description')
            await database.db.execute(
              sql`update positions set description = 'Moved ' || id where id = ${id}`,
            );
          else await eventsJson(database.db, start, end);
        }
        const answer = await eventsJson(database.db, start, end);
        expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
          events: await listEvents(database.db, start, end),
        });
        expect(gunzipSync(await answer.gzip()).equals(answer.body)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
