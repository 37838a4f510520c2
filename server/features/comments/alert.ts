import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Resolved } from './service.js';

/**
 * Tells a comment's creator it was resolved. Sent after the resolve has committed; a failure is
 * logged and answered as not alerted, never as a failed resolve.
 */
export async function sendResolvedAlert(
  app: FastifyInstance,
  by: SessionUser,
  done: Resolved,
): Promise<boolean> {
  const to = done.alertTo!;
  try {
    const delivery = await app.mailer.send({
      kind: 'comment-resolved',
      createdByUserId: by.id,
      to: `${to.name} <${to.email}>`,
      subject: `Comment resolved on bid ${done.eventId}`,
      text: `${by.name} resolved your comment on bid ${done.eventId}:\n\n${done.comment.comment}\n`,
    });
    return delivery.status !== 'failed';
  } catch (err) {
    app.log.error({ err, commentId: done.comment.id }, 'could not send the comment-resolved alert');
    return false;
  }
}
