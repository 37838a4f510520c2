import { jobIcs } from '../../domains/staffing/job-ics.js';
import { mailHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';
import type { OfferRow } from './queries.js';
import { offerView, techName, zoneOf } from './view.js';

const senderAddress = (r: OfferRow) =>
  r.senderEmail ? `${r.senderName ?? r.senderEmail} <${r.senderEmail}>` : undefined;

/** After a tech answers: a confirmation to them, and a note to the staff member who invited. */
export function answerMessages(r: OfferRow, answer: 'accept' | 'decline'): MailMessage[] {
  const v = offerView(r);
  const what = `${v.position}, ${v.showName} (${v.prettyDateRange})`;
  const ask = r.senderName
    ? `Questions: reply to this message or call ${r.senderName}${r.senderPhone ? ` at ${r.senderPhone}` : ''}.`
    : '';
  const details = [
    `In: ${v.prettyIn}`,
    `Out: ${v.prettyOut}`,
    `Location: ${v.location || 'To be confirmed'}`,
  ];
  if (v.mapUrl) details.push(`Map: ${v.mapUrl}`);
  const messages: MailMessage[] = [];
  if (r.email) {
    const lines =
      answer === 'accept'
        ? [`Hi ${r.nickname || r.firstName},`, `You are confirmed on ${what}.`, details.join('\n'), ask]
        : [`Hi ${r.nickname || r.firstName},`, `You declined ${what}. Thanks for letting us know.`, ask];
    messages.push({
      kind: answer === 'accept' ? 'offer-accepted' : 'offer-declined',
      to: `${techName(r)} <${r.email}>`,
      subject: `${answer === 'accept' ? 'Confirmed' : 'Declined'}: ${what}`,
      text: lines.filter(Boolean).join('\n\n'),
      html: mailHtml(lines.filter(Boolean)),
      replyTo: senderAddress(r),
      ...(answer === 'accept' ? { ics: jobIcs({ ...r, zone: zoneOf(r) }, 'confirmed') } : {}),
    });
  }
  if (r.senderEmail) {
    const lines = [
      `${techName(r)} ${answer === 'accept' ? 'accepted' : 'declined'} ${what}.`,
      answer === 'accept'
        ? 'The position is confirmed.'
        : 'The position is uncrewed again: invite someone else from the labor screen.',
    ];
    messages.push({
      kind: 'offer-answered',
      to: senderAddress(r)!,
      subject: `${techName(r)} ${answer === 'accept' ? 'accepted' : 'declined'}: ${v.position}, ${v.showName}`,
      text: lines.join('\n\n'),
      html: mailHtml(lines),
    });
  }
  return messages;
}

/** A tech tried to answer while the bid was locked: whoever invited hears it, to get in touch. */
export function onHoldMessage(r: OfferRow, answer: 'accept' | 'decline'): MailMessage | null {
  if (!r.senderEmail) return null;
  const v = offerView(r);
  const lines = [
    `${techName(r)} tried to ${answer} ${v.position}, ${v.showName} (bid ${v.eventId}), but the bid is locked.`,
    'Nothing was answered; they were told the offer is on hold and that staff will be in touch.',
  ];
  return {
    kind: 'offer-on-hold',
    to: senderAddress(r)!,
    subject: `On hold: ${techName(r)} tried to ${answer} ${v.position}, ${v.showName}`,
    text: lines.join('\n\n'),
    html: mailHtml(lines),
  };
}
