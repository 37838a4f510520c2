import type { Db } from '../../platform/db/types.js';
import { enqueueWebhook } from '../webhooks/enqueue.js';

/*
 * The webhooks of crew positions, each queued in the transaction of its change (domains/webhooks):
 * the facts a sales system reads back by id, the same for every writer of the change.
 */

interface PositionFacts {
  id: number;
  eventId: number;
}

/** A technician's answer to an offer (or staff's Withdraw) was recorded. */
export const positionAnswered = (
  tx: Db,
  p: PositionFacts,
  invite: { id: number; contactId: number },
  answer: 'accepted' | 'declined' | 'withdrawn',
) =>
  enqueueWebhook(tx, 'position.answered', {
    positionId: p.id,
    eventId: p.eventId,
    inviteId: invite.id,
    contactId: invite.contactId,
    answer,
  });

/** The position is confirmed to the technician (they accepted). */
export const positionConfirmed = (tx: Db, p: PositionFacts, contactId: number) =>
  enqueueWebhook(tx, 'position.confirmed', { positionId: p.id, eventId: p.eventId, contactId });

/** The technician who held the position (confirmed or tentatively) no longer does. */
export const positionReleased = (tx: Db, p: PositionFacts, contactId: number) =>
  enqueueWebhook(tx, 'position.released', { positionId: p.id, eventId: p.eventId, contactId });
