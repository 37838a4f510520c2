import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/types.js';

/** Rows per INSERT: big enough to be fast, small enough to stay far below PostgreSQL's 65,535 parameters. */
export const CHUNK = 1000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Multi-row inserts, returning the new serial ids in the order of the rows. */
export async function insertReturningIds<TTable extends PgTable & { id: PgTable['_']['columns'][string] }>(
  tx: Db,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  size = CHUNK,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows, size)) {
    const returned = (await tx.insert(table).values(chunk).returning({ id: table.id })) as { id: number }[];
    if (returned.length !== chunk.length) throw new Error('insert returned fewer rows than it was given');
    // Serial ids are drawn in the order of the VALUES list, so ascending ids follow the rows.
    ids.push(...returned.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

/** Multi-row inserts when the ids are known already (events use the bid number). */
export async function insertAll<TTable extends PgTable>(
  tx: Db,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  size = CHUNK,
): Promise<void> {
  for (const chunk of chunks(rows, size)) await tx.insert(table).values(chunk);
}
