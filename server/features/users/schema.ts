import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema/core.js';

/**
 * One-time links to choose a password: an invite (`invite`, 7 days) or a forgotten password
 * (`reset`, 1 hour). Only the token's SHA-256 is kept; the token itself is drawn when the mail
 * leaves (`links.ts`), so it is in the mail sent and in no table, backup or screen. A link is used
 * once (`used_at`); a newer link of the same purpose voids the older ones.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The outbox message that carries the link: its token is drawn when that mail is sent. */
    messageId: integer('message_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('account_links_user_id_idx').on(t.userId),
    index('account_links_message_id_idx').on(t.messageId),
  ],
);
