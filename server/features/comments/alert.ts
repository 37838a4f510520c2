import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { MailMessage } from '../../platform/mail.js';

/** The message telling a comment's creator it was resolved: written in the resolve's own transaction. */
export function resolvedAlert(
  by: SessionUser,
  to: { email: string; name: string },
  eventId: number,
  comment: string,
): MailMessage {
  return {
    kind: 'comment-resolved',
    createdByUserId: by.id,
    to: `${to.name} <${to.email}>`,
    subject: `Comment resolved on bid ${eventId}`,
    text: `${by.name} resolved your comment on bid ${eventId}:\n\n${comment}\n`,
  };
}

/**
 * Delivers the alert after the resolve has committed (it is in the outbox already): a slow or
 * failed mail never holds or undoes the resolve; a failure is logged and answered as not alerted,
 * and the message stays queued for the retry.
 */
export async function deliverResolvedAlert(
  app: FastifyInstance,
  outboxMessageId: number,
  commentId: number,
): Promise<boolean> {
  try {
    return (await app.mailer.deliver(outboxMessageId)).status !== 'failed';
  } catch (err) {
    app.log.error({ err, commentId }, 'could not send the comment-resolved alert');
    return false;
  }
}
