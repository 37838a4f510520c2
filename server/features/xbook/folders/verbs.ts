import type { BodyOf, QueryOf } from '../../../../contracts/call.js';
import type { ContentSheet, xbookCalls } from '../../../../contracts/xbook.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { requireFolderOf, requireSheet, toContentSheet } from '../sheets/service.js';
import { findFolder } from './queries.js';
import {
  copySheet,
  countSheetsIn,
  deleteFolders,
  findSubtreeIds,
  lockFolderTree,
  updateFolder,
} from './verb-queries.js';

type Calls = typeof xbookCalls;

/** Issue 24.6: a copy of the sheet and its items, in a folder of its department. */
export async function duplicateSheet(
  db: Db,
  id: number,
  input: BodyOf<Calls['duplicateSheet']>,
): Promise<ContentSheet> {
  const sheet = await requireSheet(db, id);
  await requireFolderOf(db, input.folderID, sheet.departmentId);
  const name = input.name?.trim() || `${sheet.name} (copy)`;
  const copy = await db.transaction((tx) => copySheet(tx, id, input.folderID, name));
  return toContentSheet(db, await requireSheet(db, copy));
}

async function requireFolder(db: Db, id: number) {
  const folder = await findFolder(db, id);
  if (!folder) throw notFound(`Folder ${id}`);
  return folder;
}

export async function renameFolder(
  db: Db,
  id: number,
  { name }: BodyOf<Calls['renameFolder']>,
): Promise<void> {
  await requireFolder(db, id);
  await db.transaction((tx) => updateFolder(tx, id, { name: name.trim() }));
}

/** Under another folder of its department, or to the top; never under itself or its own folders. */
export async function moveFolder(
  db: Db,
  id: number,
  { parentFolderID: parentId }: BodyOf<Calls['moveFolder']>,
): Promise<void> {
  const folder = await requireFolder(db, id);
  await db.transaction(async (tx) => {
    // The checks and the write under one lock: a move or delete committed meanwhile is seen.
    await lockFolderTree(tx, folder.departmentId);
    if (parentId === null) return updateFolder(tx, id, { parentId });
    await requireFolderOf(tx, parentId, folder.departmentId, 'parentFolderID');
    if ((await findSubtreeIds(tx, id)).includes(parentId))
      throw new AppError('invalid_input', "A folder can't go inside itself or one of its own folders", {
        parentFolderID: 'is this folder or inside it',
      });
    await updateFolder(tx, id, { parentId });
  });
}

/**
 * The folder, its folders and their sheets. Sheets would be lost with it: unless the call says
 * confirmed, a folder holding any is refused with the question, saying how many.
 */
export async function deleteFolder(
  db: Db,
  id: number,
  { confirmed }: QueryOf<Calls['deleteFolder']>,
): Promise<void> {
  const folder = await requireFolder(db, id);
  await db.transaction(async (tx) => {
    // A folder moved in meanwhile is deleted too, not left pointing at a deleted parent.
    await lockFolderTree(tx, folder.departmentId);
    const ids = await findSubtreeIds(tx, id);
    const sheetCount = await countSheetsIn(tx, ids);
    if (sheetCount > 0 && !confirmed) {
      const sheets = sheetCount === 1 ? '1 content sheet' : `${sheetCount} content sheets`;
      const attention = `${folder.name} holds ${sheets} (with its folders). Delete the folder and ${sheetCount === 1 ? 'it' : 'all of them'}?`;
      throw new AppError('confirmation_required', attention, undefined, { attention, sheetCount });
    }
    await deleteFolders(tx, ids);
  });
}
