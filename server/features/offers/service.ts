import { liveCalls } from '../../../contracts/live.js';
import { accept, closedAnswerText, decline, whyNotAnswerable } from '../../domains/staffing/answers.js';
import { enqueueClosedNotices } from '../../domains/staffing/notices.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { dateOf, prettyStampWithZone } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notYours } from '../../platform/http/errors.js';
import { publishLive } from '../../platform/live/index.js';
import type { Mailer } from '../../platform/mail.js';
import { createRecord } from '../days-unavailable/public.js';
import { advanceRound } from '../labor-invites/public.js';
import { answerMessages, onHoldMessage } from './messages.js';
import {
  findOffer,
  findOfferByTokenHash,
  findUserIdOfContact,
  markDaysAdded,
  markTokenAnswered,
  type OfferRow,
} from './queries.js';
import { hasStarted, techName } from './view.js';

/**
 * What an offer link leads to. `open`: it can be answered. Otherwise the page says why not:
 * answered (and how; a decline by this link may still add the dates to days unavailable once),
 * closed (the show was cancelled or the position stashed: staffing's `whyNotAnswerable`),
 * withdrawn (staff took it back, or the position went to someone else), filled (another tech of
 * the round accepted first), expired (an in-order round moved on), started, or unknown (forged,
 * mistyped, reset).
 */
export type OfferState =
  | { kind: 'unknown' }
  | { kind: 'open'; row: OfferRow }
  | { kind: 'answered'; row: OfferRow; mayAddDays: boolean; note?: string }
  | { kind: 'withdrawn' | 'filled' | 'expired' | 'started'; row: OfferRow }
  | { kind: 'closed' | 'refused'; row: OfferRow; message: string };

export function stateOf(row: OfferRow | undefined, now = new Date()): OfferState {
  if (!row) return { kind: 'unknown' };
  if (row.answer === 'withdrawn' || row.answer === 'filled' || row.answer === 'expired')
    return { kind: row.answer, row };
  if (row.answer === 'queued') return { kind: 'unknown' };
  if (row.answer !== 'pending')
    return {
      kind: 'answered',
      row,
      mayAddDays: row.answer === 'declined' && row.tokenAnsweredAt !== null && row.daysAddedAt === null,
    };
  const whyNot = whyNotAnswerable(row);
  if (whyNot) return { kind: 'closed', row, message: whyNot };
  // Outside a first-to-accept round the position holds the tech while they answer: someone else on
  // it (the booking side moved it) means the offer is gone.
  if (row.roundMode !== 'first' && row.positionContactId !== row.contactId) return { kind: 'withdrawn', row };
  if (row.roundMode === 'first' && row.positionContactId !== null) return { kind: 'filled', row };
  if (hasStarted(row, now)) return { kind: 'started', row };
  return { kind: 'open', row };
}

export const offerByToken = async (db: Db, hash: string) => stateOf(await findOfferByTokenHash(db, hash));

/**
 * Records the answer through staffing's accept / decline (their locks and rules), then, in the same
 * transaction, the confirmation to the tech, the note to whoever invited, and (first to accept) the
 * notice to the round's others; the mail goes out after the commit, and an in-order round moves on
 * to its next technician. A refusal of those rules (answered meanwhile, filled, bid locked) is thrown.
 */
async function answerOffer(
  db: Db,
  mailer: Mailer,
  row: OfferRow,
  answer: 'accept' | 'decline',
  byUserId: number | null,
  viaTokenId: number | null,
) {
  const { ids, roundDue } = await db
    .transaction(async (tx) => {
      const by = { id: byUserId };
      const effects =
        answer === 'accept' ? await accept(tx, by, row.inviteId) : await decline(tx, by, row.inviteId);
      if (viaTokenId !== null) await markTokenAnswered(tx, viaTokenId);
      const out: number[] = [];
      for (const m of answerMessages(row, answer))
        out.push(await mailer.enqueue(tx, { ...m, ...(byUserId ? { createdByUserId: byUserId } : {}) }));
      out.push(...(await enqueueClosedNotices(tx, mailer, effects.filled, 'filled', byUserId)));
      // The labor screen reads its lists again: staff see the answer as it comes.
      await publishLive(tx, liveCalls.laborInvites.path, 'changed', { by: techName(row) });
      return { ids: out, roundDue: effects.roundDue };
    })
    .catch(async (err) => {
      if (err instanceof AppError && err.code === 'locked') {
        await tellStaffOnHold(db, mailer, row, answer);
        throw new AppError('locked', ON_HOLD_TEXT);
      }
      throw err;
    });
  for (const id of ids) await mailer.deliver(id);
  if (roundDue) await advanceRound(db, mailer, roundDue);
}

