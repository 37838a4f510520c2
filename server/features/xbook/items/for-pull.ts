import type { Db } from '../../../platform/db/types.js';
import { findFolderPath } from '../folders/queries.js';
import { findSheet } from '../sheets/queries.js';
import { findItems } from './queries.js';

/** A sheet's line as another area reads it (a pull adding the sheet). */
export interface SheetLineForPull {
  kind: 'category' | 'section' | 'misc';
  categoryId: number | null;
  categoryNumber: number | null;
  /** Category description, misc item name or section name. */
  name: string;
  quantity: number;
  notes: string;
}

export interface SheetForPull {
  id: number;
  name: string;
  folderPath: string;
  /** The sheet's own category, with its number and description, or null. */
  category: { id: number; label: string } | null;
  items: SheetLineForPull[];
}

/** A content sheet and its lines in the sheet's order, or undefined when there is none. */
export async function readSheetForPull(db: Db, sheetId: number): Promise<SheetForPull | undefined> {
  const sheet = await findSheet(db, sheetId);
  if (!sheet) return undefined;
  const [items, path] = await Promise.all([findItems(db, sheetId), findFolderPath(db, sheet.folderId)]);
  return {
    id: sheet.id,
    name: sheet.name,
    folderPath: path.map((f) => f.name).join(' / '),
    category:
      sheet.categoryId === null
        ? null
        : {
            id: sheet.categoryId,
            label: `${sheet.categoryNumber} ${sheet.categoryDescription ?? ''}`.trim(),
          },
    items: items.map((i) => ({
      kind: i.kind,
      categoryId: i.categoryId,
      categoryNumber: i.categoryNumber,
      name: i.name,
      quantity: i.quantity,
      notes: i.notes,
    })),
  };
}
