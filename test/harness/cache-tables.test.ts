import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_DAYS_TABLES, contactDays } from '../../server/features/days-unavailable/service.js';
import { EVENT_LIST_TABLES } from '../../server/features/events/queries.js';
import { getEvent, listEvents as listEventSummaries } from '../../server/features/events/service.js';
import { listContacts, listOverviewRows } from '../../server/features/flow/calendar.js';
import { FLOW_CONTACTS_TABLES } from '../../server/features/flow/contacts-queries.js';
import { FLOW_DAY_COUNTS_TABLES } from '../../server/features/flow/day-count-queries.js';
import { getDayCounts } from '../../server/features/flow/day-counts.js';
import { FLOW_OVERVIEW_TABLES } from '../../server/features/flow/overview-queries.js';
import { LABOR_COST_TABLES } from '../../server/features/labor-cost/queries.js';
import { eventCost, rangeTotals } from '../../server/features/labor-cost/service.js';
import { INVITEES_TABLES } from '../../server/features/labor-invites/invitees/queries.js';
import { listInvitees } from '../../server/features/labor-invites/invitees/service.js';
import { LABOR_EVENTS_TABLES } from '../../server/features/labor-invites/positions/queries.js';
import { listEvents } from '../../server/features/labor-invites/positions/service.js';
import {
  DEPENDENCY_DEF_TABLES,
  dependencyDefs,
} from '../../server/features/show-pulls/dependencies/states.js';
import {
  buildCategoryList,
  CATEGORY_LIST_TABLES,
} from '../../server/features/show-pulls/view/category-list.js';
import { EVENT_PARTS_TABLES, readEventParts } from '../../server/features/show-pulls/view/event-parts.js';
import { getShowPullView } from '../../server/features/show-pulls/view/view.js';
import { SHOW_PULL_VIEW_TABLES } from '../../server/features/show-pulls/view/view-cache.js';
import { LOADS_TABLES } from '../../server/features/warehouse/cases/queries.js';
import { getLoads } from '../../server/features/warehouse/cases/service.js';
import { SEARCH_TABLES } from '../../server/features/xbook/search/queries.js';
import { search } from '../../server/features/xbook/search/service.js';
import { API_TOKEN_TABLES, loadApiToken } from '../../server/platform/auth/api-tokens.js';
import type { SessionUser } from '../../server/platform/auth/session-store.js';
import { loadSession, SESSION_TABLES } from '../../server/platform/auth/session-store.js';
import { addDays } from '../../server/platform/dates.js';
import { type Database, type Db, selectRows } from '../../server/platform/db/types.js';
import { seedDemo } from '../../server/seed/index.js';
import { createTestDatabase } from '../test-db.js';

/**
 * A cached answer is good while the tables it names have not moved (platform/versioned-cache.ts).
 * Naming too few would serve stale answers, so each build runs here in a transaction and
 * PostgreSQL says which tables it actually scanned (pg_stat_xact_user_tables).
 */
const TODAY = '2026-11-23';
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await seedDemo(database.db, { scale: 'small', today: TODAY });
});
afterAll(() => drop());

// Scans per table so far: the counts not yet flushed to the statistics may include earlier
// transactions', so a build's tables are the difference.
const scans = async (tx: Db) =>
  new Map(
    (
      await selectRows<{ relname: string; n: number }>(
        tx,
        sql`select relname, (seq_scan + coalesce(idx_scan, 0))::int as n from pg_stat_xact_user_tables`,
      )
    ).map((r) => [r.relname, r.n]),
  );

async function tablesRead(c: Cached): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    const id = c.firstOf ? await firstId(tx, c.firstOf) : 0;
    const before = await scans(tx);
    await c.build(tx, id);
    const after = await scans(tx);
    return [...after].filter(([t, n]) => n > (before.get(t) ?? 0)).map(([t]) => t);
  });
}

/** The smallest id in `table`, or in `table.column` (a row that points somewhere: a contact with days). */
const firstId = async (tx: Db, of: string) => {
  const [table, column = 'id'] = of.split('.');
  return (await selectRows<{ id: number }>(tx, sql.raw(`select min(${column}) as id from ${table}`)))[0]!.id;
};

