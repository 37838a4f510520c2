import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import { daysUnavailable } from '../../../domains/staffing/schema.js';
import { type Db, selectRows } from '../../../platform/db/types.js';

/**
 * The tables the invitee list reads: these queries, the technicians (domains/staffing) and the
 * position it is asked about (test/harness/cache-tables.test.ts holds it to that).
 */
export const INVITEES_TABLES = [
  'categories',
  'contacts',
  'days_unavailable',
  'departments',
  'events',
  'invites',
  'positions',
  'tech_roles',
] as const;

/** Positions held (tentative or confirmed) on dates overlapping [start, end], except one. */
export function findBookingsBetween(
  db: Db,
  start: string,
  end: string,
  exceptPositionId: number,
  contactId?: number,
) {
  return selectRows<{
    contactId: number;
    eventId: number;
    showName: string;
    isTentative: boolean;
    startDate: string;
    endDate: string;
  }>(
    db,
    sql`select p.contact_id as "contactId", p.event_id as "eventId", e.show_name as "showName",
          p.is_tentative as "isTentative", p.in_at::date::text as "startDate", p.out_at::date::text as "endDate"
        from positions p join events e on e.id = p.event_id
        where p.contact_id is not null and not p.is_stashed and not e.is_cancelled
          and p.in_at < (${end}::date + 1) and p.out_at >= ${start}::date and p.id <> ${exceptPositionId}
          ${contactId === undefined ? sql`` : sql`and p.contact_id = ${contactId}`}
        order by p.in_at`,
  );
}

/** Days unavailable of these contacts (or everyone's) overlapping [start, end]. */
export function findAwayBetween(db: Db, contactIds: number[] | 'all', start: string, end: string) {
  const overlap = and(lte(daysUnavailable.startDate, end), gte(daysUnavailable.endDate, start));
  return db
    .select({
      contactId: daysUnavailable.contactId,
      startDate: daysUnavailable.startDate,
      endDate: daysUnavailable.endDate,
      notes: daysUnavailable.notes,
    })
    .from(daysUnavailable)
    .where(contactIds === 'all' ? overlap : and(inArray(daysUnavailable.contactId, contactIds), overlap))
    .orderBy(asc(daysUnavailable.contactId), asc(daysUnavailable.startDate));
}
