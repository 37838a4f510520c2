import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/**
 * Keys the server signs with, one per use (`login-device`, ...), drawn once on first use and kept
 * here, so that every server process signs and checks with the same key.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  ...timestamps,
});