const range = { start: addDays(TODAY, -7), end: addDays(TODAY, 59) };
const admin: SessionUser = { id: 0, email: 'a@x', name: 'A', initials: 'A', role: 'admin', contact: null };

interface Cached {
  name: string;
  tables: readonly string[];
  /** The build is given the first id of this table, or of `table.column` (looked up before the count starts). */
  firstOf?: string;
  build: (tx: Db, id: number) => Promise<unknown>;
}

const cached: Cached[] = [
  {
    name: 'show pull view',
    tables: SHOW_PULL_VIEW_TABLES,
    firstOf: 'show_pulls',
    build: (tx, id) => getShowPullView(tx, id),
  },
  {
    name: 'show pull: the event parts',
    tables: EVENT_PARTS_TABLES,
    firstOf: 'events',
    build: (tx, id) => readEventParts(tx, id),
  },
  {
    name: 'show pull: the category list',
    tables: CATEGORY_LIST_TABLES,
    build: (tx) => buildCategoryList(tx),
  },
  {
    name: 'show pull: the dependency rules',
    tables: DEPENDENCY_DEF_TABLES,
    build: (tx) => dependencyDefs(tx),
  },
  {
    name: 'labor invites events',
    tables: LABOR_EVENTS_TABLES,
    build: (tx) => listEvents(tx, TODAY, addDays(TODAY, 30)),
  },
  { name: 'session', tables: SESSION_TABLES, build: (tx) => loadSession(tx, 'any token') },
  { name: 'API token', tables: API_TOKEN_TABLES, build: (tx) => loadApiToken(tx, 'any token') },
  {
    name: "a contact's days unavailable",
    tables: CONTACT_DAYS_TABLES,
    // A contact with days.
    firstOf: 'days_unavailable.contact_id',
    build: (tx, id) => contactDays(tx, id),
  },
  {
    name: 'events list',
    tables: EVENT_LIST_TABLES,
    build: (tx) => listEventSummaries(tx, { startDate: TODAY, endDate: addDays(TODAY, 30), limit: 500 }),
  },
  { name: 'one event', tables: EVENT_LIST_TABLES, firstOf: 'events', build: (tx, id) => getEvent(tx, id) },
  {
    name: 'invitees',
    tables: INVITEES_TABLES,
    firstOf: 'positions',
    build: (tx, id) => listInvitees(tx, id),
  },
  {
    name: 'xbook search',
    tables: SEARCH_TABLES,
    build: (tx) =>
      search(tx, {
        searchText: 'cable a',
        searchFolders: true,
        searchContentSheets: true,
        searchItems: true,
      }),
  },
  {
    name: 'flow contacts',
    tables: FLOW_CONTACTS_TABLES,
    build: (tx) => listContacts(tx, admin, range, false),
  },
  {
    name: 'flow contacts, remainder',
    tables: FLOW_CONTACTS_TABLES,
    build: (tx) => listContacts(tx, admin, range, true),
  },
  {
    name: "an event's labor cost",
    tables: LABOR_COST_TABLES,
    // An event with travel, so the trips' tables are read too.
    firstOf: 'travel_items.event_id',
    build: (tx, id) => eventCost(tx, id),
  },
  {
    name: 'labor cost of a month',
    tables: LABOR_COST_TABLES,
    build: (tx) => rangeTotals(tx, TODAY, addDays(TODAY, 30)),
  },
  { name: 'flow overview', tables: FLOW_OVERVIEW_TABLES, build: (tx) => listOverviewRows(tx, range) },
  {
    name: "warehouse: a pull's loads",
    tables: LOADS_TABLES,
    firstOf: 'show_pulls',
    build: (tx, id) => getLoads(tx, id),
  },
  { name: 'flow day counts', tables: FLOW_DAY_COUNTS_TABLES, build: (tx) => getDayCounts(tx, TODAY, 7) },
];

describe('cached answers name every table they read', () => {
  for (const c of cached)
    it(c.name, async () => {
      const read = await tablesRead(c);
      expect(read.length).toBeGreaterThan(0);
      expect(read.filter((t) => !c.tables.includes(t))).toEqual([]);
    });
});
