import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { QueryOf } from '../../../contracts/call.js';
import type { eventCalls } from '../../../contracts/events.js';
import { contacts } from '../../domains/people/schema.js';
import { events } from '../../domains/shows/schema.js';
import { accountManagerColumns, accountManagerJoin } from '../../domains/staffing/account-manager.js';
import { type Db, selectJsonRows } from '../../platform/db/types.js';

type EventListQuery = QueryOf<typeof eventCalls.list>;

const columns = {
  id: events.id,
  showName: events.showName,
  status: events.status,
  location: events.location,
  venueState: events.venueState,
  timeZone: events.timeZone,
  startDate: events.startDate,
  endDate: events.endDate,
  loadInDate: events.loadInDate,
  loadOutDate: events.loadOutDate,
  isCancelled: events.isCancelled,
  isLocked: events.isLocked,
  amId: contacts.id,
  amFirst: contacts.firstName,
  amLast: contacts.lastName,
  amEmail: contacts.primaryEmail,
  amPhone: contacts.mobilePhone,
};

/** The tables the events list reads (test/harness/cache-tables.test.ts holds it to that). */
export const EVENT_LIST_TABLES = ['contacts', 'events'] as const;

/**
 * Events overlapping the range, matching a bid number or part of the show name. Aggregated to one
 * JSON value in the database: a month of events decodes several times faster that way on PGlite.
 */
export async function findEvents(db: Db, f: EventListQuery): Promise<EventRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.startDate) where.push(sql`e.end_date >= ${f.startDate}`);
  if (f.endDate) where.push(sql`e.start_date <= ${f.endDate}`);
  if (f.search) {
    const byName = sql`e.show_name ilike ${`%${f.search.replace(/[\\%_]/g, '\\$&')}%`}`;
    where.push(/^\d{1,9}$/.test(f.search) ? sql`(e.id = ${Number(f.search)} or ${byName})` : byName);
  }
  return selectJsonRows<EventRow>(
    db,
    sql`select e.id, e.show_name as "showName", e.status, e.location, e.venue_state as "venueState",
               e.start_date::text as "startDate", e.end_date::text as "endDate",
               e.load_in_date::text as "loadInDate", e.load_out_date::text as "loadOutDate",
               e.is_cancelled as "isCancelled", e.is_locked as "isLocked",
               ${accountManagerColumns}
        from events e ${accountManagerJoin}
        where ${sql.join(where, sql` and `)}
        order by e.start_date, e.id
        limit ${f.limit}`,
  );
}

export async function findEvent(db: Db, id: number) {
  const rows = await db
    .select(columns)
    .from(events)
    .leftJoin(contacts, eq(contacts.id, events.accountManagerId))
    .where(eq(events.id, id))
    .limit(1);
  return rows[0];
}

export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

/** Contacts an event's account manager is chosen from: the active account managers, by name. */
export const findAccountManagers = (db: Db) =>
  db
    .select({ id: contacts.id, first: contacts.firstName, last: contacts.lastName })
    .from(contacts)
    .where(and(eq(contacts.kind, 'account_manager'), eq(contacts.isActive, true)))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
