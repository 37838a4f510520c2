import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../server/platform/db/types.js';

/** Tables whose rows change on every request by design (who is signed in, failed logins). */
const VOLATILE = new Set(['sessions', 'login_throttle']);
/** Columns a request moves by design in a table otherwise checked: an API token's last use. */
const VOLATILE_COLUMNS: Record<string, string[]> = { api_tokens: ['last_used_at', 'updated_at'] };
/** Tables whose versions move with those columns. */
const MOVING = [...VOLATILE, ...Object.keys(VOLATILE_COLUMNS)];

/** A row as text, without its volatile columns. */
const rowText = (table: string) =>
  VOLATILE_COLUMNS[table]
    ? `(to_jsonb(x) ${VOLATILE_COLUMNS[table].map((c) => `- '${c}'`).join(' ')})::text`
    : 'x::text';

/**
 * Per table, the row count and the sum of a 64-bit hash of every row (order does not matter, so
 * nothing is sorted): equal before and after means a refused request changed nothing.
 */
export async function dbChecksum(db: Db): Promise<string> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map((t) => t.name)
    .filter((name) => !VOLATILE.has(name))
    .map(
      (name) =>
        `select '${name}' as t, count(*) || '/' || coalesce(sum(hashtextextended(${rowText(name)}, 0)::numeric), 0) as h from "${name}" x` +
        // The versions of the volatile tables move with them.
        (name === 'change_counters'
          ? ` where x.name not in (${MOVING.map((v) => `'${v}'`).join(', ')})`
          : ''),
    );
  if (!parts.length) return '';
  const rows = await selectRows<{ t: string; h: string }>(
    db,
    sql.raw(`select * from (${parts.join(' union all ')}) s order by t`),
  );
  return rows.map((r) => `${r.t}:${r.h}`).join(',');
}
