import { describe, expect, it } from 'vitest';
import type { Db } from './db/types.js';
import { createJsonCache } from './json-cache.js';

const db = {} as Db;

describe('json cache', () => {
  it('builds once for simultaneous readers, again when the version moves', async () => {
    const cache = createJsonCache({ maxEntries: 4, maxAgeMs: 60_000 });
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: builds };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get(db, 'month', 1, build)));
    expect(new Set(answers)).toEqual(new Set(['{"n":1}']));
    expect(builds).toBe(1);
    expect(await cache.get(db, 'month', 1, build)).toBe('{"n":1}');
    expect(await cache.get(db, 'month', 2, build)).toBe('{"n":2}');
    expect(builds).toBe(2);
  });

  it('lets a failed build fail its readers and be tried again', async () => {
    const cache = createJsonCache({ maxEntries: 4, maxAgeMs: 60_000 });
    await expect(cache.get(db, 'k', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'k', 1, async () => 'ok')).toBe('"ok"');
  });
});
