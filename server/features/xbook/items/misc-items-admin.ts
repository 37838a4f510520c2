import { asc, count, eq, sql } from 'drizzle-orm';
import type { MiscItem } from '../../../../contracts/catalog.js';
import type { ListParams } from '../../../../contracts/catalog-fields.js';
import { matchesWords } from '../../../domains/catalog/admin/search.js';
import { deleteOrDeactivate, sqlState, UNIQUE_VIOLATION } from '../../../platform/db/references.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { xbookMiscItems, xbookSheetItems } from '../schema.js';

/*
 * The Catalog area's misc items list (issue 33): the library owns the table, so its rules live
 * here and the Catalog area reaches them through public.ts.
 */

const columns = {
  id: xbookMiscItems.id,
  name: xbookMiscItems.name,
  sheets: sql<number>`(select count(distinct ${xbookSheetItems.sheetId})::int from ${xbookSheetItems} where ${xbookSheetItems.miscItemId} = ${xbookMiscItems.id})`,
};

export async function miscItemList(db: Db, q: ListParams) {
  const where = matchesWords(q.search, [sql`${xbookMiscItems.name}`]);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(xbookMiscItems)
      .where(where)
      .orderBy(sql`lower(${xbookMiscItems.name})`, asc(xbookMiscItems.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(xbookMiscItems).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

async function read(db: Db, id: number): Promise<MiscItem> {
  const [row] = await db.select(columns).from(xbookMiscItems).where(eq(xbookMiscItems.id, id));
  if (!row) throw notFound(`Misc item ${id}`);
  return row;
}

async function named<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION)
      throw new AppError('conflict', `There is already a misc item called ${name}.`, { name: 'is taken' });
    throw err;
  }
}

export async function createMiscItemRecord(db: Db, name: string): Promise<MiscItem> {
  const id = await named(name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(xbookMiscItems).values({ name }).returning({ id: xbookMiscItems.id });
      return row!.id;
    }),
  );
  return read(db, id);
}

export async function renameMiscItem(db: Db, id: number, name: string): Promise<MiscItem> {
  await read(db, id);
  await named(name, () =>
    db.transaction((tx) => tx.update(xbookMiscItems).set({ name }).where(eq(xbookMiscItems.id, id))),
  );
  return read(db, id);
}

export async function removeMiscItem(db: Db, id: number) {
  const item = await read(db, id);
  return deleteOrDeactivate(db, {
    table: 'xbook_misc_items',
    id,
    label: `Misc item ${item.name}`,
    remove: async (tx) => {
      await tx.delete(xbookMiscItems).where(eq(xbookMiscItems.id, id));
    },
  });
}
