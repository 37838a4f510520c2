import { type Column, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from '../platform/db/types.js';

/** Rows per INSERT: one JSON parameter each, so only memory bounds it. */
export const CHUNK = 2000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Column types whose driver value is plain JSON that json_populate_recordset reads back as the column. */
const PLAIN = new Set([
  'PgSerial',
  'PgInteger',
  'PgText',
  'PgNumericNumber',
  'PgBoolean',
  'PgTimestamp',
  'PgTimestampString',
  'PgDateString',
  'PgEnumColumn',
]);

const given = (row: Record<string, unknown>, key: string) => row[key] !== undefined;

/**
 * Runs of rows to insert together, in the order of the rows, with the columns each gives. A row
 * that leaves out a column takes its default, as in drizzle's insert: a plain default is filled in
 * here (null when none), so rows of different shapes still go in one statement; a default made by
 * the database (now(), a serial) splits the run where rows differ in giving it.
 */
function runs(
  columns: Record<string, Column>,
  rows: readonly Record<string, unknown>[],
): { keys: string[]; rows: Record<string, unknown>[] }[] {
  const byDatabase = Object.keys(columns).filter((k) => {
    const col = columns[k]!;
    return (col.hasDefault && (col.default === undefined || is(col.default, SQL))) || col.defaultFn;
  });
  const out: { keys: Set<string>; rows: Record<string, unknown>[] }[] = [];
  let signature: string | undefined;
  for (const row of rows) {
    const sig = byDatabase.filter((k) => given(row, k)).join(',');
    if (sig !== signature) out.push({ keys: new Set(), rows: [] });
    signature = sig;
    const run = out.at(-1)!;
    run.rows.push(row);
    for (const k of Object.keys(row)) if (given(row, k)) run.keys.add(k);
  }
  return out.map((r) => ({ keys: [...r.keys], rows: r.rows }));
}

/**
 * One INSERT of many rows passed as a single JSON parameter. Drizzle's multi-row VALUES took about
 * a third of the xlarge seed's CPU building its SQL (a parameter per value) and PostgreSQL
 * parsing it; rows read from JSON arrive in the order given, so serial ids follow the rows.
 */
function insertJson(
  table: PgTable,
  keys: readonly string[],
  rows: readonly Record<string, unknown>[],
  returning: boolean,
): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const cols = keys.map((k) => {
    const col = columns[k];
    if (!col) throw new Error(`${getTableName(table)} has no column ${k}`);
    if (!PLAIN.has(col.columnType))
      throw new Error(`${getTableName(table)}.${col.name}: ${col.columnType} is not seeded through JSON`);
    return col;
  });
  for (const col of Object.values(columns))
    if (col.defaultFn && !keys.some((k) => columns[k] === col))
      throw new Error(`${getTableName(table)}.${col.name} has a default made in JavaScript: give it a value`);
  const data = rows.map((row) => {
    const out: Record<string, unknown> = {};
    cols.forEach((col, i) => {
      const v = given(row, keys[i]!) ? row[keys[i]!] : (col.default ?? null);
      if (v !== null && typeof v === 'object' && !(v instanceof Date))
        throw new Error(`${getTableName(table)}.${col.name}: a seeded value is plain data, not SQL`);
      out[col.name] = v === null ? null : col.mapToDriverValue(v);
    });
    return out;
  });
  const list = sql.join(
    cols.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  return sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(data)}::json)${returning ? sql` returning id` : sql``}`;
}

/** Multi-row inserts, returning the new serial ids in the order of the rows. */
export async function insertReturningIds<TTable extends PgTable & { id: PgTable['_']['columns'][string] }>(
  tx: Db,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
  size = CHUNK,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunks(rows as readonly Record<string, unknown>[], size))
    for (const run of runs(getTableColumns(table), chunk)) {
      const returned = await selectRows<{ id: number }>(tx, insertJson(table, run.keys, run.rows, true));
      if (returned.length !== run.rows.length)
        throw new Error('insert returned fewer rows than it was given');
      // Serial ids are drawn in the order of the rows, so ascending ids follow them.
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
  for (const chunk of chunks(rows as readonly Record<string, unknown>[], size))
    for (const run of runs(getTableColumns(table), chunk))
      await tx.execute(insertJson(table, run.keys, run.rows, false));
}
