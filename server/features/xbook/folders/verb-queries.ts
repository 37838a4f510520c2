import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { xbookFolders } from '../schema.js';

const idList = (ids: readonly number[]) => sql.raw(`(${ids.map(Number).join(',') || 'null'})`);

/**
 * Waits until no other move or delete is reshaping this department's folders, until the
 * transaction ends. A move checks "not under itself" and writes in one transaction behind it:
 * two moves at once (A into B, B into A) would otherwise both pass the check and store a loop
 * that hides both folders and their sheets. (A folder's parent is always of its department.)
 */
export async function lockFolderTree(tx: Db, departmentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('xbook_folders'), ${departmentId})`);
}

/** The folder and every folder under it (a broken or looping chain stops at 100 levels). */
export async function findSubtreeIds(db: Db, folderId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with recursive down as (
          select id, 0 as depth from xbook_folders where id = ${folderId}
          union all
          select f.id, down.depth + 1 from xbook_folders f join down on f.parent_id = down.id where down.depth < 100
        )
        select distinct id from down`,
  );
  return rows.map((r) => r.id);
}

export async function countSheetsIn(db: Db, folderIds: readonly number[]): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from xbook_sheets where folder_id in ${idList(folderIds)}`,
  );
  return row?.n ?? 0;
}

export async function updateFolder(
  db: Db,
  id: number,
  values: Partial<{ name: string; parentId: number | null }>,
): Promise<void> {
  await db.update(xbookFolders).set(values).where(eq(xbookFolders.id, id));
}

/** The sheets of the folders (their items, prints and views go with them), then the folders. */
export async function deleteFolders(db: Db, folderIds: readonly number[]): Promise<void> {
  await db.execute(sql`delete from xbook_sheets where folder_id in ${idList(folderIds)}`);
  await db.execute(sql`delete from xbook_folders where id in ${idList(folderIds)}`);
}

/** A new sheet with the sheet's category and notes and a copy of each of its items, in order. */
export async function copySheet(db: Db, sheetId: number, folderId: number, name: string): Promise<number> {
  const [made] = await selectRows<{ id: number }>(
    db,
    sql`insert into xbook_sheets (name, notes, department_id, folder_id, category_id)
        select ${name}, notes, department_id, ${folderId}, category_id from xbook_sheets where id = ${sheetId}
        returning id`,
  );
  await db.execute(
    sql`insert into xbook_sheet_items
          (sheet_id, department_id, kind, category_id, misc_item_id, section_name, quantity, notes, sort_order)
        select ${made!.id}, department_id, kind, category_id, misc_item_id, section_name, quantity, notes, sort_order
        from xbook_sheet_items where sheet_id = ${sheetId} order by sort_order, id`,
  );
  return made!.id;
}
