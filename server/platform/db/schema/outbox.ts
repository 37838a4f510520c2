import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './core.js';

/**
 * stored: kept here only (no SMTP configured; staff read it in the app);
 * queued: to be sent (a crash between commit and send leaves it here, and the sweep retries);
 * sent / failed: what the SMTP server said.
 */
export const outboxStatus = pgEnum('outbox_status', ['stored', 'queued', 'sent', 'failed']);

/** Every message the app sends (invites, alerts), recorded in the same transaction as its cause. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Where the reader's Reply goes (the staff member who wrote), when not the sender. */
    replyTo: text('reply_to'),
    /** An iCalendar attachment (invite.ics): the job, so a phone can add it to its calendar. */
    icsAttachment: text('ics_attachment'),
    status: outboxStatus('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('outbox_messages_created_at_idx').on(t.createdAt),
    index('outbox_messages_status_idx').on(t.status),
  ],
);
