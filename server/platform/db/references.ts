import { sql } from 'drizzle-orm';
import { AppError } from '../http/errors.js';
import { type Db, selectRows } from './types.js';

/**
 * Which rows of other tables refer to one row by a foreign key: what makes a record "in use" (a
 * category on a pull, a contact on a position). Read from the database's own catalogue, so a table
 * added later counts without anyone remembering to list it.
 */
export interface Reference {
  table: string;
  column: string;
  count: number;
}

/** The single-column foreign keys that point at `table`. */
async function foreignKeysTo(db: Db, table: string): Promise<{ table: string; column: string }[]> {
  return selectRows(
    db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = ${table}::text::regclass and cardinality(c.conkey) = 1
        order by 1, 2`,
  );
}

/**
 * The tables that refer to row `id` of `table`, with how many rows each (counted to 1,000), leaving
 * out `own`: 'table.column' pairs that belong to the record and go with it (a contact's roles).
 */
export async function referencesTo(db: Db, table: string, id: number, own: readonly string[] = []) {
  const keys = (await foreignKeysTo(db, table)).filter((k) => !own.includes(`${k.table}.${k.column}`));
  if (keys.length === 0) return [];
  const counts = sql.join(
    keys.map(
      (k) =>
        sql`select ${k.table}::text as "table", ${k.column}::text as "column",
              (select count(*)::int from (select 1 from ${sql.identifier(k.table)}
                where ${sql.identifier(k.column)} = ${id} limit 1000) x) as count`,
    ),
    sql` union all `,
  );
  return (await selectRows<Reference>(db, counts)).filter((r) => r.count > 0);
}

/** "2 show pull items, 1 tech role": the references in words. */
export const describeReferences = (refs: readonly Reference[]) =>
  refs.map((r) => `${r.count === 1000 ? '1,000+' : r.count} ${r.table.replace(/_/g, ' ')}`).join(', ');

/** The SQLSTATE of a database error (Drizzle wraps the driver's error as its `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export interface DeleteOrDeactivate {
  /** The record's table and id, and what a person calls it ("Category 1104 SM58"). */
  table: string;
  id: number;
  label: string;
  /** 'table.column' references that belong to the record and are removed by `remove` with it. */
  own?: readonly string[];
  remove(tx: Db): Promise<void>;
  /** How the record is kept but retired when in use; without it, a record in use is refused (409). */
  deactivate?(tx: Db): Promise<void>;
}

/**
 * The one rule of deleting a catalogue or people record: one nothing refers to is deleted; one in
 * use is deactivated (or, for a kind that cannot be, refused in words naming what uses it). Runs
 * in one transaction, so the audit trail and the table versions see one change.
 */
export async function deleteOrDeactivate(
  db: Db,
  o: DeleteOrDeactivate,
): Promise<{ outcome: 'deleted' | 'deactivated'; message: string }> {
  try {
    return await db.transaction(async (tx) => {
      const refs = await referencesTo(tx, o.table, o.id, o.own);
      if (refs.length === 0) {
        await o.remove(tx);
        return { outcome: 'deleted' as const, message: `${o.label} was deleted.` };
      }
      if (!o.deactivate)
        throw new AppError(
          'conflict',
          `${o.label} is in use (${describeReferences(refs)}) and cannot be deleted.`,
        );
      await o.deactivate(tx);
      return {
        outcome: 'deactivated' as const,
        message: `${o.label} is in use (${describeReferences(refs)}), so it was deactivated instead of deleted.`,
      };
    });
  } catch (err) {
    // Something came to refer to it between the check and the delete.
    if (sqlState(err) === FOREIGN_KEY_VIOLATION)
      throw new AppError('conflict', `${o.label} came into use meanwhile; try again.`);
    throw err;
  }
}
