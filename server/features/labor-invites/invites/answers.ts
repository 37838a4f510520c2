import type { DeclinedInvite, Position } from '../../../../contracts/labor-invites.js';
import { LOCKED_RESOLVE_MESSAGE } from '../../../../contracts/labor-invites.js';
import {
  type AnswerEffects,
  accept as acceptRule,
  decline as declineRule,
} from '../../../domains/staffing/answers.js';
import { enqueueClosedNotices } from '../../../domains/staffing/notices.js';
import { findInviteFacts } from '../../../domains/staffing/offer-facts.js';
import { setPosition } from '../../../domains/staffing/writes.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import type { Mailer } from '../../../platform/mail.js';
import { findPosition } from '../positions/queries.js';
import { conflict, dateOf, locked, positionOf, requirePosition, toPosition } from '../positions/service.js';
import { advanceRound } from '../rounds/service.js';

// Staff record the tech's answer to an invite (given by phone), take an offer back, or mark an open
// position filled another way. The rules are staffing's, shared with the crew's own answers.

/** The others of a first-to-accept round hear that it is filled; mail leaves after the commit. */
async function tellFilled(db: Db, mailer: Mailer, effects: AnswerEffects, byUserId: number | null) {
  if (!effects.filled.length) return;
  const ids = await db.transaction((tx) =>
    enqueueClosedNotices(tx, mailer, effects.filled, 'filled', byUserId),
  );
  for (const id of ids) await mailer.deliver(id);
}

/** The tech said yes (to staff, by phone): the position is confirmed. */
export async function accept(db: Db, mailer: Mailer, user: SessionUser, inviteId: number): Promise<Position> {
  const effects = await acceptRule(db, user, inviteId);
  await tellFilled(db, mailer, effects, user.id);
  return positionOf(db, effects.positionId);
}

/** The tech said no (to staff, by phone): the position is uncrewed; the answer says who declined which dates. */
export async function decline(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  inviteId: number,
): Promise<{ item: Position; declined: DeclinedInvite }> {
  const effects = await declineRule(db, user, inviteId);
  if (effects.roundDue) await advanceRound(db, mailer, effects.roundDue);
  const [f] = await findInviteFacts(db, [inviteId]);
  return {
    item: await positionOf(db, effects.positionId),
    declined: {
      contactId: f!.contactId,
      contactName: `${f!.firstName} ${f!.lastName}`,
      startDate: dateOf(f!.inAt),
      endDate: dateOf(f!.outAt),
    },
  };
}

/**
 * Staff take an offer back (not the tech's answer): the invite is withdrawn, the position uncrewed,
 * and the tech told; their link and My jobs say "This offer was withdrawn".
 */
export async function withdraw(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  inviteId: number,
): Promise<Position> {
  const { effects, ids } = await db.transaction(async (tx) => {
    const effects = await declineRule(tx, user, inviteId, 'withdrawn');
    return { effects, ids: await enqueueClosedNotices(tx, mailer, [inviteId], 'withdrawn', user.id) };
  });
  for (const id of ids) await mailer.deliver(id);
  if (effects.roundDue) await advanceRound(db, mailer, effects.roundDue);
  return positionOf(db, effects.positionId);
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
