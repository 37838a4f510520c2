import { sql } from 'drizzle-orm';
import { eventCost, rangeTotals } from '../../server/features/labor-cost/service.js';
import { addDays } from '../../server/platform/dates.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase } from '../case.js';
import { BENCH_TODAY } from '../database.js';

/** The event with the most positions: the largest labor cost to price. */
async function largestEvent(db: Db) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select event_id as id from positions group by event_id order by count(*) desc, event_id limit 1`,
  );
  if (!row) throw new Error('The bench data set has no positions');
  return row.id;
}

/** Labor cost (issue 37.5): the event page's section on the largest event, and the labor screen's month of totals. */
export const laborCostCases = [
  benchCase({
    name: 'labor cost: the largest event',
    kind: 'read',
    p99Target: 50,
    prepare: async (db) => ({ id: await largestEvent(db) }),
    floor: (db, q) => eventCost(db, q.id),
    requests: (q) => [{ method: 'GET', path: `/labor-cost/events/${q.id}` }],
  }),
  benchCase({
    name: 'labor cost: a month of events',
    kind: 'read',
    p99Target: 150,
    prepare: async () => ({ startDate: BENCH_TODAY, endDate: addDays(BENCH_TODAY, 31) }),
    floor: (db, q) => rangeTotals(db, q.startDate, q.endDate),
    requests: (q) => [
      { method: 'GET', path: `/labor-cost/events?startDate=${q.startDate}&endDate=${q.endDate}` },
    ],
  }),
];
