import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../contracts/auth.js';
import { apiTokens } from '../../platform/db/schema/api-tokens.js';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';

/** The live tokens, newest first, with who made each. */
export function liveTokens(db: Db) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      role: apiTokens.role,
      createdAt: apiTokens.createdAt,
      createdBy: users.name,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdByUserId))
    .where(isNull(apiTokens.revokedAt))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Inserts the token unless a live one has its name (the unique index decides, race-free). */
export async function insertToken(
  db: Db,
  input: { name: string; role: Role; tokenHash: string; createdByUserId: number },
): Promise<number | undefined> {
  const [row] = await db
    .insert(apiTokens)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: apiTokens.id });
  return row?.id;
}

/** Marks a live token revoked; false when there is none of that id. */
export async function revokeToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
