import { asc, eq, sql } from 'drizzle-orm';
import { departmentGroups, departments } from '../../../domains/catalog/schema.js';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { xbookFolders } from '../schema.js';

/** Each department's id and title (the name every list of results shows). */
export const findDepartmentTitles = (db: Db): Promise<{ id: number; title: string }[]> =>
  db.select({ id: departments.id, title: departments.title }).from(departments);

export async function departmentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  return !!row;
}

export interface FolderRow {
  id: number;
  name: string;
  departmentId: number;
  parentId: number | null;
}

const folderColumns = {
  id: xbookFolders.id,
  name: xbookFolders.name,
  departmentId: xbookFolders.departmentId,
  parentId: xbookFolders.parentId,
};

/** Folders of one department, or of every department: enough to draw trees and breadcrumbs. */
export const findFolders = (db: Db, departmentId?: number): Promise<FolderRow[]> =>
  selectJsonRows<FolderRow>(
    db,
    sql`select id, name, department_id as "departmentId", parent_id as "parentId"
        from xbook_folders
        ${departmentId === undefined ? sql`` : sql`where department_id = ${departmentId}`}
        order by lower(name), id`,
  );

export async function findFolder(db: Db, id: number): Promise<FolderRow | undefined> {
  const [row] = await db.select(folderColumns).from(xbookFolders).where(eq(xbookFolders.id, id));
  return row;
}

/** The folder and every folder above it, from the top down. */
export const findFolderPath = (db: Db, id: number): Promise<FolderRow[]> =>
  selectJsonRows<FolderRow>(
    db,
    sql`with recursive up as (
          select id, name, department_id, parent_id, 0 as depth from xbook_folders where id = ${id}
          union all
          select f.id, f.name, f.department_id, f.parent_id, up.depth + 1
          from xbook_folders f join up on f.id = up.parent_id where up.depth < 100
        )
        select id, name, department_id as "departmentId", parent_id as "parentId"
        from up order by depth desc`,
  );

export async function insertFolder(
  db: Db,
  values: { name: string; departmentId: number; parentId: number | null },
): Promise<FolderRow> {
  const [row] = await db.insert(xbookFolders).values(values).returning(folderColumns);
  return row!;
}
