import type { AvailabilityAnswer, MyAsk } from '../../../contracts/crew-availability.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyDateRange, todayIso } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notYours } from '../../platform/http/errors.js';
import { findUserIdOfContact } from '../offers/public.js';
import { type AskWithRequest, findAsk, findAskByTokenHash, findAsksOfContact, setAnswer } from './queries.js';

/*
 * The technician's side: an ask is answered by its link or on My jobs, and the answer may be
 * changed while the dates have not passed (people's plans change; the tally follows). Nothing else
 * moves: a Yes books nothing and a No adds no days unavailable.
 */

/** What a link leads to: an ask that can be answered (again), one whose dates passed, or nothing. */
export type AskState =
  | { kind: 'unknown' }
  | { kind: 'open'; ask: AskWithRequest }
  | { kind: 'past'; ask: AskWithRequest };

export function stateOf(ask: AskWithRequest | undefined, today = todayIso()): AskState {
  if (!ask) return { kind: 'unknown' };
  return ask.endDate < today ? { kind: 'past', ask } : { kind: 'open', ask };
}

export const askByToken = async (db: Db, hash: string) => stateOf(await findAskByTokenHash(db, hash));

/** The link's answer: recorded while the ask is open; otherwise its state is shown, nothing changes. */
export async function answerByToken(db: Db, hash: string, answer: AvailabilityAnswer): Promise<AskState> {
  const state = await askByToken(db, hash);
  if (state.kind !== 'open') return state;
  const by = await findUserIdOfContact(db, state.ask.contactId);
  await db.transaction((tx) => setAnswer(tx, state.ask.id, answer, by));
  return askByToken(db, hash);
}

const myAsk = (a: AskWithRequest): MyAsk => ({
  id: a.id,
  prettyDateRange: prettyDateRange(a.startDate, a.endDate),
  startDate: a.startDate,
  endDate: a.endDate,
  note: a.note,
  showName: a.showName,
  sentBy: a.senderName,
  answer: a.answer,
});

/** My jobs: the signed-in tech's asks whose dates have not passed (none for a user who is no contact). */
export async function myAsks(db: Db, user: SessionUser) {
  if (!user.contact) return { asks: [] };
  return { asks: (await findAsksOfContact(db, user.contact.id, todayIso())).map(myAsk) };
}

/** My jobs: a tech answers an ask to their own contact only. */
export async function answerMine(db: Db, user: SessionUser, askId: number, answer: AvailabilityAnswer) {
  const state = stateOf(await findAsk(db, askId));
  if (state.kind === 'unknown' || !user.contact || state.ask.contactId !== user.contact.id) throw notYours();
  if (state.kind === 'past')
    throw new AppError('conflict', 'These dates have passed: there is nothing to answer.');
  await db.transaction((tx) => setAnswer(tx, askId, answer, user.id));
  return { ok: true as const };
}
