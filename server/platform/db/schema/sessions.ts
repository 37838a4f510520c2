import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './core.js';

/**
 * Sessions live in the database so that several server processes share them.
 * `id` is the SHA-256 of the cookie value: a leaked table does not leak live cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Secret the anti-forgery tokens of this session are made from. */
    csrfSecret: text('csrf_secret').notNull(),
    /**
     * When it ends unless used again (session-lifetime.ts), written with `lastUsedAt`. Neither
     * moves the table's version (migration 0028): recording use keeps the session cache.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last recorded request, at most a minute behind the real one. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
