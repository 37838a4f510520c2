import { AppError } from '../../platform/http/errors.js';
import type { Delivery, Mailer } from '../../platform/mail.js';

/** "5 minutes", "3 hours", "2 days": how long a message has waited. */
export function ageOf(createdAt: Date, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - createdAt.getTime()) / 60_000));
  const [n, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** Messages kept while mail was off go out once SMTP_URL is set, when staff say so (issue 22.6). */
export async function sendNow(mailer: Mailer, ids: number[] | 'all-unsent') {
  if (!mailer.canSend)
    throw new AppError('conflict', 'No mail server is set up (SMTP_URL): messages stay in the Outbox.');
  const done: Delivery[] = await mailer.sendNow(ids);
  if (ids !== 'all-unsent' && done.length === 0)
    throw new AppError('conflict', 'This message was already sent.');
  const failed = done.filter((d) => d.status !== 'sent');
  return { sent: done.length - failed.length, failed: failed.length, error: failed[0]?.error ?? null };
}
