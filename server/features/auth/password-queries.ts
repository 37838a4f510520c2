import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';

export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const rows = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  // An invited person who has not set a password yet has none to check against.
  return rows[0]?.passwordHash ?? undefined;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
