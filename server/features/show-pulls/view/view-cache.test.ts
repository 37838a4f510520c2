import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../test/test-db.js';
import type { Database, Db } from '../../../platform/db/types.js';
import { NOTIFY_CHANNEL } from '../../../platform/live/publish.js';
import { assignEventItem, unassignEventItem } from '../assignments/assign.js';
import { buildPullScenario } from '../test-fixture.js';
import { runPullWrite } from '../write/run.js';
import { getShowPullView } from './view.js';
import { keepPullUpdatedFromEvent, showPullViewJson } from './view-cache.js';

// Counts the screen's builds: a pull write must not cause one.
const builds = vi.hoisted(() => ({ n: 0 }));
vi.mock('./view.js', async (original) =>
  (await import('../../../../test/count-calls.js')).countCalls(
    await original<typeof import('./view.js')>(),
    'getShowPullView',
    builds,
  ),
);

let database: Database;
let drop: () => Promise<void>;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  s = await buildPullScenario(database.db, 43101);
});
afterAll(() => drop());

const kept = async (pullId: number) =>
  JSON.parse((await showPullViewJson(database.db, pullId)).body.toString('utf8'));
const fresh = async (pullId: number) =>
  JSON.parse(JSON.stringify(await getShowPullView(database.db, pullId)));

describe('the kept pull screen', () => {
  it('takes each write on its pull instead of being built again', async () => {
    const { db } = database;
    await kept(s.main.id);
    const built = builds.n;
    const made = await runPullWrite(db, assignEventItem, {
      showPullID: s.main.id,
      eventItemID: s.items.mic.id,
      qty: 3,
      qtyCrossRented: 1,
    });
    expect(await kept(s.main.id)).toEqual(await fresh(s.main.id));
    await runPullWrite(db, unassignEventItem, { assignmentID: made.eventItems[0]!.assignment!.id });
    expect(await kept(s.main.id)).toEqual(await fresh(s.main.id));
    // Two kept reads, two fresh builds to compare with, none more.
    expect(builds.n).toBe(built + 2);
  });

  it('is built again after a write it does not know (another pull, another feature, a script)', async () => {
    const { db } = database;
    await kept(s.main.id);
    let built = builds.n;
    // The other pull's assignment moves the first pull's "other pulls" quantity.
    await runPullWrite(db, assignEventItem, {
      showPullID: s.second.id,
      eventItemID: s.items.mic.id,
      qty: 2,
      qtyCrossRented: 0,
    });
    expect(await kept(s.main.id)).toEqual(await fresh(s.main.id));
    expect(builds.n).toBe(built + 2);
    built = builds.n;
    await db.execute(sql`update event_items set description = 'Handheld mics' where id = ${s.items.mic.id}`);
    expect(
      (await kept(s.main.id)).eventItems.find((i: { id: number }) => i.id === s.items.mic.id).description,
    ).toBe('Handheld mics');
    expect(builds.n).toBe(built + 1);
  });

  it("takes a write made by another process, from that write's live event, without a build", async () => {
    const { db } = database;
    // The other process: its own handle, so its own kept screens (the cache is per handle).
    const other = Object.create(db) as Db;
    const keptThere = async () =>
      JSON.parse((await showPullViewJson(other, s.main.id)).body.toString('utf8'));
    await keptThere();
    const events: string[] = [];
    const unlisten = await database.listen(NOTIFY_CHANNEL, (raw) => events.push(raw));
    try {
      const made = await runPullWrite(db, assignEventItem, {
        showPullID: s.main.id,
        eventItemID: s.items.stands.id,
        qty: 1,
        qtyCrossRented: 0,
      });
      await vi.waitFor(() => expect(events).toHaveLength(1));
      const wire = JSON.parse(events[0]!) as { e: string; d: string };
      expect(wire.e).toBe('change');
      const built = builds.n;
      keepPullUpdatedFromEvent(other, wire.d);
      expect(await keptThere()).toEqual(await fresh(s.main.id));
      expect(builds.n).toBe(built + 1); // the fresh one only
      await runPullWrite(db, unassignEventItem, { assignmentID: made.eventItems[0]!.assignment!.id });
    } finally {
      await unlisten();
    }
  });
});
