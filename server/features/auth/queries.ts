import { and, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';
import { loginThrottle } from './schema.js';

/** The account that may sign in with this email: a deactivated one is no account to log in to. */
export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

/**
 * Counts one attempt on each key, atomically, and answers each key's count in its window. A key
 * whose window has passed starts again at 1. Run before the password is checked, so concurrent
 * attempts each see their own count and no more than the allowance get checked.
 */
export async function countAttempt(db: Db, keys: string[], windowMinutes: number) {
  const window = sql`now() - make_interval(mins => ${windowMinutes})`;
  return db
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < ${window} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < ${window} then now() else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ key: loginThrottle.key, failures: loginThrottle.failures });
}

/** Failures of each key in its window, and the whole minutes left of it (keys whose window has passed are left out). */
export async function standingOf(db: Db, keys: string[], windowMinutes: number) {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const rows = await db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      minutesLeft: sql<number>`greatest(1, ceil(extract(epoch from ${loginThrottle.windowStart} + ${window} - now()) / 60))::int`,
    })
    .from(loginThrottle)
    .where(and(inArray(loginThrottle.key, keys), gte(loginThrottle.windowStart, sql`now() - ${window}`)));
  return new Map(rows.map((r) => [r.key, r]));
}

/** Takes back one counted attempt of each key (it was refused unchecked, or it succeeded). */
export async function uncountAttempt(db: Db, keys: string[]): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(inArray(loginThrottle.key, keys));
}

/** The password was right: these counts start again. Other keys keep theirs. */
export async function clearKeys(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/** Windows that have passed no longer count; drop them. */
export async function pruneFailures(db: Db, olderThanMinutes: number): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.windowStart, sql`now() - make_interval(mins => ${olderThanMinutes})`));
}

export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const rows = await db.insert(users).values(user).returning({ id: users.id });
  return rows[0]!.id;
}

/** Checks counted as in flight: none are, when the process starts (one cut off by a crash is not). */
export async function clearPending(db: Db): Promise<void> {
  await db.delete(loginThrottle).where(like(loginThrottle.key, 'pending:%'));
}
