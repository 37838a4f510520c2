import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { showPulls } from '../schema.js';
import { getShowPullView } from './view.js';

/**
 * The read call's answer, serialized, kept per pull and version. A big pull takes tens of
 * milliseconds to assemble; staff reopening it, or several people on one show, get the copy while
 * nothing has changed. The version lives in the database, so every server process sees a write
 * made through another; the time limit bounds what changes outside the pull's own calls (an
 * imported bid) can leave stale.
 */
const MAX_ENTRIES = 24;
const MAX_AGE_MS = 60_000;
const caches = new WeakMap<Db, Map<string, { json: string; at: number }>>();

export async function showPullViewJson(db: Db, pullId: number): Promise<string> {
  const [row] = await db
    .select({ version: showPulls.version })
    .from(showPulls)
    .where(eq(showPulls.id, pullId));
  if (!row) throw notFound(`Show pull ${pullId}`);
  const cache = caches.get(db) ?? new Map<string, { json: string; at: number }>();
  caches.set(db, cache);
  const key = `${pullId}:${row.version}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < MAX_AGE_MS) {
    // Most recently used last: a Map keeps insertion order, so this is an LRU.
    cache.delete(key);
    cache.set(key, hit);
    return hit.json;
  }
  const json = JSON.stringify(await getShowPullView(db, pullId));
  for (const k of cache.keys()) if (k.startsWith(`${pullId}:`)) cache.delete(k);
  cache.set(key, { json, at: Date.now() });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return json;
}
