import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';
import { loginFailures } from './schema.js';

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function recentFailures(db: Db, ip: string, windowMinutes: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function recordFailure(db: Db, ip: string, email: string): Promise<void> {
  await db.insert(loginFailures).values({ ip, email: email.slice(0, 320) });
}

/** Failures older than the throttling window no longer count; drop them. */
export async function pruneFailures(db: Db, olderThanMinutes: number): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`));
}

export async function clearFailures(db: Db, ip: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.ip, ip));
}

export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const rows = await db.insert(users).values(user).returning({ id: users.id });
  return rows[0]!.id;
}
