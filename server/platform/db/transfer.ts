import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, selectRows } from './types.js';

/**
 * Copies every row of the app's tables from one database to another of the same schema (the
 * embedded PGlite to a PostgreSQL server, `npm run db:export-to`). The target must be migrated and
 * empty; the copy is one transaction there, so a failure leaves it empty again.
 */
const BATCH = 5_000;

interface Table {
  name: string;
  columns: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, parents before the tables that reference them. */
export async function tablesInLoadOrder(db: Db): Promise<Table[]> {
  const columns = await selectRows<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const edges = await selectRows<{ child: string; parent: string }>(
    db,
    sql`select distinct cl.relname as child, pcl.relname as parent
        from pg_constraint k
        join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
        join pg_class pcl on pcl.oid = k.confrelid
        where k.contype = 'f' and n.nspname = 'public' and cl.oid <> pcl.oid`,
  );
  const byName = new Map<string, Table>();
  for (const { table, column } of columns) {
    const t = byName.get(table) ?? { name: table, columns: [] };
    t.columns.push(column);
    byName.set(table, t);
  }
  const parents = new Map<string, string[]>();
  for (const e of edges) parents.set(e.child, [...(parents.get(e.child) ?? []), e.parent]);
  const ordered: Table[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name)) return; // done, or a cycle (none in this schema): keep going
    state.set(name, 'visiting');
    for (const p of parents.get(name) ?? []) visit(p);
    state.set(name, 'done');
    const t = byName.get(name);
    if (t) ordered.push(t);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

const countsQuery = (tables: Table[]) =>
  tables
    .map((t) => `select '${t.name}' as name, count(*)::int as n from ${quote(t.name)}`)
    .join(' union all ');

export interface TransferReport {
  tables: number;
  rows: number;
  perTable: { name: string; rows: number }[];
}

/**
 * `to` is a connected client of its own, not the app's pool: the copy reads the source inside a
 * source transaction (one snapshot), and the pools refuse queries inside another transaction
 * (platform/db/guard.ts).
 */
export async function copyAllRows(
  from: Db,
  to: pg.Client,
  log: (message: string) => void = () => {},
): Promise<TransferReport> {
  const perTable: { name: string; rows: number }[] = [];
  let app: Table[] = [];
  await from.transaction(async (src) => {
    app = (await tablesInLoadOrder(src)).filter((t) => !t.name.startsWith('__'));
    const already = (await to.query<{ name: string; n: number }>(countsQuery(app))).rows.filter(
      (r) => r.n > 0,
    );
    if (already.length)
      throw new Error(
        `The target database is not empty (${already.map((r) => `${r.name}: ${r.n}`).join(', ')}). ` +
          'Export into a new, empty database.',
      );
    await to.query('begin');
    try {
      // The copy is not a change: no audit entries, and the table versions come over as they are
      // (the touch trigger only notes tables in an app transaction; nothing counts them here).
      await to.query(
        "select set_config('loadout.audit', 'off', true), set_config('loadout.in_app_tx', 'on', true)",
      );
      // A superuser skips the foreign-key triggers for the copy (a self-referencing row may come
      // before its parent); anyone else relies on the load order, parents first.
      await to.query('savepoint replica');
      await to.query('set local session_replication_role = replica').catch(async () => {
        await to.query('rollback to savepoint replica');
        log('(not a superuser: foreign keys are checked row by row)');
      });
      for (const table of app) perTable.push({ name: table.name, rows: await copyTable(src, to, table) });
      // Serial columns continue after the copied ids.
      const serials = await to.query<{ table: string; column: string }>(
        `select table_name as "table", column_name as "column" from information_schema.columns
         where table_schema = 'public' and column_default like 'nextval(%'`,
      );
      for (const c of serials.rows)
        await to.query(
          `select setval(pg_get_serial_sequence($1, $2),
                  coalesce((select max(${quote(c.column)}) from ${quote(c.table)}), 0) + 1, false)`,
          [quote(c.table), c.column],
        );
      await to.query('commit');
    } catch (err) {
      await to.query('rollback');
      throw err;
    }
    for (const t of perTable) if (t.rows) log(`${t.name}: ${t.rows} rows`);
  });
  const source = new Map(
    (await selectRows<{ name: string; n: number }>(from, sql.raw(countsQuery(app)))).map((r) => [
      r.name,
      r.n,
    ]),
  );
  const target = new Map(
    (await to.query<{ name: string; n: number }>(countsQuery(app))).rows.map((r) => [r.name, r.n]),
  );
  const differ = app.filter((t) => source.get(t.name) !== target.get(t.name));
  if (differ.length)
    throw new Error(
      `Row counts differ after the copy: ${differ.map((t) => `${t.name} ${source.get(t.name)} → ${target.get(t.name)}`).join(', ')}`,
    );
  return { tables: app.length, rows: perTable.reduce((n, t) => n + t.rows, 0), perTable };
}

/** Keyset over the physical row id: every batch is one range scan, in any table. */
async function copyTable(src: Db, to: pg.Client, table: Table): Promise<number> {
  const cols = table.columns.map(quote).join(', ');
  let copied = 0;
  let after = '(0,0)';
  for (;;) {
    const batch = await selectRows<{ c: string; j: unknown }>(
      src,
      sql.raw(
        `select x.ctid::text as c, to_json(x) as j from ${quote(table.name)} x
         where x.ctid > '${after}'::tid order by x.ctid limit ${BATCH}`,
      ),
    );
    if (!batch.length) return copied;
    const json = JSON.stringify(batch.map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j)));
    await to.query(
      `insert into ${quote(table.name)} (${cols}) overriding system value
       select ${cols} from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
      [json],
    );
    copied += batch.length;
    after = batch.at(-1)!.c;
  }
}
