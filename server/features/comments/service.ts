import type { BodyOf } from '../../../contracts/call.js';
import type { Comment, CommentEvent, commentCalls } from '../../../contracts/comments.js';
import { enqueueWebhook } from '../../domains/webhooks/enqueue.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyDateRange, prettyTimestamp } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { requireEvent } from '../events/public.js';
import { resolvedAlert } from './alert.js';
import {
  type CommentRow,
  findEventComments,
  findUnresolved,
  hasUnresolved,
  insertComment,
  lockComment,
  markResolved,
} from './queries.js';

const toComment = (r: CommentRow): Comment => ({
  id: r.id,
  event_id: r.eventId,
  comment: r.comment,
  creatorName: r.creatorName,
  prettyTimestamp: prettyTimestamp(r.createdAt),
  isResolved: r.resolvedAt !== null,
});

/** Events with unresolved comments, as header rows with their comments. */
export async function listUnresolved(db: Db): Promise<CommentEvent[]> {
  const byEvent = new Map<number, CommentEvent>();
  for (const r of await findUnresolved(db)) {
    let event = byEvent.get(r.eventId);
    if (!event) {
      event = {
        id: r.eventId,
        show_name: r.showName,
        prettyDateRange: prettyDateRange(r.startDate, r.endDate),
        unresolvedComments: [],
      };
      byEvent.set(r.eventId, event);
    }
    event.unresolvedComments.push(toComment(r));
  }
  return [...byEvent.values()];
}

export async function listEventComments(db: Db, eventId: number): Promise<Comment[]> {
  await requireEvent(db, eventId);
  return (await findEventComments(db, eventId)).map(toComment);
}

export async function addComment(
  db: Db,
  user: SessionUser,
  { eventId, comment }: BodyOf<typeof commentCalls.add>,
): Promise<Comment> {
  await requireEvent(db, eventId);
  // In a transaction, even one statement: it carries the actor to the audit trail.
  return toComment(
    await db.transaction((tx) =>
      insertComment(tx, { eventId, comment, userId: user.id, creatorName: user.name }),
    ),
  );
}

export interface Resolved {
  comment: Comment;
  eventHasUnresolved: boolean;
  /** The alert written with the resolve, when one was asked for and the creator has an address. */
  alertId: number | null;
}

/**
 * Marks a comment resolved (once). The alert, when asked for, is written to the outbox in the same
 * transaction: a comment is never resolved "with alert" without one. It is delivered after the commit,
 * as is the webhook `comment.resolved`, queued in the same transaction.
 */
export async function resolveComment(
  db: Db,
  mailer: Pick<Mailer, 'enqueue'>,
  user: SessionUser,
  id: number,
  { shouldAlert }: BodyOf<typeof commentCalls.resolve>,
): Promise<Resolved> {
  return db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (!row) throw notFound(`Comment ${id}`);
    if (row.resolvedAt) throw new AppError('conflict', 'This comment is already resolved.');
    const alertTo =
      shouldAlert && row.creatorEmail ? { email: row.creatorEmail, name: row.creatorName } : null;
    const updated = await markResolved(tx, id, user.id, alertTo !== null);
    const alertId = alertTo
      ? await mailer.enqueue(tx, resolvedAlert(user, alertTo, row.eventId, updated.comment))
      : null;
    await enqueueWebhook(tx, 'comment.resolved', {
      commentId: id,
      eventId: row.eventId,
      resolvedBy: user.name,
    });
    return {
      comment: toComment(updated),
      eventHasUnresolved: await hasUnresolved(tx, row.eventId),
      alertId,
    };
  });
}
