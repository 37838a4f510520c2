import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invites } from '../../domains/staffing/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';

/**
 * The one-tap answer link of an invite. The link holds a random token; only its SHA-256 hash is
 * kept, so a copy of the database answers no offer. The token is drawn as the invite mail leaves
 * (tokens.ts). It is good for its invite only, while that invite waits for an answer, its show is
 * live, its position not stashed and not started.
 */
export const offerTokens = pgTable(
  'offer_tokens',
  {
    id: serial('id').primaryKey(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => invites.id),
    tokenHash: text('token_hash').notNull(),
    /** When the link answered its invite (a decline then offers the days-unavailable step once). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** When the declined dates were added to the tech's days unavailable through the link. */
    daysAddedAt: timestamp('days_added_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('offer_tokens_hash_uq').on(t.tokenHash),
    index('offer_tokens_invite_idx').on(t.inviteId),
  ],
);
