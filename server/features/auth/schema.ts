import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins counted per key: `ip:<address>` and `account:<email>`, each in a window that
 * starts with its first failure. One row per key, updated atomically, so that every server
 * process (and every concurrent attempt) sees one count.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
