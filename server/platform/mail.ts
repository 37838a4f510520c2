import { and, eq, gt, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outboxMessages } from './db/schema/outbox.js';
import type { Db } from './db/types.js';
import { escapeHtml } from './html.js';

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

/**
 * A part of a message the outbox must not keep (an offer's answer link: staff read the outbox, and
 * backups copy it). The message is stored with `mask` in its place; just before the mail leaves,
 * `make` draws the real value, which goes into the mail sent and nowhere else. A retry draws a new
 * one. `make` answers null when the message has no such part (the mask then stays).
 */
export interface SendTimePart {
  /** Text that reads the same escaped as HTML, so one mask stands in the text and the HTML. */
  mask: string;
  make(db: Db, messageId: number): Promise<string | null>;
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
  /**
   * Sends the messages kept while mail was off (SMTP_URL unset), oldest first, once it is set: at
   * start and with each retry round. Of processes draining at once, one sends; the others stop.
   */
  drainKept(): Promise<Delivery[]>;
}

const MAX_ATTEMPTS = 5;
/**
 * A claimed message belongs to the process sending it for this long; after it, the message is
 * anybody's again (its sender crashed). SMTP_TIMEOUTS keep every send well inside it, so two
 * processes never send one message (with an offer, the second mail's link would void the first's).
 */
const CLAIM_LEASE_MS = 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Claimed and being sent now: queued, tried, no error written since, and claimed within the lease. */
const inFlight = () =>
  and(
    eq(outboxMessages.status, 'queued'),
    gt(outboxMessages.attempts, 0),
    isNull(outboxMessages.error),
    gt(outboxMessages.updatedAt, new Date(Date.now() - CLAIM_LEASE_MS)),
  ) ?? sql`false`;

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; publicUrl?: string; sendTimeParts?: SendTimePart[] },
): Mailer {
  const { smtpUrl } = options;
  const parts = options.sendTimeParts ?? [];
  for (const part of parts)
    if (escapeHtml(part.mask) !== part.mask) throw new Error(`Mask ${part.mask} changes when escaped.`);
  // Loaded at the first message sent: nodemailer is about 15 MB of a process that may never mail.
  let made: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? {
        sendMail: async (message: Parameters<Transporter['sendMail']>[0]) => {
          made ??= import('nodemailer').then((m) =>
            m.default.createTransport(smtpUrl, { from: options.from, ...SMTP_TIMEOUTS }),
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

  /** The bodies as sent: each masked part drawn now (a failure to draw fails the attempt). */
  async function withParts(m: { id: number; textBody: string; htmlBody: string | null }) {
    let text = m.textBody;
    let html = m.htmlBody ?? undefined;
    for (const { mask, make } of parts) {
      if (!text.includes(mask) && !html?.includes(mask)) continue;
      const value = await make(db, m.id);
      if (value === null) continue;
      text = text.replaceAll(mask, () => value);
      html = html?.replaceAll(mask, () => escapeHtml(value));
    }
    return { text, html };
  }

  async function deliver(id: number): Promise<Delivery> {
    if (!transport) return { id, status: 'stored' };
    // Claim the message: of two processes sending or retrying it at once, only one sends it. The
    // row lock orders the two claims; the second sees the first's and finds it in flight.
    const [m] = await db
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, error: null, updatedAt: new Date() })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued'), not(inFlight())))
      .returning();
    if (!m) {
      const [now] = await db
        .select({ status: outboxMessages.status, error: outboxMessages.error })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id));
      if (now?.status === 'sent') return { id, status: 'sent' };
      return { id, status: 'failed', error: now?.error ?? 'Another server process is sending it now.' };
    }
    return send(transport, m);
  }

  /** Sends a message this process has claimed, and records how it went. */
  async function send(
    via: NonNullable<typeof transport>,
    m: typeof outboxMessages.$inferSelect,
  ): Promise<Delivery> {
    const { id } = m;
    try {
      const { text, html } = await withParts(m);
      await via.sendMail({
        to: m.toAddress,
        subject: m.subject,
        text,
        html,
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

  /**
   * Claims the oldest kept message, in the lease deliver's claim uses, unless an older one is being
   * sent now: the kept ones then belong to that sender (another process draining), and this one
   * stops, so they leave one at a time, in order. Two claims at once: the row lock orders them and
   * the second finds the message in flight.
   */
  async function claimNextKept() {
    const [m] = await db
      .update(outboxMessages)
      .set({ status: 'queued', attempts: 1, error: null, updatedAt: new Date() })
      .where(
        and(
          eq(outboxMessages.status, 'stored'),
          eq(
            outboxMessages.id,
            sql`(select id from ${outboxMessages} where ${or(eq(outboxMessages.status, 'stored'), inFlight())}
                 order by id limit 1 for update)`,
          ),
        ),
      )
      .returning();
    return m;
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
        .where(and(picked, inArray(outboxMessages.status, ['stored', 'queued', 'failed']), not(inFlight())))
        .returning({ id: outboxMessages.id });
      const out: Delivery[] = [];
      for (const { id } of rows.sort((a, b) => a.id - b.id)) out.push(await deliver(id));
      return out;
    },
    async drainKept() {
      if (!transport) return [];
      const out: Delivery[] = [];
      for (;;) {
        const m = await claimNextKept();
        if (!m) return out;
        out.push(await send(transport, m));
      }
    },
    async retryQueued() {
      if (!transport) return 0;
      const stale = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'queued'),
            lt(outboxMessages.updatedAt, new Date(Date.now() - CLAIM_LEASE_MS)),
          ),
        )
        .limit(100);
      for (const { id } of stale) await deliver(id); // one at a time: an SMTP server throttles bursts
      return stale.length;
    },
  };
}
