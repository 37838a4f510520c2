import type { BodyOf } from '../../../../contracts/call.js';
import type { FolderNode, LibraryDepartment, SheetSummary, xbookCalls } from '../../../../contracts/xbook.js';
import { folderRoute } from '../../../../contracts/xbook.js';
import { findDepartmentGroupNames, findDepartments } from '../../../domains/catalog/departments.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { findRecentSheets, findSheetsOfDepartment } from '../sheets/queries.js';
import { departmentExists, findFolder, findFolderPath, findFolders, insertFolder } from './queries.js';
import { buildTree, departmentTitles, FolderIndex, toFolderNode, toSheetSummary } from './tree.js';

/** How many sheets Recent Sheets lists. */
export const RECENT_SHEETS = 10;

export async function listDepartments(db: Db): Promise<LibraryDepartment[]> {
  const [rows, groupNames] = await Promise.all([findDepartments(db), findDepartmentGroupNames(db)]);
  return rows.map((d) => ({
    id: d.id,
    title: d.title,
    name: d.title,
    color_hex: d.colorHex,
    contrastHex: d.contrastHex,
    color_name: d.colorName,
    isAll: false,
    groups: d.groupId === null ? [] : [{ id: d.groupId, name: groupNames.get(d.groupId) ?? '' }],
  }));
}

/** The department's folder tree and all its sheets (the browser's Folders and All Content Sheets). */
export async function getDepartment(
  db: Db,
  id: number,
): Promise<{ folders: FolderNode[]; sheets: SheetSummary[] }> {
  if (!(await departmentExists(db, id))) throw notFound(`Department ${id}`);
  const [folders, sheets] = [await findFolders(db, id), await findSheetsOfDepartment(db, id)];
  const [index, titles] = [new FolderIndex(folders), await departmentTitles(db)];
  return { folders: buildTree(folders), sheets: sheets.map((s) => toSheetSummary(s, index, titles)) };
}

export async function getFolder(db: Db, id: number) {
  const path = await findFolderPath(db, id);
  const folder = path[path.length - 1];
  if (!folder || folder.id !== id) throw notFound(`Folder ${id}`);
  return {
    id: folder.id,
    name: folder.name,
    department_id: folder.departmentId,
    content_sheet_folder_id: folder.parentId,
    route: folderRoute(folder.id),
    path: path.map((f) => ({ id: f.id, name: f.name })),
  };
}

export async function createFolder(
  db: Db,
  input: BodyOf<typeof xbookCalls.createFolder>,
): Promise<FolderNode> {
  if (!(await departmentExists(db, input.departmentID))) throw notFound(`Department ${input.departmentID}`);
  const parentId = input.parentFolderID ?? null;
  if (parentId !== null) {
    const parent = await findFolder(db, parentId);
    if (!parent) throw notFound(`Folder ${parentId}`);
    if (parent.departmentId !== input.departmentID)
      throw new AppError('invalid_input', 'The parent folder belongs to another department', {
        parentFolderID: 'is in another department',
      });
  }
  const row = await db.transaction((tx) =>
    insertFolder(tx, { name: input.name, departmentId: input.departmentID, parentId }),
  );
  return toFolderNode(row);
}

export async function recentSheets(db: Db, userId: number): Promise<SheetSummary[]> {
  const sheets = await findRecentSheets(db, userId, RECENT_SHEETS);
  if (!sheets.length) return [];
  const [index, titles] = [new FolderIndex(await findFolders(db)), await departmentTitles(db)];
  return sheets.map((s) => toSheetSummary(s, index, titles));
}
