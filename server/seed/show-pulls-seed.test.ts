import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { assignEventItem, unassignEventItem } from '../features/show-pulls/assignments/assign.js';
import { findPullItems } from '../features/show-pulls/lines/queries.js';
import { toPullItem } from '../features/show-pulls/lines/rows.js';
import { runPullWrite } from '../features/show-pulls/write/run.js';
import { type Db, selectRows } from '../platform/db/types.js';
import { seedDemo } from './index.js';

/** The demo's pulls are as the screen would have written them (issue 20, point 3). */
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await createTestDatabase();
  db = t.database.db;
  drop = t.drop;
  await seedDemo(db, { scale: 'small', today: '2026-03-01' });
});
afterAll(() => drop());

describe('the demo seed of show pulls', () => {
  it('links every cross rental to the assignment it is part of, with the bid item vendor', async () => {
    const rows = await selectRows<{ linked: boolean; vendor: boolean }>(
      db,
      sql`select (event_item_assignment_id is not null or commitment_assignment_id is not null) as linked,
                 vendor_id is not null as vendor from cross_rental_items`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.linked)).toEqual([]);
    expect(rows.filter((r) => !r.vendor)).toEqual([]);
  });

  // The seed writes what the assign service would (assignments/assign.ts), in batches.
  it('puts each cross rental on its assignment’s line with its cross-rented quantity, and each line holds what is assigned to it', async () => {
    const misplaced = await selectRows<{ id: number }>(
      db,
      sql`select r.id from cross_rental_items r
          join event_item_assignments a on a.id = r.event_item_assignment_id
          join event_items ei on ei.id = a.event_item_id
          join show_pull_items l on l.id = r.show_pull_item_id
          where l.show_pull_id <> a.show_pull_id or l.category_id <> ei.category_id or l.is_custom
             or r.quantity <> a.qty_cross_rented or r.vendor_id is distinct from ei.vendor_id`,
    );
    expect(misplaced).toEqual([]);
    const missing = await selectRows<{ id: number }>(
      db,
      sql`select a.id from event_item_assignments a where a.qty_cross_rented > 0
          and not exists (select 1 from cross_rental_items r where r.event_item_assignment_id = a.id)`,
    );
    expect(missing).toEqual([]);
    const off = await selectRows<{ id: number }>(
      db,
      sql`select l.id from show_pull_items l
          left join (select a.show_pull_id, ei.category_id, sum(a.quantity)::int as q
                     from event_item_assignments a join event_items ei on ei.id = a.event_item_id
                     group by 1, 2) s on s.show_pull_id = l.show_pull_id and s.category_id = l.category_id
          where not l.is_custom and l.quantity <> coalesce(s.q, 0)`,
    );
    expect(off).toEqual([]);
  });

  it('leaves every line at least its minimum, and un-assigning and re-assigning keeps it so', async () => {
    const pulls = await selectRows<{ id: number }>(db, sql`select id from show_pulls order by id`);
    for (const p of pulls)
      for (const l of (await findPullItems(db, p.id)).map(toPullItem))
        expect(l.quantity, `line ${l.id}`).toBeGreaterThanOrEqual(l.minimum.total);
    // The case: a cross-rented assignment taken off and put back at qty 1 leaves a
    // minimum of 1 (the cross rental went with the assignment), not the old one plus the new.
    const [a] = await selectRows<{
      id: number;
      show_pull_id: number;
      event_item_id: number;
      category_id: number;
    }>(
      db,
      sql`select a.id, a.show_pull_id, a.event_item_id, ei.category_id from event_item_assignments a
          join event_items ei on ei.id = a.event_item_id where a.qty_cross_rented > 0 order by a.id limit 1`,
    );
    await runPullWrite(db, unassignEventItem, { assignmentID: a!.id });
    await runPullWrite(db, assignEventItem, {
      showPullID: a!.show_pull_id,
      eventItemID: a!.event_item_id,
      qty: 1,
      qtyCrossRented: 1,
    });
    const line = (await findPullItems(db, a!.show_pull_id))
      .map(toPullItem)
      .find((l) => l.category_id === a!.category_id && !l.isCustom)!;
    expect(line.minimum.crossRentedQty).toBe(1);
    expect(line.quantity).toBeGreaterThanOrEqual(line.minimum.total);
  });
});
