import { sql } from 'drizzle-orm';
import { getEvent, listEvents } from '../../server/features/events/service.js';
import { addDays } from '../../server/platform/dates.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase, type ScreenCase } from '../case.js';
import { BENCH_TODAY } from '../database.js';

const month = { startDate: BENCH_TODAY, endDate: addDays(BENCH_TODAY, 31) };

async function busiestEvent(db: Db) {
  const [row] = await selectRows<{ id: number }>(db, sql`select id from events order by id desc limit 1`);
  if (!row) throw new Error('The bench data set has no events');
  return row.id;
}

export const eventCases = [
  benchCase({
    name: 'events: a month',
    kind: 'read',
    p99Target: 50,
    prepare: async () => month,
    floor: (db, q) => listEvents(db, { ...q, limit: 500 }),
    requests: (q) => [{ method: 'GET', path: `/events?startDate=${q.startDate}&endDate=${q.endDate}` }],
  }),
  benchCase({
    name: 'events: one event',
    kind: 'read',
    p99Target: 50,
    prepare: async (db) => ({ id: await busiestEvent(db) }),
    floor: (db, q) => getEvent(db, q.id),
    requests: (q) => [{ method: 'GET', path: `/events/${q.id}` }],
  }),
];

export const eventScreens: ScreenCase[] = [
  {
    name: 'events list',
    prepare: async () => ({ path: `/?startDate=${month.startDate}&endDate=${month.endDate}` }),
    painted: 'table.grid tbody tr',
    interactive: 'table.grid tbody tr a',
    filter: {
      input: 'input[type="search"]',
      text: 'zzzz-no-such-show',
      // The list filters what it holds at once (the server's search only follows a range cut short).
      debounceMs: 0,
      rows: 'table.grid tbody tr a',
    },
  },
  {
    // Issue 37.7: a busy month of positions (about 450 events, 2,270 positions: every month of the
    // large data set from BENCH_TODAY on is within 2 % of it); its steps are in bench/screen-steps.ts.
    name: 'labor invites',
    prepare: async () => ({ path: `/labor-invites?startDate=${month.startDate}&endDate=${month.endDate}` }),
    painted: 'article.labor-event tr.position',
    interactive: 'article.labor-event tr.position button',
    filter: {
      input: 'input[aria-label="Search"]',
      text: 'zzzz-no-such-show',
      debounceMs: 0,
      rows: 'tr.position',
    },
  },
];