/** Whoever invited hears that the tech tried to answer a locked bid. */
async function tellStaffOnHold(db: Db, mailer: Mailer, row: OfferRow, answer: 'accept' | 'decline') {
  const message = onHoldMessage(row, answer);
  if (!message) return;
  const id = await db.transaction((tx) => mailer.enqueue(tx, message));
  await mailer.deliver(id);
}

/** The one-tap answer: only an open offer is answered; any other state is shown, nothing changes. */
export async function answerByToken(
  db: Db,
  mailer: Mailer,
  hash: string,
  answer: 'accept' | 'decline',
): Promise<OfferState> {
  const state = await offerByToken(db, hash);
  if (state.kind !== 'open') return state;
  const { row } = state;
  try {
    await answerOffer(db, mailer, row, answer, await findUserIdOfContact(db, row.contactId), row.tokenId);
  } catch (err) {
    // Answered by staff (or a second tap) a moment ago, the show cancelled or the position stashed
    // meanwhile (refused on the locked rows), or the bid got locked: say so, change nothing.
    if (err instanceof AppError && (err.code === 'conflict' || err.code === 'locked')) {
      const now = await offerByToken(db, hash);
      if (now.kind !== 'open') return now;
      return { kind: 'refused', row, message: err.message };
    }
    throw err;
  }
  return offerByToken(db, hash);
}

/** A tech the days-unavailable rules see as themselves (no account: the record names no author). */
async function techActor(db: Db, row: OfferRow): Promise<SessionUser> {
  const userId = await findUserIdOfContact(db, row.contactId);
  const name = techName(row);
  return {
    // created_by_user_id is nullable; the service only stores the id.
    id: userId as number,
    email: row.email ?? '',
    name,
    initials: `${row.firstName[0] ?? ''}${row.lastName[0] ?? ''}`,
    role: 'tech',
    contact: { id: row.contactId, name, primaryEmail: row.email, mobilePhone: null },
  };
}

/** After a decline by this link: the declined dates become days unavailable, once. */
export async function addDaysByToken(db: Db, hash: string): Promise<OfferState> {
  const state = await offerByToken(db, hash);
  if (state.kind !== 'answered' || !state.mayAddDays) return state;
  const { row } = state;
  const actor = await techActor(db, row);
  try {
    await db.transaction(async (tx) => {
      if (!(await markDaysAdded(tx, row.tokenId!))) return;
      await createRecord(tx, actor, {
        contactId: row.contactId,
        startDate: dateOf(row.inAt),
        endDate: dateOf(row.outAt),
        notes: 'Declined an invite',
        afterDeclinedInvite: true,
        confirmed: true,
      });
    });
  } catch (err) {
    if (err instanceof AppError) return { ...state, mayAddDays: false, note: err.message };
    throw err;
  }
  return { ...(await offerByToken(db, hash)), note: 'Added to your days unavailable.' } as OfferState;
}

/** My jobs: a signed-in tech answers an invite to their own contact (any other is not theirs). */
export async function answerAsTech(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  inviteId: number,
  answer: 'accept' | 'decline',
) {
  const row = await findOffer(db, inviteId);
  if (!row || !user.contact || row.contactId !== user.contact.id) throw notYours();
  const state = stateOf(row);
  if (state.kind !== 'open')
    throw new AppError('conflict', closedText(state as Exclude<OfferState, { kind: 'open' | 'unknown' }>));
  await answerOffer(db, mailer, row, answer, user.id, null);
  return {
    ok: true as const,
    message: answer === 'accept' ? `You are confirmed on ${row.showName}.` : `You declined ${row.showName}.`,
    declined: answer === 'decline' ? { startDate: dateOf(row.inAt), endDate: dateOf(row.outAt) } : null,
  };
}

/** A locked bid waits: the tech hears it is on hold, and staff hear the tech tried (the route tells them). */
export const ON_HOLD_TEXT =
  'This offer is on hold while the bid is being updated. Staff will be in touch; nothing was answered.';

/** Why an offer can no longer be answered, in the tech's words. */
export function closedText(state: Exclude<OfferState, { kind: 'open' | 'unknown' }>): string {
  const { row } = state;
  if (state.kind === 'answered')
    return `This offer was already ${row.answer}${row.answeredAt ? ` on ${prettyStampWithZone(new Date(row.answeredAt))}` : ''}.`;
  if (state.kind === 'withdrawn' || state.kind === 'filled' || state.kind === 'expired')
    return closedAnswerText(state.kind);
  if (state.kind === 'refused' || state.kind === 'closed') return state.message;
  return 'This offer has expired: the job has already started.';
}
