import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins counted per key (`login-policy.ts`): `ip:<address>`, `account:<email>` (browsers
 * the account does not know) and `device:<nonce>` (one that signed in to it before), each in a
 * window that starts with its first failure; `pending:<key>` counts checks in flight. One row per
 * key, updated atomically, so that every server process (and every concurrent attempt) sees one
 * count. The hourly sweep drops rows whose window has passed.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
