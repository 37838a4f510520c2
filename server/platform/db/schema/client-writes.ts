import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core.js';

/**
 * A write a device made once and may send again (its offline queue sent after a lost answer, a
 * reload): the key is the device's id for the write (`Idempotency-Key`), and a resend gets the
 * first answer back instead of being applied twice (`write-once.ts`).
 */
export const clientWrites = pgTable(
  'client_writes',
  {
    key: text('key').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('client_writes_created_idx').on(t.createdAt)],
);
