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

async function readAll(db: Db): Promise<Versions> {
  const rows = await selectRows<{ name: string; value: string }>(
    db,
    sql`select name, value::text from change_counters`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.value)]));
}

/** One small query per request (kept in the request's scope); inside a transaction, its own view. */
export function readVersions(db: Db): Promise<Versions> {
  return isInTransaction() ? readAll(db) : scopedVersions(() => readAll(db));
}

/** The versions of `tables` as one comparable string. */
export const versionOf = (versions: Versions, tables: readonly string[]) =>
  tables.map((t) => versions.get(t) ?? 0).join('.');
