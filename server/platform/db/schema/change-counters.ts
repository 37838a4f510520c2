import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per kind of data a cached answer is built from (`staffing`: positions and invites).
 * A write bumps it in its own transaction, so a reader never sees the new count before the data.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
