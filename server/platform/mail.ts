import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outboxMessages } from './db/schema/outbox.js';
import type { Db } from './db/types.js';

export interface MailMessage {
  /** What the message is for ('invite', 'comment-resolved'), for the outbox list. */
  kind: string;
  /** "Name <address>" or an address. */
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** "Name <address>" of the staff member a Reply should reach. */
  replyTo?: string;
  /** iCalendar text, attached as invite.ics. */
  ics?: string;
  createdByUserId?: number;
}

export interface Delivery {
  id: number;
  status: 'stored' | 'sent' | 'failed';
  error?: string;
}

/**
 * Outgoing mail. A message is first recorded in the outbox (inside the caller's transaction, so it
 * exists exactly when its cause does), then delivered after the commit: through SMTP when SMTP_URL
 * is set, otherwise it stays in the outbox for staff to read in the app. There is no way to write
 * a message outside its cause's transaction: `enqueue` takes that transaction.
 */
export interface Mailer {
  enqueue(tx: Db, message: MailMessage): Promise<number>;
  /** Never throws: an SMTP failure is recorded on the message and answered as `failed`. */
  deliver(id: number): Promise<Delivery>;
  /** Where links in messages point (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
  /** Whether SMTP_URL is set: messages can leave the outbox. */
  canSend: boolean;
  /**
   * Sends these messages now (or every one not sent yet): those kept while mail was off, waiting,
   * or failed. One at a time, as the sweep does; answers how each went.
   */
  sendNow(ids: number[] | 'all-unsent'): Promise<Delivery[]>;
  /** Sends messages left queued by a crash or an SMTP outage; returns how many were tried. */
  retryQueued(): Promise<number>;
}

const MAX_ATTEMPTS = 5;

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; publicUrl?: string },
): Mailer {
  const { smtpUrl } = options;
  // Loaded at the first message sent: nodemailer is about 15 MB of a process that may never mail.
  let made: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? {
        sendMail: async (message: Parameters<Transporter['sendMail']>[0]) => {
          made ??= import('nodemailer').then((m) =>
            m.default.createTransport(smtpUrl, { from: options.from }),
          );
          return (await made).sendMail(message);
        },
      }
    : undefined;

  async function enqueue(tx: Db, m: MailMessage): Promise<number> {
    const [row] = await tx
      .insert(outboxMessages)
      .values({
        kind: m.kind,
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html ?? null,
        replyTo: m.replyTo ?? null,
        icsAttachment: m.ics ?? null,
        status: transport ? 'queued' : 'stored',
        createdByUserId: m.createdByUserId ?? null,
      })
      .returning({ id: outboxMessages.id });
    return row!.id;
  }

  async function deliver(id: number): Promise<Delivery> {
    if (!transport) return { id, status: 'stored' };
    // Claim the message: of two processes retrying at once, only one sends it.
    const [m] = await db
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
      .returning();
    if (!m) {
      const [now] = await db
        .select({ status: outboxMessages.status, error: outboxMessages.error })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id));
      return { id, status: now?.status === 'sent' ? 'sent' : 'failed', error: now?.error ?? undefined };
    }
    try {
      await transport.sendMail({
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody ?? undefined,
        replyTo: m.replyTo ?? undefined,
        attachments: m.icsAttachment
          ? [
              {
                filename: 'invite.ics',
                content: m.icsAttachment,
                contentType: 'text/calendar; charset=utf-8',
              },
            ]
          : undefined,
      });
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), error: null, updatedAt: new Date() })
        .where(eq(outboxMessages.id, id));
      return { id, status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // Queued again until the attempts run out: an SMTP outage heals by itself.
      const status = m.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
      await db
        .update(outboxMessages)
        .set({ status, error, updatedAt: new Date() })
        .where(eq(outboxMessages.id, id));
      return { id, status: 'failed', error };
    }
  }

  return {
    publicUrl: (options.publicUrl ?? 'http://localhost').replace(/\/$/, ''),
    enqueue,
    deliver,
    canSend: Boolean(transport),
    async sendNow(ids) {
      if (!transport) return [];
      const picked =
        ids === 'all-unsent' ? sql`true` : ids.length ? inArray(outboxMessages.id, ids) : sql`false`;
      // Back to queued with fresh attempts: a message failed five times gets five more.
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'queued', attempts: 0, updatedAt: new Date() })
        .where(and(picked, inArray(outboxMessages.status, ['stored', 'queued', 'failed'])))
        .returning({ id: outboxMessages.id });
      const out: Delivery[] = [];
      for (const { id } of rows.sort((a, b) => a.id - b.id)) out.push(await deliver(id));
      return out;
    },
    async retryQueued() {
      if (!transport) return 0;
      const stale = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'queued'),
            lt(outboxMessages.updatedAt, new Date(Date.now() - 60_000)),
          ),
        )
        .limit(100);
      for (const { id } of stale) await deliver(id); // one at a time: an SMTP server throttles bursts
      return stale.length;
    },
  };
}
