import type { Db } from './db/types.js';

interface Entry {
  version: number;
  json: string;
  at: number;
}

/**
 * Serialized answers kept by key and the version of the data they were built from (an LRU per
 * database handle). A big answer takes tens of milliseconds to assemble; people reopening it get
 * the copy while its version has not moved. Versions live in the database, so every server process
 * sees a write made through another; the age limit bounds what changes outside the counted writes
 * (an imported bid, a renamed contact) can leave stale.
 */
export function createJsonCache({ maxEntries, maxAgeMs }: { maxEntries: number; maxAgeMs: number }) {
  const caches = new WeakMap<Db, Map<string, Entry>>();
  // Builds under way: ten people opening the same answer at once wait for one build, not ten.
  const building = new WeakMap<Db, Map<string, Promise<string>>>();
  return {
    async get(db: Db, key: string, version: number, build: () => Promise<unknown>): Promise<string> {
      const cache = caches.get(db) ?? new Map<string, Entry>();
      caches.set(db, cache);
      const hit = cache.get(key);
      // Most recently used last: a Map keeps insertion order, so deleting and setting makes an LRU.
      cache.delete(key);
      if (hit && hit.version === version && Date.now() - hit.at < maxAgeMs) {
        cache.set(key, hit);
        return hit.json;
      }
      const pending = building.get(db) ?? new Map<string, Promise<string>>();
      building.set(db, pending);
      const slot = `${key}@${version}`;
      const inFlight = pending.get(slot);
      if (inFlight) return inFlight;
      const made = (async () => {
        const json = JSON.stringify(await build());
        cache.set(key, { version, json, at: Date.now() });
        while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
        return json;
      })().finally(() => pending.delete(slot));
      pending.set(slot, made);
      return made;
    },
  };
}
