import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseStoppedError } from './failures.js';
import type { Unlisten } from './listen.js';

/** A Drizzle handle: the root database or a transaction. Services take it as an argument. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** A cheap round trip, for /healthz. */
  ping(): Promise<void>;
  /** Flush to disk (PGlite) before closing; refused (DiskFullError) without room for it. */
  checkpoint(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (backups, test templates). */
  dump(): Promise<Blob | undefined>;
  /** PGlite only: write a backup of the data directory; returns its path. */
  backup(reason: string): Promise<string | undefined>;
  /** Runs fn while holding a cluster-wide lock (PostgreSQL advisory lock; PGlite has one process). */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** LISTEN for NOTIFY on `channel` (live streams); `onReconnect` runs when notifications may have been lost. */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  /**
   * PGlite only: called if the database meets an error it cannot come back from in this process
   * (a failed checkpoint); every query since fails with the reason, and the server must restart.
   */
  onStop(listener: (reason: DatabaseStoppedError) => void): void;
  close(): Promise<void>;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a query, aggregated to one JSON value inside the database and parsed once here. On
 * PGlite this is several times faster than decoding a wide result row by row; keys are the
 * query's column names. (json_agg keeps the order of a sorted subquery.)
 */
export async function selectJsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await selectRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(t), '[]')::text as rows from (${query}) t`,
  );
  return JSON.parse(row?.rows ?? '[]') as T[];
}

/**
 * `column = ${anyOf(ids)}`: the ids as one array parameter, so the statement's text is the same
 * whatever the ids (a list written into the text made one prepared statement per list, each parsed
 * and planned again, and filled pglite-prepared.ts's cap of kept statements with one-off texts).
 */
export const anyOf = (ids: readonly number[]): SQL =>
  sql`any(${`{${ids.map(Math.trunc).join(',')}}`}::int[])`;
