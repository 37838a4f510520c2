import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '../../../contracts/auth.js';
import { apiTokens } from '../db/schema/api-tokens.js';
import type { Db } from '../db/types.js';
import { createVersionedCache } from '../versioned-cache.js';
import { hashToken, type SessionUser } from './session-store.js';

/** What a bearer request knows of its token. */
export interface LoadedApiToken {
  id: number;
  name: string;
  role: Role;
  createdByUserId: number;
  lastUsedAt: Date | null;
}

/** `lo_` marks a Loadout token (a secret scanner can tell it); 32 random bytes follow. */
export const newApiTokenSecret = () => `lo_${randomBytes(32).toString('base64url')}`;
export const hashApiToken = hashToken;

/** The live (not revoked) token of this secret, if any: one indexed query. */
export async function loadApiToken(db: Db, secret: string): Promise<LoadedApiToken | null> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      role: apiTokens.role,
      createdByUserId: apiTokens.createdByUserId,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashApiToken(secret)), isNull(apiTokens.revokedAt)))
    .limit(1);
  return row ?? null;
}

// Tokens as loaded while api_tokens has not moved, in any server process: a revoke moves it, so
// the next request through any process reads the table again and is refused.
export const API_TOKEN_TABLES = ['api_tokens'] as const;
const tokenCache = createVersionedCache<LoadedApiToken | null>({
  tables: API_TOKEN_TABLES,
  maxSize: 10_000,
  sizeOf: () => 1,
});

export async function loadApiTokenCached(db: Db, secret: string): Promise<LoadedApiToken | null> {
  return tokenCache.get(db, hashApiToken(secret), () => loadApiToken(db, secret));
}

const LAST_USED_EVERY_MS = 60_000;

/**
 * Notes the token's use at most once a minute: a write moves api_tokens' version and so every
 * cached token, so the requests between stay reads. Two processes racing write once (the WHERE).
 */
export async function noteApiTokenUse(db: Db, token: LoadedApiToken): Promise<void> {
  if (token.lastUsedAt && Date.now() - token.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, token.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/**
 * Who a token's request acts as: the token's name and role. Records that need a user (who sent an
 * invite, who wrote a comment) get the admin who made the token; the audit trail names the token.
 * No contact: a tech-role token owns no one's days or jobs.
 */
export const apiTokenUser = (token: LoadedApiToken): SessionUser => ({
  id: token.createdByUserId,
  email: '',
  name: token.name,
  initials: '',
  role: token.role,
  contact: null,
});
