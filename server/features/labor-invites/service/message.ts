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
    ...(travel ? ([['Travel', travel.replace('Travel: ', '')]] as [string, string][]) : []),
  ];
  const reply = `Please reply to ${f.senderName} (${f.senderEmail}) to accept or decline.`;
  const text = [
    `Hi ${f.contactFirstName},`,
    '',
    `We would like you on ${f.showName}:`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(f.laborNotes ? ['', `Notes: ${f.laborNotes}`] : []),
    ...(f.extraNotes ? ['', f.extraNotes] : []),
    '',
    reply,
    '',
    `Thanks,\n${f.senderName}`,
  ].join('\n');
  const html = `<div style="font-family: system-ui, sans-serif; font-size: 14px; color: #1d2433; max-width: 560px">
<p>Hi ${escapeHtml(f.contactFirstName)},</p>
<p>We would like you on <strong>${escapeHtml(f.showName)}</strong>:</p>
<table style="border-collapse: collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><th style="text-align: left; padding: 2px 12px 2px 0; color: #5b6475">${escapeHtml(k)}</th><td style="padding: 2px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
${f.laborNotes ? `<p><strong>Notes:</strong> ${escapeHtml(f.laborNotes)}</p>` : ''}
${f.extraNotes ? paragraphs(f.extraNotes) : ''}
<p>${escapeHtml(reply)}</p>
<p>Thanks,<br>${escapeHtml(f.senderName)}</p>
</div>`;
  return { subject, text, html, to: `${f.contactName} <${f.contactEmail}>` };
}
