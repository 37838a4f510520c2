import type { AuditEntry } from '../../../../contracts/audit.js';
import type { BodyOf } from '../../../../contracts/call.js';
import { type ContentSheet, sheetRoute, XBOOK_TEXT, type xbookCalls } from '../../../../contracts/xbook.js';
import { findCategory } from '../../../domains/catalog/categories.js';
import { readAuditTrail } from '../../../platform/audit.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import { prettyTimestamp } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { departmentExists, findFolder, findFolderPath } from '../folders/queries.js';
import {
  deleteSheet as deleteSheetRow,
  findSheet,
  insertSheet,
  recordView,
  type SheetRow,
  updateSheet,
} from './queries.js';

export async function toContentSheet(db: Db, s: SheetRow): Promise<ContentSheet> {
  const path = await findFolderPath(db, s.folderId);
  const p = s.print;
  return {
    id: s.id,
    name: s.name,
    notes: s.notes,
    department_id: s.departmentId,
    category:
      s.categoryId === null
        ? null
        : {
            id: s.categoryId,
            name: String(s.categoryNumber),
            description: s.categoryDescription ?? '',
            department_id: s.categoryDepartmentId ?? s.departmentId,
          },
    folder: { id: s.folderId, name: s.folderName },
    content_sheet_folder_id: s.folderId,
    folder_path: path.map((f) => f.name).join(' / '),
    route: sheetRoute(s.id),
    print_settings: p && {
      id: p.id,
      contact_name: p.printedByName,
      size: p.fontSize,
      column_qty: p.columnQty,
      left_margin: p.leftMargin,
      line_height: p.lineHeight,
      include_color_code: p.includeColorCode,
      printed_at: new Date(p.printedAt).toISOString(),
      printed_at_pretty: prettyTimestamp(new Date(p.printedAt)),
    },
  };
}

export async function requireSheet(db: Db, id: number): Promise<SheetRow> {
  const sheet = await findSheet(db, id);
  if (!sheet) throw notFound(`Content sheet ${id}`);
  return sheet;
}

/** Opening a sheet puts it at the top of the user's Recent Sheets. */
export async function openSheet(db: Db, user: SessionUser, id: number): Promise<ContentSheet> {
  const sheet = await requireSheet(db, id);
  await recordView(db, user.id, id);
  return toContentSheet(db, sheet);
}

/** A sheet's category comes from its own department (spec 2.5). */
async function requireCategoryOf(db: Db, categoryId: number, departmentId: number) {
  const category = await findCategory(db, categoryId);
  if (!category || category.isLabor) throw notFound(`Category ${categoryId}`);
  if (category.departmentId !== departmentId)
    throw new AppError('invalid_input', 'That category belongs to another department', {
      categoryID: 'is in another department',
    });
  return category;
}

export async function requireFolderOf(db: Db, folderId: number, departmentId: number, field = 'folderID') {
  const folder = await findFolder(db, folderId);
  if (!folder) throw notFound(`Folder ${folderId}`);
  if (folder.departmentId !== departmentId)
    throw new AppError('invalid_input', 'That folder belongs to another department', {
      [field]: 'is in another department',
    });
  return folder;
}

export async function createSheet(
  db: Db,
  input: BodyOf<typeof xbookCalls.createSheet>,
): Promise<ContentSheet> {
  if (!(await departmentExists(db, input.departmentID))) throw notFound(`Department ${input.departmentID}`);
  await requireFolderOf(db, input.folderID, input.departmentID);
  if (input.categoryID !== undefined) await requireCategoryOf(db, input.categoryID, input.departmentID);
  const id = await db.transaction((tx) =>
    insertSheet(tx, {
      name: input.name,
      departmentId: input.departmentID,
      folderId: input.folderID,
      categoryId: input.categoryID ?? null,
    }),
  );
  return toContentSheet(db, await requireSheet(db, id));
}

async function change(db: Db, id: number, values: Parameters<typeof updateSheet>[2]): Promise<void> {
  if (!(await db.transaction((tx) => updateSheet(tx, id, values)))) throw notFound(`Content sheet ${id}`);
}

export async function renameSheet(
  db: Db,
  id: number,
  { name }: BodyOf<typeof xbookCalls.renameSheet>,
): Promise<void> {
  if (!name.trim()) throw new AppError('invalid_input', XBOOK_TEXT.nameRequired, { name: 'is empty' });
  await change(db, id, { name: name.trim() });
}

export const setSheetNotes = (db: Db, id: number, { notes }: BodyOf<typeof xbookCalls.setSheetNotes>) =>
  change(db, id, { notes });

/** Spec 5: the user chose whether the sheet also takes the category's description as its name. */
export async function setSheetCategory(
  db: Db,
  id: number,
  { categoryID: categoryId, shouldUpdateName }: BodyOf<typeof xbookCalls.setSheetCategory>,
): Promise<void> {
  const sheet = await requireSheet(db, id);
  if (categoryId === null) return change(db, id, { categoryId: null });
  const category = await requireCategoryOf(db, categoryId, sheet.departmentId);
  await change(db, id, shouldUpdateName ? { categoryId, name: category.description } : { categoryId });
}

export async function setSheetFolder(
  db: Db,
  id: number,
  { folderID: folderId }: BodyOf<typeof xbookCalls.setSheetFolder>,
): Promise<void> {
  const sheet = await requireSheet(db, id);
  await requireFolderOf(db, folderId, sheet.departmentId);
  await change(db, id, { folderId });
}

export async function deleteSheet(db: Db, id: number): Promise<void> {
  if (!(await db.transaction((tx) => deleteSheetRow(tx, id)))) throw notFound(`Content sheet ${id}`);
}

/** The sheet's audit trail: its name, notes, folder and category, and every item change. */
export async function sheetHistory(db: Db, id: number, limit: number): Promise<AuditEntry[]> {
  await requireSheet(db, id);
  return readAuditTrail(db, { sheetId: id }, limit);
}
