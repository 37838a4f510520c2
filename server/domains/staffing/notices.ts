import { prettyDateRange } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { mailHtml } from '../../platform/html.js';
import type { Mailer } from '../../platform/mail.js';
import { prettyZonedTime, zoneOfVenue } from '../../platform/places.js';
import { findInviteFacts, type InviteFacts } from './offer-facts.js';

/** Why an offer closed without the tech's answer: the words their link and My jobs show. */
export const CLOSED_OFFER_TEXT = {
  withdrawn: 'This offer was withdrawn.',
  filled: 'This position was filled.',
  expired: 'The time to answer this offer ran out.',
} as const;
export type ClosedWithoutAnswer = keyof typeof CLOSED_OFFER_TEXT;

const SUBJECT: Record<ClosedWithoutAnswer, string> = {
  withdrawn: 'Offer withdrawn',
  filled: 'Position filled',
  expired: 'Offer closed',
};

const BODY: Record<ClosedWithoutAnswer, string> = {
  withdrawn: 'The offer was withdrawn: you are not booked, and there is nothing to answer.',
  filled: 'Another technician accepted first, so the position is filled. Thanks for being available.',
  expired: 'The time to answer ran out and the position was offered to the next technician.',
};

function notice(f: InviteFacts, why: ClosedWithoutAnswer) {
  const zone = zoneOfVenue(f);
  const what = `${f.description}, ${f.showName} (bid ${f.eventId})`;
  const lines = [
    `Hi ${f.nickname || f.firstName},`,
    `${what}, ${prettyDateRange(f.inAt.slice(0, 10), f.outAt.slice(0, 10))}: ${BODY[why]}`,
    `In: ${prettyZonedTime(f.inAt, zone)}\nOut: ${prettyZonedTime(f.outAt, zone)}`,
    f.senderName
      ? `Questions? Reply to this message.\n\nThanks,\n${f.senderName}`
      : 'Questions? Reply to this message.',
  ];
  return {
    kind: `offer-${why}`,
    to: `${f.firstName} ${f.lastName} <${f.email}>`,
    subject: `${SUBJECT[why]}: ${what}`,
    text: lines.join('\n\n'),
    html: mailHtml(lines),
    replyTo: f.senderEmail ? `${f.senderName ?? f.senderEmail} <${f.senderEmail}>` : undefined,
  };
}

/**
 * Tells each tech whose offer closed without their answer, in the closing transaction (the mail
 * leaves after the commit: deliver the ids answered). Techs with no address are skipped.
 */
export async function enqueueClosedNotices(
  tx: Db,
  mailer: Mailer,
  inviteIds: number[],
  why: ClosedWithoutAnswer,
  byUserId: number | null,
): Promise<number[]> {
  const out: number[] = [];
  for (const f of await findInviteFacts(tx, inviteIds)) {
    if (!f.email) continue;
    out.push(
      await mailer.enqueue(tx, { ...notice(f, why), ...(byUserId ? { createdByUserId: byUserId } : {}) }),
    );
  }
  return out;
}
