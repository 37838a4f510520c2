import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { xbookMiscItems, xbookSheetItems } from '../schema.js';

export type ItemKind = 'category' | 'section' | 'misc';

export interface ItemRow {
  id: number;
  sheetId: number;
  kind: ItemKind;
  quantity: number;
  notes: string;
  sectionName: string | null;
  categoryId: number | null;
  categoryNumber: number | null;
  miscItemId: number | null;
  /** Category description, misc item name or section name. */
  name: string;
  hasImage: boolean;
}

function selectItems(where: SQL) {
  return sql`
    select i.id, i.sheet_id as "sheetId", i.kind, i.quantity, i.notes, i.section_name as "sectionName",
      i.category_id as "categoryId", c.category_number as "categoryNumber", i.misc_item_id as "miscItemId",
      coalesce(c.description, m.name, i.section_name) as name,
      (ic.id is not null or im.id is not null) as "hasImage"
    from xbook_sheet_items i
    left join categories c on c.id = i.category_id
    left join xbook_misc_items m on m.id = i.misc_item_id
    left join xbook_item_images ic on ic.category_id = i.category_id
    left join xbook_item_images im on im.misc_item_id = i.misc_item_id
    where ${where}
    order by i.sort_order, i.id`;
}

export const findItems = (db: Db, sheetId: number): Promise<ItemRow[]> =>
  selectJsonRows<ItemRow>(db, selectItems(sql`i.sheet_id = ${sheetId}`));

export async function findItem(db: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await selectJsonRows<ItemRow>(db, selectItems(sql`i.id = ${id}`));
  return row;
}

/** Adds the line at the end of the sheet. */
export async function insertItem(
  db: Db,
  values: {
    sheetId: number;
    kind: ItemKind;
    categoryId?: number;
    miscItemId?: number;
    sectionName?: string;
    quantity: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(xbookSheetItems)
    .values({
      ...values,
      departmentId: sql`(select department_id from xbook_sheets where id = ${values.sheetId})`,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from xbook_sheet_items where sheet_id = ${values.sheetId})`,
    })
    .returning({ id: xbookSheetItems.id });
  return row!.id;
}

export async function updateItem(
  db: Db,
  id: number,
  values: Partial<{ quantity: number; notes: string }>,
): Promise<boolean> {
  const rows = await db
    .update(xbookSheetItems)
    .set(values)
    .where(eq(xbookSheetItems.id, id))
    .returning({ id: xbookSheetItems.id });
  return rows.length > 0;
}

export async function deleteItem(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(xbookSheetItems)
    .where(eq(xbookSheetItems.id, id))
    .returning({ id: xbookSheetItems.id });
  return rows.length > 0;
}

/** The sheet's item ids, its row locked so two re-orders take turns. */
export async function lockSheetItemIds(tx: Db, sheetId: number): Promise<number[] | undefined> {
  const [sheet] = await selectRows<{ id: number }>(
    tx,
    sql`select id from xbook_sheets where id = ${sheetId} for update`,
  );
  if (!sheet) return undefined;
  const rows = await tx
    .select({ id: xbookSheetItems.id })
    .from(xbookSheetItems)
    .where(eq(xbookSheetItems.sheetId, sheetId));
  return rows.map((r) => r.id);
}

/** One statement: each id's position in the list becomes its sort order. */
export async function setOrder(tx: Db, sheetId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    update xbook_sheet_items i set sort_order = o.ord, updated_at = now()
    from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) with ordinality as o(id, ord)
    where i.id = o.id and i.sheet_id = ${sheetId}`);
}

export interface CategoryRow {
  id: number;
  categoryNumber: number;
  description: string;
  departmentId: number;
  departmentTitle: string;
}

/** Active equipment categories (not labor positions, not deactivated), every department, in number order: the sheet editor's picker. */
export const findCategories = (db: Db): Promise<CategoryRow[]> =>
  selectJsonRows<CategoryRow>(
    db,
    sql`select c.id, c.category_number as "categoryNumber", c.description, c.department_id as "departmentId",
          d.title as "departmentTitle"
        from categories c join departments d on d.id = c.department_id
        where not c.is_labor and c.is_active order by c.category_number`,
  );

export const findMiscItems = (db: Db) =>
  db
    .select({ id: xbookMiscItems.id, name: xbookMiscItems.name })
    .from(xbookMiscItems)
    .orderBy(sql`lower(${xbookMiscItems.name})`);

export async function findMiscItem(db: Db, id: number) {
  const [row] = await db
    .select({ id: xbookMiscItems.id, name: xbookMiscItems.name })
    .from(xbookMiscItems)
    .where(eq(xbookMiscItems.id, id));
  return row;
}

/** The new misc item, or undefined when one of that name (any case) exists. */
export async function insertMiscItem(db: Db, name: string) {
  const [row] = await db
    .insert(xbookMiscItems)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: xbookMiscItems.id, name: xbookMiscItems.name });
  return row;
}
