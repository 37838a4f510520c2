import {
  type DeclinedInvite,
  LOCKED_INVITE_MESSAGE,
  LOCKED_RESOLVE_MESSAGE,
  type Position,
} from '../../../../contracts/labor-invites.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { findPosition } from '../queries/positions.js';
import { answerInvite, lockInvite, setPosition } from '../queries/writes.js';
import { conflict, dateOf, locked, requirePosition, toPosition } from './positions.js';

// Staff record the tech's answer to an invite, or that an open position was filled another way.

/**
 * Why an invite can no longer be answered, by anyone: its show was cancelled or its position
 * stashed (both written by the booking side). Null while the show is live and the position open.
 */
export function whyNotAnswerable(p: { isCancelled: boolean; isStashed: boolean }): string | null {
  if (p.isCancelled) return 'This show was cancelled.';
  if (p.isStashed) return 'This position is no longer needed.';
  return null;
}

/** Checked on the locked rows: a cancel or stash committed a moment ago is seen here. */
async function requirePendingInvite(db: Db, id: number) {
  const found = await lockInvite(db, id);
  if (!found) throw notFound(`Invite ${id}`);
  const { invite: inv, position: p } = found;
  if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
  if (inv.answer !== 'pending') throw conflict(`This invite was already ${inv.answer}.`);
  const whyNot = whyNotAnswerable(p);
  if (whyNot) throw conflict(whyNot);
  return found;
}

/** Who recorded the answer: staff, or the tech by their link (null: a tech with no account). */
type Answerer = Pick<SessionUser, 'id'> | { id: null };

/** The tech said yes: the position is confirmed. */
export async function accept(db: Db, user: Answerer, inviteId: number): Promise<Position> {
  return db.transaction(async (tx) => {
    const { position: p } = await requirePendingInvite(tx, inviteId);
    await answerInvite(tx, inviteId, 'accepted', user.id);
    await setPosition(tx, p.id, { isTentative: false });
    return toPosition((await findPosition(tx, p.id))!);
  });
}

/** The tech said no: the position is uncrewed again; the answer says who declined which dates. */
export async function decline(
  db: Db,
  user: Answerer,
  inviteId: number,
): Promise<{ item: Position; declined: DeclinedInvite }> {
  return db.transaction(async (tx) => {
    const { invite: inv, position: p } = await requirePendingInvite(tx, inviteId);
    const before = (await findPosition(tx, p.id))!;
    await answerInvite(tx, inviteId, 'declined', user.id);
    await setPosition(tx, p.id, { contactId: null, isTentative: false });
    return {
      item: toPosition((await findPosition(tx, p.id))!),
      declined: {
        contactId: inv.contactId,
        contactName: `${before.firstName} ${before.lastName}`,
        startDate: dateOf(before.inAt),
        endDate: dateOf(before.outAt),
      },
    };
  });
}

/** Mark an uncrewed position filled another way (or not): it then offers no Send Invite. */
export async function setResolved(db: Db, positionId: number, resolved: boolean): Promise<Position> {
  return db.transaction(async (tx) => {
    const p = await requirePosition(tx, positionId);
    if (p.isLocked) throw locked(LOCKED_RESOLVE_MESSAGE);
    if (p.isStashed) throw conflict('This position is stashed.');
    if (resolved && p.contactId !== null) throw conflict('Only an uncrewed position can be marked resolved.');
    await setPosition(tx, p.id, { isResolved: resolved });
    return toPosition((await findPosition(tx, p.id))!);
  });
}
