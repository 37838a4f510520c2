import { sql } from 'drizzle-orm';
import { assignEventItem, unassignEventItem } from '../../server/features/show-pulls/assignments/assign.js';
import { getShowPullView } from '../../server/features/show-pulls/view/view.js';
import { runPullWrite } from '../../server/features/show-pulls/write/run.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase, type ScreenCase } from '../case.js';

/** The pull with the most bid items (1,500 on the large data set). */
export async function largestPull(db: Db) {
  const [row] = await selectRows<{ pull_id: number; event_id: number; items: number }>(
    db,
    sql`select p.id as pull_id, p.event_id, count(*)::int as items
        from show_pulls p join event_items ei on ei.event_id = p.event_id
        where p.is_main group by p.id order by items desc limit 1`,
  );
  if (!row) throw new Error('The bench data set has no show pulls');
  return row;
}

/** Bid items of that pull that may be assigned and are not yet: one per connection of the cycle. */
export async function freeItems(db: Db, pullId: number, eventId: number, limit = 120) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select ei.id from event_items ei
        where ei.event_id = ${eventId} and ei.is_assignable and ei.is_active and not ei.is_stashed
          and not ei.is_in_gear_flow_queue
          and not exists (select 1 from event_item_assignments a where a.event_item_id = ei.id)
        order by ei.id limit ${limit}`,
  );
  if (rows.length < limit / 2)
    throw new Error(
      `Pull ${pullId} has ${rows.length} free bid items; the assign case needs ${limit / 2} (the small data set's pulls are smaller: leave the case out with --only)`,
    );
  return rows.map((r) => r.id);
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
      return { ...p, items: await freeItems(db, p.pull_id, p.event_id) };
    },
    floor: async (db, p) => {
      const item = p.items[0]!;
      const made = await runPullWrite(db, assignEventItem, {
        showPullID: p.pull_id,
        eventItemID: item,
        qty: 1,
        qtyCrossRented: 0,
      });
      await runPullWrite(db, unassignEventItem, { assignmentID: made.eventItems[0]!.assignment!.id });
    },
    // Each connection cycles its own item: assign it, then un-assign the assignment it made.
    requests: (p) => [
      {
        method: 'POST',
        path: '/show-pull/event-item/assign',
        body: { showPullID: p.pull_id, eventItemID: p.items[0], qty: 1 },
      },
      { method: 'POST', path: '/show-pull/event-item/un-assign', body: { assignmentID: 0 } },
    ],
    // Each cycle takes a free item and gives it back once un-assigned. The pool is kept across
    // the case's runs (one hooks() each): a run can end between an assign and its un-assign, and
    // that item is not reused (10 + 50 connections, 120 items).
    hooks: (p) => {
      const pool = [...p.items];
      return {
        setup: (i, req, ctx) => {
          if (i === 0) {
            ctx.itemId = pool.shift();
            return { ...req, body: { showPullID: p.pull_id, eventItemID: ctx.itemId, qty: 1 } };
          }
          return { ...req, body: { assignmentID: ctx.assignmentId || 1 } };
        },
        onResponse: (i, body, ctx, status) => {
          if (i === 1) {
            if (status === 200) pool.push(ctx.itemId as number);
            return;
          }
          const items = (
            JSON.parse(body) as { eventItems?: { id: number; assignment: { id: number } | null }[] }
          ).eventItems;
          ctx.assignmentId = items?.find((x) => x.id === ctx.itemId)?.assignment?.id ?? 0;
        },
      };
    },
  }),
];

/** What the show pull screen's first rows, interactive and filter keystroke are, whichever pull. */
export const pullScreen = {
  painted: '.bid-items tbody tr button.initials',
  interactive: '.categories tbody tr input[type="number"]',
  filter: {
    input: 'input[aria-label="Filter Bid / Commitments"]',
    text: 'zzzz-no-such-item',
    debounceMs: 500,
    rows: '.bid-items tbody tr button.initials',
  },
} satisfies Omit<ScreenCase, 'name' | 'prepare'>;

export const showPullScreens: ScreenCase[] = [
  {
    name: 'show pull screen, largest pull',
    prepare: async (db) => ({ path: `/show-pulls/${(await largestPull(db)).pull_id}` }),
    ...pullScreen,
  },
  {
    // Issue 38.4: the same pull opened on its shortages (stock held over 2,000 events' dates); the
    // first rows are its first lines short of stock. Compare with the case above in the same run.
    name: 'show pull screen, largest pull, shortages',
    prepare: async (db) => ({ path: `/show-pulls/${(await largestPull(db)).pull_id}?shortages=1` }),
    painted: '.categories tbody tr.shortage .shortage-badge',
    interactive: '.categories tbody tr.shortage input[type="number"]',
  },
];
