import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverKeys } from './db/schema/server-keys.js';
import type { Db } from './db/types.js';

const kept = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The key named `name`, drawn on first use and stored, so every server process gets the same one
 * (the first to store it wins; the others read it back). Read once per process and database.
 */
export function serverKey(db: Db, name: string): Promise<string> {
  const keys = kept.get(db) ?? new Map<string, Promise<string>>();
  kept.set(db, keys);
  let key = keys.get(name);
  if (!key) {
    key = storedKey(db, name);
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

async function storedKey(db: Db, name: string): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(serverKeys).values({ name, secret: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: serverKeys.secret })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row!.secret;
}
