import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { events } from '../../domains/shows/schema.js';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';
import { eventComments } from './schema.js';

const commentColumns = {
  id: eventComments.id,
  eventId: eventComments.eventId,
  comment: eventComments.comment,
  creatorName: eventComments.creatorName,
  createdAt: eventComments.createdAt,
  resolvedAt: eventComments.resolvedAt,
};
export type CommentRow = {
  id: number;
  eventId: number;
  comment: string;
  creatorName: string;
  createdAt: Date;
  resolvedAt: Date | null;
};

/** Every unresolved comment with its event, in the order the list shows them (one query). */
export function findUnresolved(db: Db) {
  return db
    .select({
      ...commentColumns,
      showName: events.showName,
      startDate: events.startDate,
      endDate: events.endDate,
    })
    .from(eventComments)
    .innerJoin(events, eq(events.id, eventComments.eventId))
    .where(isNull(eventComments.resolvedAt))
    .orderBy(asc(events.startDate), asc(events.id), asc(eventComments.createdAt), asc(eventComments.id));
}

export function findEventComments(db: Db, eventId: number): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(eventComments)
    .where(eq(eventComments.eventId, eventId))
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id));
}

/** The comment and its creator's address, locked for the resolve. */
export async function lockComment(tx: Db, id: number) {
  const [row] = await tx
    .select({ ...commentColumns, creatorEmail: users.email })
    .from(eventComments)
    .leftJoin(users, eq(users.id, eventComments.createdByUserId))
    .where(eq(eventComments.id, id))
    .for('update', { of: eventComments });
  return row;
}

export async function markResolved(tx: Db, id: number, userId: number, withAlert: boolean) {
  const [row] = await tx
    .update(eventComments)
    .set({ resolvedAt: new Date(), resolvedByUserId: userId, resolvedWithAlert: withAlert })
    .where(eq(eventComments.id, id))
    .returning(commentColumns);
  return row!;
}

export async function hasUnresolved(tx: Db, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(eventComments)
    .where(and(eq(eventComments.eventId, eventId), isNull(eventComments.resolvedAt)));
  return (row?.n ?? 0) > 0;
}

export async function insertComment(
  db: Db,
  values: { eventId: number; comment: string; userId: number; creatorName: string },
) {
  const [row] = await db
    .insert(eventComments)
    .values({
      eventId: values.eventId,
      comment: values.comment,
      createdByUserId: values.userId,
      creatorName: values.creatorName,
    })
    .returning(commentColumns);
  return row!;
}
