import type { BodyOf, CallAnswer } from '../../../contracts/call.js';
import type { crewAvailabilityCalls } from '../../../contracts/crew-availability.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { invite, startRound } from '../labor-invites/public.js';
import { findAsksOf, findRequest } from './queries.js';

/**
 * The yeses become offers of one position in one step, through labor invites' own doors (their
 * rules, locks, clash question and mail): a round of the yes-sayers, earliest yes first (the
 * order an in-order round asks them in), or a plain invite when one said yes.
 */
export async function offerYeses(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  requestId: number,
  input: BodyOf<typeof crewAvailabilityCalls.offerYeses>,
): Promise<CallAnswer<typeof crewAvailabilityCalls.offerYeses>> {
  if (!(await findRequest(db, requestId))) throw notFound(`Availability request ${requestId}`);
  const takes = input.includeMaybe ? ['yes', 'maybe'] : ['yes'];
  // findAsksOf answers earliest answer first: the yeses keep that order, then the maybes.
  const asks = (await findAsksOf(db, [requestId])).filter((a) => takes.includes(a.answer));
  const contactIds = [
    ...asks.filter((a) => a.answer === 'yes'),
    ...asks.filter((a) => a.answer === 'maybe'),
  ].map((a) => a.contactId);
  if (contactIds.length === 0)
    throw new AppError(
      'conflict',
      input.includeMaybe ? 'No one has said yes or maybe yet.' : 'No one has said yes yet.',
    );
  const common = {
    lineItemID: input.lineItemID,
    eventID: input.eventID,
    includesTravelDates: false,
    extraNotes: input.extraNotes,
    confirmed: input.confirmed,
  };
  if (contactIds.length === 1) {
    const sent = await invite(db, mailer, user, { ...common, contactID: contactIds[0]!, isPreview: false });
    if (!('sent' in sent)) throw new Error('An invite sent answered a preview.');
    return { item: sent.item, delivery: sent.delivery, offered: 1 };
  }
  const round = await startRound(db, mailer, user, {
    ...common,
    contactIDs: contactIds.slice(0, 20),
    mode: input.mode,
    answerMinutes: input.answerMinutes,
  });
  return { ...round, offered: Math.min(contactIds.length, 20) };
}
