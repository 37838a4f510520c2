import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../../test/test-db.js';
import type { Database } from '../../../platform/db/types.js';
import { assignEventItem, unassignEventItem } from '../assignments/assign.js';
import { buildPullScenario } from '../test-fixture.js';
import { runPullWrite } from '../write/run.js';
import { getShowPullView } from './view.js';
import { showPullViewJson } from './view-cache.js';

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
});
