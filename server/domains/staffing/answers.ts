import { sql } from 'drizzle-orm';
import { LOCKED_INVITE_MESSAGE } from '../../../contracts/labor-invites.js';
import type { Db } from '../../platform/db/types.js';
import { selectRows } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { CLOSED_OFFER_TEXT } from './notices.js';
import { positionAnswered, positionConfirmed, positionReleased } from './webhooks.js';
import {
  answerInvite,
  closeRoundInvites,
  type InviteAnswer,
  lockInvite,
  setPosition,
  setRound,
} from './writes.js';

/*
 * The answer rules of an invite, whoever records the answer: the tech by link or My jobs, staff
 * (an answer given by phone, or Withdraw), or the round sweep. Both labor invites (staff) and
 * offers (the crew) use them from here, so neither feature imports the other's rules.
 */

/**
 * Why an invite can no longer be answered, by anyone: its show was cancelled or its position
 * stashed (both written by the booking side). Null while the show is live and the position open.
 */
export function whyNotAnswerable(p: { isCancelled: boolean; isStashed: boolean }): string | null {
  if (p.isCancelled) return 'This show was cancelled.';
  if (p.isStashed) return 'This position is no longer needed.';
  return null;
}

/** Why an invite that is no longer pending cannot be answered, in the words the tech reads. */
export function closedAnswerText(answer: InviteAnswer): string {
  if (answer === 'withdrawn' || answer === 'filled' || answer === 'expired') return CLOSED_OFFER_TEXT[answer];
  if (answer === 'queued') return 'This offer has not been sent yet.';
  return `This invite was already ${answer}.`;
}

const conflict = (message: string) => new AppError('conflict', message);

/** Checked on the locked rows: a cancel, stash, withdrawal or fill committed a moment ago is seen here. */
async function requirePendingInvite(db: Db, id: number) {
  const found = await lockInvite(db, id);
  if (!found) throw notFound(`Invite ${id}`);
  const { invite: inv, position: p } = found;
  if (p.isLocked) throw new AppError('locked', LOCKED_INVITE_MESSAGE);
  if (inv.answer !== 'pending') throw conflict(closedAnswerText(inv.answer));
  const whyNot = whyNotAnswerable(p);
  if (whyNot) throw conflict(whyNot);
  return found;
}

/** Who recorded the answer: staff, or the tech by their link (null: a tech with no account). */
export type Answerer = { id: number | null };

/** What an answer changed beyond its own invite: the round's others to tell, and whether it moves on. */
export interface AnswerEffects {
  positionId: number;
  contactId: number;
  /** Invites of the round closed by this one (already asked: their techs get a notice). */
  filled: number[];
  /** An in-order round whose next technician is to be asked now (the sweep does it). */
  roundDue: number | null;
}

/** Any pending invite left in the round? (A first-to-accept round with none left is exhausted.) */
async function pendingLeft(db: Db, roundId: number) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from invites where round_id = ${roundId} and answer = 'pending'`,
  );
  return row!.n;
}

/**
 * The tech said yes: the position is confirmed to them. In a first-to-accept round the others'
 * invites close as filled (the position's lock orders two accepts: the second finds its invite
 * filled and is refused).
 */
export async function accept(db: Db, user: Answerer, inviteId: number): Promise<AnswerEffects> {
  return db.transaction(async (tx) => {
    const { invite: inv, position: p } = await requirePendingInvite(tx, inviteId);
    if (p.contactId !== null && p.contactId !== inv.contactId) throw conflict(CLOSED_OFFER_TEXT.filled);
    await answerInvite(tx, inviteId, 'accepted', user.id);
    await setPosition(tx, p.id, { contactId: inv.contactId, isTentative: false });
    await positionAnswered(tx, p, inv, 'accepted');
    await positionConfirmed(tx, p, inv.contactId);
    let filled: number[] = [];
    if (inv.roundId !== null) {
      filled = await closeRoundInvites(tx, inv.roundId, 'filled', user.id);
      await setRound(tx, inv.roundId, { state: 'filled', dueAt: null });
    }
    return { positionId: p.id, contactId: inv.contactId, filled, roundDue: null };
  });
}

/**
 * The tech said no (or staff took the offer back: `withdrawn`): the position is uncrewed again.
 * An in-order round is due at once (its next technician is asked); a first-to-accept round with
 * no one left to answer is exhausted.
 */
export async function decline(
  db: Db,
  user: Answerer,
  inviteId: number,
  answer: 'declined' | 'withdrawn' = 'declined',
): Promise<AnswerEffects> {
  return db.transaction(async (tx) => {
    const { invite: inv, position: p } = await requirePendingInvite(tx, inviteId);
    await answerInvite(tx, inviteId, answer, user.id);
    await positionAnswered(tx, p, inv, answer);
    if (p.contactId === inv.contactId) {
      await setPosition(tx, p.id, { contactId: null, isTentative: false });
      await positionReleased(tx, p, inv.contactId);
    }
    let roundDue: number | null = null;
    if (inv.roundId !== null && inv.roundMode === 'order') {
      await setRound(tx, inv.roundId, { dueAt: new Date() });
      roundDue = inv.roundId;
    } else if (inv.roundId !== null && (await pendingLeft(tx, inv.roundId)) === 0)
      await setRound(tx, inv.roundId, { state: 'exhausted', dueAt: null });
    return { positionId: p.id, contactId: inv.contactId, filled: [], roundDue };
  });
}
