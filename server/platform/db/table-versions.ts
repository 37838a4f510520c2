import { sql } from 'drizzle-orm';
import { isInTransaction } from './guard.js';
import { scopedVersions } from './request-scope.js';
import { type Db, selectRows } from './types.js';

/**
 * Every table's version: a counter the database moves once per transaction that wrote to the table
 * (the `touch` trigger of migration 0010). A cached answer remembers the versions of the tables it
 * was built from and is good while they have not moved, in this server process or any other.
 */
export type Versions = ReadonlyMap<string, number>;

/** The channel migration 0029's trigger notifies when a version moved (PostgreSQL). */
export const VERSIONS_CHANNEL = 'loadout_versions';

async function readAll(db: Db): Promise<Versions> {
  const rows = await selectRows<{ name: string; value: string }>(
    db,
    sql`select name, value::text from change_counters`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.value)]));
}

/**
 * When the versions read last still hold, a cached read asks the database nothing, so it does not
 * wait behind the writes queued there. `writes` counts what may have moved them: on PGlite (only
 * this process writes) the turns that may have written (pglite-client.ts); on PostgreSQL this
 * process's own writes and every notification that a version moved, from any process
 * (migration 0029, open.ts). It answers undefined while it cannot know (PostgreSQL's LISTEN
 * connection is down): then every read asks.
 */
const writeCounters = new WeakMap<Db, () => number | undefined>();
const lastRead = new WeakMap<Db, { writes: number; versions: Promise<Versions> }>();

export function trackWrites(db: Db, writes: () => number | undefined): void {
  writeCounters.set(db, writes);
}

function readShared(db: Db): Promise<Versions> {
  const writes = writeCounters.get(db)?.();
  if (writes === undefined) return readAll(db);
  const last = lastRead.get(db);
  if (last?.writes === writes) return last.versions;
  // Filed under the count before the read: a write landing meanwhile makes the next caller read again.
  const versions = readAll(db);
  lastRead.set(db, { writes, versions });
  versions.catch(() => {
    if (lastRead.get(db)?.versions === versions) lastRead.delete(db);
  });
  return versions;
}

/** One small query per request at most (kept in the request's scope), none while nothing moved; inside a transaction, its own view. */
export function readVersions(db: Db): Promise<Versions> {
  return isInTransaction() ? readAll(db) : scopedVersions(() => readShared(db));
}

/**
 * In a transaction: the versions as committed before it (its own writes are counted when it
 * ends), and the tables it has written so far (the touch triggers note them in `loadout.touched`).
 */
export async function readVersionsAndTouched(tx: Db): Promise<{ versions: Versions; touched: string[] }> {
  const [row] = await selectRows<{ touched: string | null; versions: string | null }>(
    tx,
    sql`select current_setting('loadout.touched', true) as touched,
               (select json_object_agg(name, value) from change_counters)::text as versions`,
  );
  const versions = new Map(Object.entries(JSON.parse(row?.versions ?? '{}') as Record<string, number>));
  return { versions, touched: (row?.touched ?? '').split(',').filter(Boolean) };
}

/** The versions of `tables` as one comparable string. */
export const versionOf = (versions: Versions, tables: readonly string[]) =>
  tables.map((t) => versions.get(t) ?? 0).join('.');
