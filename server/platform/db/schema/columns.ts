import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at on every table; updated_at is set by the queries that write a row. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`)
    .$onUpdate(() => new Date()),
};
