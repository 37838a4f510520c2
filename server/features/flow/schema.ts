import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contacts } from '../../domains/people/schema.js';
import { events } from '../../domains/shows/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';

/**
 * The secret of each technician's calendar feed. The feed's token is an HMAC of the contact and
 * this row's nonce under the server's feed key (FEED_SECRET), so the link can be shown again
 * without being stored; only the token's SHA-256 hash is kept, to find the row from the URL.
 * A reset draws a new nonce: the old link stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    contactId: integer('contact_id')
      .primaryKey()
      .references(() => contacts.id),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);

/** The feed key when FEED_SECRET is not set: drawn once, kept here (one row). */
export const calendarFeedKey = pgTable(
  'calendar_feed_key',
  {
    id: integer('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    ...timestamps,
  },
  (t) => [check('calendar_feed_key_one_row_ck', sql`${t.id} = 1`)],
);
