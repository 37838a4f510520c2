import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isInTransaction } from './db/guard.js';
import { readVersions, readVersionsAndTouched, versionOf } from './db/table-versions.js';
import type { Db } from './db/types.js';

const gzipAsync = promisify(gzip);

interface Entry<T> {
  version: string;
  value: T;
  size: number;
}

export interface VersionedCacheOptions<T> {
  /** Every table the build reads: the entry is good while none of them has moved. */
  tables: readonly string[];
  /** Bound on the sum of `sizeOf` over the entries (least recently used go first). */
  maxSize: number;
  sizeOf: (value: T) => number;
}

/**
 * Answers kept by key and the versions of the tables they were built from (an LRU per database
 * handle). The versions live in the database, so a write through any server process is seen by all.
 * Versions are read before the build, so an answer is never filed under a newer version than its
 * data. Inside a transaction nothing is kept: what it reads may never commit.
 */
export function createVersionedCache<T>({ tables, maxSize, sizeOf }: VersionedCacheOptions<T>) {
  const caches = new WeakMap<Db, { entries: Map<string, Entry<T>>; size: number }>();
  // Builds under way: ten people opening the same answer at once wait for one build, not ten.
  const building = new WeakMap<Db, Map<string, Promise<T>>>();
  const cacheOf = (db: Db) => {
    const c = caches.get(db) ?? { entries: new Map<string, Entry<T>>(), size: 0 };
    caches.set(db, c);
    return c;
  };
  return {
    async get(db: Db, key: string, build: () => Promise<T>): Promise<T> {
      if (isInTransaction()) return build();
      const version = versionOf(await readVersions(db), tables);
      const cache = cacheOf(db);
      const hit = cache.entries.get(key);
      if (hit) {
        // Most recently used last: a Map keeps insertion order, so deleting and setting makes an LRU.
        cache.entries.delete(key);
        if (hit.version === version) {
          cache.entries.set(key, hit);
          return hit.value;
        }
        cache.size -= hit.size;
      }
      const pending = building.get(db) ?? new Map<string, Promise<T>>();
      building.set(db, pending);
      const slot = `${key}@${version}`;
      const inFlight = pending.get(slot);
      if (inFlight) return inFlight;
      const made = (async () => {
        const value = await build();
        const size = sizeOf(value);
        const old = cache.entries.get(key);
        if (old) {
          cache.entries.delete(key);
          cache.size -= old.size;
        }
        if (size <= maxSize) {
          cache.entries.set(key, { version, value, size });
          cache.size += size;
        }
        for (const [k, e] of cache.entries) {
          if (cache.size <= maxSize) break;
          cache.entries.delete(k);
          cache.size -= e.size;
        }
        return value;
      })().finally(() => pending.delete(slot));
      pending.set(slot, made);
      return made;
    },
    /**
     * Carries a kept answer past one committed write whose effect on it the caller knows: when the
     * entry is at `move.from` (the versions just before the write), it becomes `change(value)` at
     * `move.to`, as a build would make it now. Any other entry is left to be built again.
     */
    patch(db: Db, key: string, move: VersionMove, change: (value: T) => T): void {
      if (isInTransaction()) return;
      const hit = cacheOf(db).entries.get(key);
      if (hit?.version !== move.from || move.from === move.to) return;
      hit.value = change(hit.value);
      hit.version = move.to;
    },
    /** As `patch`, for every kept answer at `move.from` (a write that may show in any of them). */
    patchAll(db: Db, move: VersionMove, change: (value: T) => T): void {
      if (isInTransaction() || move.from === move.to) return;
      for (const hit of cacheOf(db).entries.values()) {
        if (hit.version !== move.from) continue;
        hit.value = change(hit.value);
        hit.version = move.to;
      }
    },
  };
}

/** A write's move of a cache's table versions (`versionOf` strings), from `moveOfThisWrite`. */
export interface VersionMove {
  from: string;
  to: string;
}

/**
 * Inside a write's transaction, after its last change: the versions of `tables` now, and as they
 * will be once it commits (each table it wrote moves by one, platform/db/table-versions.ts). On
 * PGlite no other transaction runs meanwhile; on PostgreSQL a write of the same tables committing
 * meanwhile leaves the entry at a version no move starts from, so it is built again.
 */
export async function moveOfThisWrite(tx: Db, tables: readonly string[]): Promise<VersionMove> {
  const { versions, touched } = await readVersionsAndTouched(tx);
  const after = new Map(versions);
  for (const t of touched) after.set(t, (after.get(t) ?? 0) + 1);
  return { from: versionOf(versions, tables), to: versionOf(after, tables) };
}

/** An answer as JSON bytes, with its gzip made once, when a client first asks for it. */
export interface JsonAnswer {
  body: Buffer;
  gzip(): Promise<Buffer>;
}

export const jsonAnswer = (value: unknown): JsonAnswer => jsonTextAnswer(JSON.stringify(value));

/** An answer whose JSON text is already made (assembled from cached parts). */
export function jsonTextAnswer(text: string): JsonAnswer {
  const body = Buffer.from(text);
  let gzipped: Promise<Buffer> | undefined;
  return {
    body,
    // On the thread pool, not the event loop. Level 1, as nginx packs by default: on the labor
    // month (1.4 MB, packed again after every notes save) it takes 3.7 ms against level 6's
    // 9.8 ms, for 164 KB against 117 KB; the server's two cores are worth more than the 47 KB.
    gzip: () => {
      gzipped ??= gzipAsync(body, { level: 1 });
      return gzipped;
    },
  };
}

/**
 * Serialized answers: a big answer takes tens of milliseconds to assemble and to stringify, and is
 * the same for everyone until its tables move. Kept as bytes, so every response writes the same
 * buffer instead of encoding its own copy; bounded by bytes held (the gzip is about a tenth more).
 */
export function createJsonCache({ tables, maxBytes }: { tables: readonly string[]; maxBytes: number }) {
  const cache = createVersionedCache<JsonAnswer>({
    tables,
    maxSize: maxBytes,
    sizeOf: (a) => Math.ceil(a.body.length * 1.1),
  });
  return {
    get: (db: Db, key: string, build: () => Promise<unknown>) =>
      cache.get(db, key, async () => jsonAnswer(await build())),
    /** As `get`, for a build that makes the JSON text itself. */
    getText: (db: Db, key: string, build: () => Promise<string>) =>
      cache.get(db, key, async () => jsonTextAnswer(await build())),
  };
}
