import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../test/test-db.js';
import type { Database } from '../../../platform/db/types.js';
import { buildStaffingScenario } from '../test-fixture.js';
import { eventsJson } from './month.js';
import { listEvents, setNotes } from './service.js';

// Counts the month's full builds: a notes save must not cause one.
const builds = vi.hoisted(() => ({ n: 0 }));
vi.mock('./queries.js', async (original) =>
  (await import('../../../../test/count-calls.js')).countCalls(
    await original<typeof import('./queries.js')>(),
    'findPositionsOfEvents',
    builds,
  ),
);

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
  it('answers what a full build gives, and sews in notes saved since without building it again', async () => {
    expect(await answered()).toEqual({ events: await listEvents(database.db, start, end) });
    const built = builds.n;
    // Text that looks like the stand-in the cache cuts at, quotes, a backslash, a line break, emoji.
    for (const notes of ['\\u00001 "quoted" \\ back', 'Line one\nline two 🎛️', '']) {
      await setNotes(database.db, s.position.id, notes);
      const events = (await answered()).events as {
        crewable_labor_items: { id: number; labor_notes: string }[];
      }[];
      const position = events.flatMap((e) => e.crewable_labor_items).find((p) => p.id === s.position.id);
      expect(position?.labor_notes).toBe(notes);
    }
    expect(builds.n).toBe(built);
    expect(await answered()).toEqual({ events: await listEvents(database.db, start, end) });
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
