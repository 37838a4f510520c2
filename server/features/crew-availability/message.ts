import { escapeHtml, mailHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';

export interface AskFacts {
  firstName: string;
  name: string;
  email: string;
  prettyDateRange: string;
  note: string;
  /** "Acme Winter Gala (bid 24100)", when the request is about a show. */
  show: string | null;
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  /** The ask's page (Yes / No / Maybe); each button's link opens it with that answer chosen. */
  askUrl: string;
}

const BUTTON =
  'display: inline-block; padding: 10px 18px; border: 1px solid #8a93a3; color: #1d2433; border-radius: 6px; text-decoration: none; font-weight: 600; margin: 0 8px 8px 0';

/** The question mailed to one technician: plain text, and HTML with one button per answer. */
export function askMessage(f: AskFacts): Omit<MailMessage, 'kind'> {
  const question = `Are you free ${f.prettyDateRange}?`;
  const intro = [
    `Hi ${f.firstName},`,
    `${question}${f.show ? ` It is for ${f.show}.` : ''}`,
    ...(f.note ? [f.note] : []),
    'This is not an offer yet: nothing is booked until we send you one.',
  ];
  const reply = `Questions? Reply to this message or call ${f.senderName}${f.senderPhone ? ` at ${f.senderPhone}` : ''}.`;
  const text = [
    ...intro,
    `Answer Yes, No or Maybe with one tap: ${f.askUrl}`,
    reply,
    `Thanks,\n${f.senderName}`,
  ].join('\n\n');
  const buttons = (['yes', 'no', 'maybe'] as const)
    .map(
      (a) =>
        `<a href="${escapeHtml(`${f.askUrl}?answer=${a}`)}" style="${BUTTON}">${a[0]!.toUpperCase()}${a.slice(1)}</a>`,
    )
    .join('');
  const html = `${mailHtml(intro)}<div style="font-family: system-ui, sans-serif; font-size: 14px">${buttons}</div>${mailHtml(
    [
      `Each opens the request's page, where one more tap confirms: ${f.askUrl}`,
      reply,
      `Thanks,\n${f.senderName}`,
    ],
  )}`;
  return {
    to: `${f.name} <${f.email}>`,
    subject: `${question}${f.show ? ` (${f.show})` : ''}`,
    text,
    html,
    replyTo: `${f.senderName} <${f.senderEmail}>`,
  };
}
