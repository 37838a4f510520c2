import { sql } from 'drizzle-orm';
import { type Db, selectRows } from './types.js';

export type CounterName = 'staffing';

/** Counts a change; call it inside the write's transaction (it holds the counter's row until commit). */
export async function bumpCounter(tx: Db, name: CounterName): Promise<void> {
  await tx.execute(
    sql`insert into change_counters (name, value) values (${name}, 1)
        on conflict (name) do update set value = change_counters.value + 1`,
  );
}

export async function readCounter(db: Db, name: CounterName): Promise<number> {
  const [row] = await selectRows<{ value: string }>(
    db,
    sql`select value::text from change_counters where name = ${name}`,
  );
  return row ? Number(row.value) : 0;
}
