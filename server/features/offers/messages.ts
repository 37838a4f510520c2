import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';
import { jobIcs } from './ics.js';
import type { OfferRow } from './queries.js';
import { offerView, techName, zoneOf } from './view.js';

/** Plain lines as a small HTML message (each line a paragraph; links stay plain text). */
export const htmlOf = (lines: string[]) =>
  `<div style="font-family: system-ui, sans-serif; font-size: 14px; color: #1d2433; max-width: 560px">${lines
    .map((l) => `<p>${escapeHtml(l).replaceAll('\n', '<br>')}</p>`)
    .join('')}</div>`;

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
      html: htmlOf(lines.filter(Boolean)),
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
      html: htmlOf(lines),
    });
  }
  return messages;
}
