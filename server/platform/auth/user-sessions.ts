import { createHash } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { sessions } from '../db/schema/sessions.js';
import type { Db } from '../db/types.js';

/**
 * How a session is named to its owner (the Account page, DELETE /account/sessions/{handle}): a
 * hash of its id, which is itself the hash of the cookie. Neither the cookie nor the stored id can
 * be had from it, and a handle seen over someone's shoulder ends nothing: ending takes the
 * owner's own session too.
 */
export const sessionHandle = (id: string) =>
  createHash('sha256').update(`session-handle:${id}`).digest('base64url').slice(0, 22);

/** A user's sessions not yet past their recorded end, the most recently used first. */
export async function sessionsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt));
}

/**
 * Ends a user's sessions: all of them, all but `except` (the one asking), or `only` one. Answers
 * how many ended. A deleted row moves the sessions version, so every process refuses them at once.
 */
export async function endSessionsOfUser(
  db: Db,
  userId: number,
  { except, only }: { except?: string; only?: string } = {},
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        except ? ne(sessions.id, except) : undefined,
        only ? eq(sessions.id, only) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
