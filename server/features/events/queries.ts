import { and, asc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { contacts, events } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';

const columns = {
  id: events.id,
  showName: events.showName,
  status: events.status,
  location: events.location,
  venueState: events.venueState,
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
export interface EventFilter {
  startDate?: string;
  endDate?: string;
  search?: string;
  limit: number;
}

/** Events overlapping the range, matching a bid number or part of the show name. */
export async function findEvents(db: Db, f: EventFilter) {
  const where: SQL[] = [];
  if (f.startDate) where.push(gte(events.endDate, f.startDate));
  if (f.endDate) where.push(lte(events.startDate, f.endDate));
  if (f.search) {
    const asId = /^\d{1,9}$/.test(f.search) ? Number(f.search) : undefined;
    const byName = ilike(events.showName, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(asId === undefined ? byName : or(eq(events.id, asId), byName)!);
  }
  return db
    .select(columns)
    .from(events)
    .leftJoin(contacts, eq(contacts.id, events.accountManagerId))
    .where(and(...where))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(f.limit);
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

export const eventCount = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(events))[0]?.n ?? 0;
