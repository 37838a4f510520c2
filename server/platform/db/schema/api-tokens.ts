import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { userRole, users } from './core.js';

/**
 * API tokens for integrations (issue 32.6): a request with `Authorization: Bearer <token>` acts
 * with the token's role. Only the SHA-256 of the token is kept. A revoked token keeps its row
 * (revoked_at), so the audit entries it wrote still name it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: userRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The admin who made it; the token's writes carry this user id where a record needs a user. */
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    /** Written at most once a minute (platform/auth/api-tokens.ts), so reads stay reads. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_uq').on(t.tokenHash),
    // Two live tokens of one name could not be told apart in the list or the History.
    uniqueIndex('api_tokens_live_name_uq').on(sql`lower(${t.name})`).where(sql`${t.revokedAt} is null`),
    index('api_tokens_created_by_idx').on(t.createdByUserId),
  ],
);
