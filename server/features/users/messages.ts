import type { Role } from '../../../contracts/auth.js';
import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';

const ROLE_WORDS: Record<Role, string> = {
  admin: 'an administrator',
  staff: 'a staff member',
  tech: 'a technician',
};

const to = (p: { name: string; email: string }) => `"${p.name.replace(/["\\]/g, '')}" <${p.email}>`;

/** The invite: who asked, as what, and the link (masked until the mail leaves: links.ts). */
export function inviteMessage(
  person: { name: string; email: string; role: Role },
  invitedBy: { name: string; email: string } | null,
  url: string,
): Omit<MailMessage, 'createdByUserId'> {
  const who = invitedBy ? `${invitedBy.name} invited you` : 'You are invited';
  const lines = [
    `Hello ${person.name},`,
    '',
    `${who} to Loadout as ${ROLE_WORDS[person.role]}.`,
    'Choose your password here (the link works once, for 7 days):',
    url,
    '',
    `You will sign in with ${person.email}.`,
  ];
  return {
    kind: 'account-invite',
    to: to(person),
    subject: 'Your Loadout account',
    text: lines.join('\n'),
    html: `<p>Hello ${escapeHtml(person.name)},</p><p>${escapeHtml(who)} to Loadout as ${ROLE_WORDS[person.role]}.</p>
<p><a href="${escapeHtml(url)}">Choose your password</a> (the link works once, for 7 days).</p>
<p>You will sign in with ${escapeHtml(person.email)}.</p>`,
    ...(invitedBy ? { replyTo: to(invitedBy) } : {}),
  };
}

/** A forgotten password: the link, and what to do when someone else asked for it. */
export function resetMessage(person: { name: string; email: string }, url: string): MailMessage {
  const lines = [
    `Hello ${person.name},`,
    '',
    'Someone asked to choose a new password for your Loadout account.',
    'Choose it here (the link works once, for 1 hour):',
    url,
    '',
    'If it was not you, ignore this mail: your password stays as it is.',
  ];
  return {
    kind: 'password-reset',
    to: to(person),
    subject: 'Choose a new Loadout password',
    text: lines.join('\n'),
    html: `<p>Hello ${escapeHtml(person.name)},</p><p>Someone asked to choose a new password for your Loadout account.</p>
<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works once, for 1 hour).</p>
<p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}
