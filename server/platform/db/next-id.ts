import { sql } from 'drizzle-orm';
import { type Db, selectRows } from './types.js';

/** The next id of a table's serial column, drawn before the insert (a key made from it goes in the same row). */
export async function nextId(tx: Db, table: string): Promise<number> {
  return (await nextIds(tx, table, 1))[0]!;
}

/** The next `n` ids of a table's serial column, ascending (one statement for a batch of rows). */
export async function nextIds(tx: Db, table: string, n: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n}::int)`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
