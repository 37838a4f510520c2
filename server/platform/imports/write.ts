import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types.js';

/** Rows per statement: fast, and far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

type TableWithId = PgTable & { id: PgColumn };

/** Multi-row inserts; the new ids in the order of the rows. `done` hears the rows written so far. */
export async function insertRows<T extends TableWithId>(
  tx: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
  done: (n: number) => void = () => {},
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows)) {
    const returned = (await tx.insert(table).values(chunk).returning({ id: table.id })) as { id: number }[];
    // Serial ids are drawn in the order of the VALUES list.
    ids.push(...returned.map((r) => r.id).sort((a, b) => a - b));
    done(ids.length);
  }
  return ids;
}

/**
 * Multi-row updates by id: `update t set c = v.c ... from (values ...) v where t.id = v.id`, a
 * thousand rows a statement instead of one. Each row gives every listed column (by property name).
 */
export async function updateRows<T extends TableWithId>(
  tx: Db,
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
  rows: readonly ({ id: number } & Partial<T['$inferInsert']>)[],
  done: (n: number) => void = () => {},
): Promise<void> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((k) => all[k]!);
  const { name } = getTableConfig(table);
  const names = sql.join([sql.identifier('id'), ...columns.map((c) => sql.identifier(c.name))], sql`, `);
  const set = sql.join(
    [
      ...columns.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
      sql`updated_at = now()`,
    ],
    sql`, `,
  );
  let n = 0;
  for (const chunk of chunks(rows)) {
    const values = sql.join(
      chunk.map((row) => {
        const cells: SQL[] = [sql`cast(${row.id} as integer)`];
        keys.forEach((k, i) => {
          const c = columns[i]!;
          const value = (row as Record<string, unknown>)[k];
          cells.push(
            sql`cast(${value === null || value === undefined ? null : c.mapToDriverValue(value)} as ${sql.raw(c.getSQLType())})`,
          );
        });
        return sql`(${sql.join(cells, sql`, `)})`;
      }),
      sql`, `,
    );
    await tx.execute(
      sql`update ${sql.identifier(name)} set ${set} from (values ${values}) as v(${names}) where ${sql.identifier(name)}.id = v.id`,
    );
    n += chunk.length;
    done(n);
  }
}
