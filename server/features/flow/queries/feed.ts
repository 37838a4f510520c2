import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types.js';
import { calendarFeedKey, calendarFeeds } from '../schema.js';

export async function findFeed(db: Db, contactId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.contactId, contactId));
  return row;
}

export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ contactId: calendarFeeds.contactId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Creates the contact's feed, or (replace) gives it a new nonce; returns the row now stored. */
export async function saveFeed(
  db: Db,
  row: { contactId: number; nonce: string; tokenHash: string },
  replace: boolean,
) {
  const insert = db.insert(calendarFeeds).values(row);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.contactId,
        set: { nonce: row.nonce, tokenHash: row.tokenHash, updatedAt: new Date() },
      })
    : insert.onConflictDoNothing());
  return (await findFeed(db, row.contactId))!;
}

/** The stored feed key (when FEED_SECRET is not set), drawn on first use. */
export async function storedFeedKey(db: Db, fresh: string): Promise<string> {
  await db.insert(calendarFeedKey).values({ id: 1, secret: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeedKey).where(eq(calendarFeedKey.id, 1));
  return row!.secret;
}
