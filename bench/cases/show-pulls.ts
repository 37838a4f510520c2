import { sql } from 'drizzle-orm';
import { assignEventItem, unassignEventItem } from '../../server/features/show-pulls/service/assign.js';
import { getShowPullView } from '../../server/features/show-pulls/service/view.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase } from '../case.js';

/** The pull with the most bid items (1,500 on the large data set). */
async function largestPull(db: Db) {
  const [row] = await selectRows<{ pull_id: number; event_id: number; items: number }>(
    db,
    sql`select p.id as pull_id, p.event_id, count(*)::int as items
        from show_pulls p join event_items ei on ei.event_id = p.event_id
        where p.is_main group by p.id order by items desc limit 1`,
  );
  if (!row) throw new Error('The bench data set has no show pulls');
  return row;
}

/** A bid item of that pull that may be assigned and is not yet: the assign / un-assign cycle's subject. */
async function freeItem(db: Db, pullId: number, eventId: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select ei.id from event_items ei
        where ei.event_id = ${eventId} and ei.is_assignable and ei.is_active and not ei.is_in_gear_flow_queue
          and not exists (select 1 from event_item_assignments a where a.event_item_id = ei.id)
        order by ei.id limit 1`,
  );
  if (!row) throw new Error(`Pull ${pullId} has no free bid item to assign`);
  return row.id;
}

export const showPullCases = [
  benchCase({
    name: 'show pull: read the largest pull',
    kind: 'read',
    p99Target: 150,
    prepare: async (db) => largestPull(db),
    floor: (db, p) => getShowPullView(db, p.pull_id),
    requests: (p) => [{ method: 'GET', path: `/show-pulls/${p.pull_id}` }],
  }),
  benchCase({
    name: 'show pull: assign + un-assign',
    kind: 'write',
    p99Target: 100,
    prepare: async (db) => {
      const p = await largestPull(db);
      return { ...p, itemId: await freeItem(db, p.pull_id, p.event_id) };
    },
    floor: async (db, p) => {
      await assignEventItem(db, { showPullID: p.pull_id, eventItemID: p.itemId, qty: 1, qtyCrossRented: 0 });
      const [a] = await selectRows<{ id: number }>(
        db,
        sql`select id from event_item_assignments where event_item_id = ${p.itemId}`,
      );
      await unassignEventItem(db, a!.id);
    },
    // One connection cycles one item (assign, then un-assign what it made); more connections meet
    // "already assigned" refusals, which are answers too, and are counted as non-2xx.
    requests: (p) => [
      {
        method: 'POST',
        path: '/show-pull/event-item/assign',
        body: { showPullID: p.pull_id, eventItemID: p.itemId, qty: 1 },
      },
      { method: 'POST', path: '/show-pull/event-item/un-assign', body: { assignmentID: 0 } },
    ],
    hooks: (p) => ({
      onResponse: (i, body, ctx) => {
        if (i !== 0) return;
        const item = (
          JSON.parse(body) as { eventItems?: { id: number; assignment: { id: number } | null }[] }
        ).eventItems?.find((x) => x.id === p.itemId);
        ctx.assignmentId = item?.assignment?.id ?? 0;
      },
      setup: (i, req, ctx) => (i === 1 ? { ...req, body: { assignmentID: ctx.assignmentId || 1 } } : req),
    }),
  }),
];
