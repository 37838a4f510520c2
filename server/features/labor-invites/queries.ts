import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  type AccountManagerRow,
  accountManagerColumns,
  accountManagerJoin,
} from '../../domains/staffing/account-manager.js';
import { daysUnavailable, invites, positions, techRoles } from '../../domains/staffing/schema.js';
import { waitForTurn } from '../../domains/staffing/turns.js';
import { contacts, departments } from '../../platform/db/schema/core.js';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';

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
      where i.position_id = p.id and i.contact_id = p.contact_id and i.answer <> 'declined'
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
}

const eventColumns = sql`
  e.id, e.show_name as "showName", e.status, e.location, e.start_date as "startDate", e.end_date as "endDate",
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

/** The position row, locked for the rest of the transaction, with its event's lock flag. */
export async function lockPosition(db: Db, id: number) {
  const [row] = await selectRows<{
    id: number;
    eventId: number;
    contactId: number | null;
    isTentative: boolean;
    isStashed: boolean;
    isResolved: boolean;
    isLocked: boolean;
  }>(
    db,
    sql`with turn as (select ${waitForTurn('position', id)})
        select p.id, p.event_id as "eventId", p.contact_id as "contactId", p.is_tentative as "isTentative",
          p.is_stashed as "isStashed", p.is_resolved as "isResolved", e.is_locked as "isLocked"
        from turn, positions p join events e on e.id = p.event_id where p.id = ${id} for update of p`,
  );
  return row;
}

/** An invite and its position, both locked (position first, the order every write takes). */
export async function lockInvite(db: Db, id: number) {
  const [head] = await selectRows<{ positionId: number }>(
    db,
    sql`select position_id as "positionId" from invites where id = ${id}`,
  );
  if (!head) return undefined;
  const position = await lockPosition(db, head.positionId);
  const [invite] = await selectRows<{ id: number; contactId: number; answer: string }>(
    db,
    sql`select id, contact_id as "contactId", answer from invites where id = ${id} for update`,
  );
  return position && invite ? { invite, position } : undefined;
}

export async function setPosition(db: Db, id: number, values: Partial<typeof positions.$inferInsert>) {
  await db
    .update(positions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(positions.id, id));
}

export async function insertInvite(db: Db, values: typeof invites.$inferInsert): Promise<number> {
  const [row] = await db.insert(invites).values(values).returning({ id: invites.id });
  return row!.id;
}

export async function answerInvite(db: Db, id: number, answer: 'accepted' | 'declined', byUserId: number) {
  await db
    .update(invites)
    .set({ answer, answeredAt: new Date(), answeredByUserId: byUserId, updatedAt: new Date() })
    .where(eq(invites.id, id));
}

export async function linkOutbox(db: Db, inviteId: number, outboxMessageId: number) {
  await db.update(invites).set({ outboxMessageId }).where(eq(invites.id, inviteId));
}

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

/** Every technician, with whether they hold a role for the category (when one is given). */
export function findTechnicians(db: Db, categoryId: number | undefined) {
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      nickname: contacts.nickname,
      email: contacts.primaryEmail,
      department: departments.title,
      hasRole: categoryId === undefined ? sql<boolean>`false` : sql<boolean>`${techRoles.id} is not null`,
    })
    .from(contacts)
    .leftJoin(departments, eq(departments.id, contacts.departmentId))
    .leftJoin(
      techRoles,
      and(eq(techRoles.contactId, contacts.id), eq(techRoles.categoryId, categoryId ?? sql`null`)),
    )
    .where(eq(contacts.kind, 'technician'));
}

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
