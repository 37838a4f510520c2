import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/schema/columns.js';

/** One row per failed login, so that throttling works across server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [index('login_failures_ip_created_idx').on(t.ip, t.createdAt)],
);
