import { sql } from 'drizzle-orm';
import { type Db, selectRows } from './types.js';

/** The next id of a table's serial column, drawn before the insert (a key made from it goes in the same row). */
export async function nextId(tx: Db, table: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`,
  );
  return row!.id;
}
