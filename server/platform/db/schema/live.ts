import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Live streams (platform/live): each channel's last sequence number, taken in the writing
 * transaction (under the write's own lock), so numbers follow commit order in every process.
 */
export const liveSequences = pgTable('live_sequences', {
  channel: text('channel').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/** An event too large for a NOTIFY (8 KB): the notification names this row, listeners read it. */
export const livePayloads = pgTable(
  'live_payloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [index('live_payloads_created_idx').on(t.createdAt)],
);
