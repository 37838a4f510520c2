import { type SQL, sql } from 'drizzle-orm';
import {
  type AccountManagerRow,
  accountManagerColumns,
  accountManagerJoin,
} from '../../../domains/staffing/account-manager.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

/** The tables the events call reads (test/harness/cache-tables.test.ts holds it to that). */
// 'positions.labor_notes': the notes, counted apart from the rest of positions (migration 0022).
/** What the month shows but its positions' notes: those move many times an hour, alone. */
export const LABOR_MONTH_BASE_TABLES = [
  'events',
  'contacts',
  'positions',
  'categories',
  'invites',
  'offer_rounds',
] as const;

export const LABOR_EVENTS_TABLES = [...LABOR_MONTH_BASE_TABLES, 'positions.labor_notes'] as const;

/** A position with what its row shows; JSON-aggregated, so timestamps arrive as ISO strings. */
export interface PositionRow {
  id: number;
  eventId: number;
  categoryId: number;
  categoryNumber: number;
  description: string;
  contactId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isTentative: boolean;
  isStashed: boolean;
  isResolved: boolean;
  laborNotes: string;
  internalNotes: string;
  inAt: string;
  outAt: string;
  isLocked: boolean;
  inviteId: number | null;
  inviteAnswer: 'pending' | 'accepted' | null;
  invitedAt: string | null;
}

function selectPositions(where: SQL) {
  return sql`
    select p.id, p.event_id as "eventId", p.category_id as "categoryId", c.category_number as "categoryNumber",
      p.description, p.contact_id as "contactId", ct.first_name as "firstName", ct.last_name as "lastName",
      ct.primary_email as "email", p.is_tentative as "isTentative", p.is_stashed as "isStashed",
      p.is_resolved as "isResolved", p.labor_notes as "laborNotes", p.internal_notes as "internalNotes",
      p.in_at as "inAt", p.out_at as "outAt", e.is_locked as "isLocked",
      inv.id as "inviteId", inv.answer as "inviteAnswer", inv.created_at as "invitedAt"
    from positions p
    join events e on e.id = p.event_id
    join categories c on c.id = p.category_id
    left join contacts ct on ct.id = p.contact_id
    -- The invite that put the current contact on the position (pending or accepted).
    left join lateral (
      select i.id, i.answer, i.created_at from invites i
      where i.position_id = p.id and i.contact_id = p.contact_id and i.answer in ('pending', 'accepted')
      order by i.id desc limit 1
    ) inv on true
    where ${where}
    order by p.event_id, c.category_number, p.id`;
}

export const findPositionsOfEvents = (db: Db, eventIds: number[]) =>
  eventIds.length
    ? selectJsonRows<PositionRow>(
        db,
        selectPositions(sql`p.event_id in ${sql.raw(`(${eventIds.join(',')})`)}`),
      )
    : Promise.resolve([]);

export async function findPosition(db: Db, id: number): Promise<PositionRow | undefined> {
  const [row] = await selectJsonRows<PositionRow>(db, selectPositions(sql`p.id = ${id}`));
  return row;
}

export interface EventRow extends AccountManagerRow {
  id: number;
  showName: string;
  status: string;
  location: string;
  startDate: string;
  endDate: string;
  isCancelled: boolean;
  isLocked: boolean;
  venueState: string | null;
  timeZone: string | null;
}

const eventColumns = sql`
  e.id, e.show_name as "showName", e.status, e.location, e.venue_state as "venueState", e.time_zone as "timeZone", e.start_date as "startDate", e.end_date as "endDate",
  e.is_cancelled as "isCancelled", e.is_locked as "isLocked", ${accountManagerColumns}`;

/** Events overlapping the range that have positions, soonest first. */
export const findEventsBetween = (db: Db, start: string, end: string) =>
  selectJsonRows<EventRow>(
    db,
    sql`select ${eventColumns} from events e ${accountManagerJoin}
        where e.start_date <= ${end} and e.end_date >= ${start}
          and exists (select 1 from positions p where p.event_id = e.id)
        order by e.start_date, e.id`,
  );

export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await selectJsonRows<EventRow>(
    db,
    sql`select ${eventColumns} from events e ${accountManagerJoin} where e.id = ${id}`,
  );
  return row;
}

/** The notes of the events' positions that have any. */
export const findNotesOfEvents = (db: Db, eventIds: readonly number[]) =>
  eventIds.length
    ? selectJsonRows<{ id: number; notes: string }>(
        db,
        sql`select id, labor_notes as notes from positions
            where event_id in ${sql.raw(`(${eventIds.join(',')})`)} and labor_notes <> ''`,
      )
    : Promise.resolve([]);

/** Who sent the open invite and when. */
export async function findPendingInviteSender(db: Db, positionId: number) {
  const [row] = await selectRows<{ sender: string | null; sentAt: Date | string }>(
    db,
    sql`select u.name as sender, i.created_at as "sentAt" from invites i
        left join users u on u.id = i.sent_by_user_id
        where i.position_id = ${positionId} and i.answer = 'pending'`,
  );
  return row;
}
