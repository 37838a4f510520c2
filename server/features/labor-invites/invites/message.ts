import { addDays, prettyDateRange } from '../../../platform/dates.js';
import { escapeHtml } from '../../../platform/html.js';

export interface InviteFacts {
  eventId: number;
  showName: string;
  location: string;
  contactFirstName: string;
  contactName: string;
  contactEmail: string;
  positionTitle: string;
  prettyLoadIn: string;
  prettyLoadOut: string;
  startDate: string;
  endDate: string;
  laborNotes: string;
  includesTravelDates: boolean;
  extraNotes: string;
  senderName: string;
  senderEmail: string;
  /** The inviting staff member's phone, so the tech can call with a question. */
  senderPhone: string | null;
  mapUrl: string | null;
  /** The one-tap answer page (Accept / Decline). */
  offerUrl: string;
}

const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');

/** The invite email: the same facts as HTML (preview and mail) and as plain text. */
export function buildInviteMessage(f: InviteFacts) {
  const subject = `Work offer: ${f.positionTitle}, ${f.showName} (${prettyDateRange(f.startDate, f.endDate)})`;
  const travel = f.includesTravelDates
    ? `Travel: out ${prettyDateRange(addDays(f.startDate, -1), addDays(f.startDate, -1))}, back ${prettyDateRange(addDays(f.endDate, 1), addDays(f.endDate, 1))}`
    : '';
  const rows: [string, string][] = [
    ['Show', `${f.showName} (bid ${f.eventId})`],
    ['Position', f.positionTitle],
    ['In', f.prettyLoadIn],
    ['Out', f.prettyLoadOut],
    ['Location', f.location || 'To be confirmed'],
    ...(f.mapUrl ? ([['Map', f.mapUrl]] as [string, string][]) : []),
    ...(travel ? ([['Travel', travel.replace('Travel: ', '')]] as [string, string][]) : []),
  ];
  const answer = `Accept or decline with one tap: ${f.offerUrl}`;
  const reply = `Questions? Reply to this message or call ${f.senderName}${f.senderPhone ? ` at ${f.senderPhone}` : ''}.`;
  const text = [
    `Hi ${f.contactFirstName},`,
    '',
    `We would like you on ${f.showName}:`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(f.laborNotes ? ['', `Notes: ${f.laborNotes}`] : []),
    ...(f.extraNotes ? ['', f.extraNotes] : []),
    '',
    answer,
    '',
    reply,
    '',
    `Thanks,\n${f.senderName}`,
  ].join('\n');
  // In the HTML the location is the map link (not a long raw address), and long words wrap: the
  // message stays within a 390 px phone.
  const cell = (k: string, v: string) =>
    k === 'Location' && f.mapUrl ? `<a href="${escapeHtml(f.mapUrl)}">${escapeHtml(v)}</a>` : escapeHtml(v);
  const html = `<div style="font-family: system-ui, sans-serif; font-size: 14px; color: #1d2433; max-width: 560px; overflow-wrap: anywhere; word-break: break-word">
<p>Hi ${escapeHtml(f.contactFirstName)},</p>
<p>We would like you on <strong>${escapeHtml(f.showName)}</strong>:</p>
<table style="border-collapse: collapse">${rows
    .filter(([k]) => k !== 'Map')
    .map(
      ([k, v]) =>
        `<tr><th style="text-align: left; padding: 2px 12px 2px 0; color: #5b6475; white-space: nowrap; vertical-align: top">${escapeHtml(k)}</th><td style="padding: 2px 0">${cell(k, v)}</td></tr>`,
    )
    .join('')}</table>
${f.laborNotes ? `<p><strong>Notes:</strong> ${escapeHtml(f.laborNotes)}</p>` : ''}
${f.extraNotes ? paragraphs(f.extraNotes) : ''}
<p><a href="${escapeHtml(`${f.offerUrl}?answer=accept`)}" style="display: inline-block; padding: 10px 18px; background: #1f7a4d; color: #fff; border-radius: 6px; text-decoration: none; font-weight: 600">Accept</a>
<a href="${escapeHtml(`${f.offerUrl}?answer=decline`)}" style="display: inline-block; padding: 10px 18px; border: 1px solid #8a93a3; color: #1d2433; border-radius: 6px; text-decoration: none; font-weight: 600; margin-left: 8px">Decline</a></p>
<p style="color: #5b6475">Each opens the offer's page, where one more tap confirms: <a href="${escapeHtml(f.offerUrl)}">${escapeHtml(f.offerUrl)}</a></p>
<p>${escapeHtml(reply)}</p>
<p>Thanks,<br>${escapeHtml(f.senderName)}</p>
</div>`;
  return {
    subject,
    text,
    html,
    to: `${f.contactName} <${f.contactEmail}>`,
    replyTo: `${f.senderName} <${f.senderEmail}>`,
  };
}
