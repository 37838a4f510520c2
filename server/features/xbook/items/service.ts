import type { BodyOf } from '../../../../contracts/call.js';
import type { LibraryCategory, MiscItem, SheetItem, xbookCalls } from '../../../../contracts/xbook.js';
import { XBOOK_TEXT } from '../../../../contracts/xbook.js';
import { findCategory } from '../../../domains/catalog/categories.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { findSheet } from '../sheets/queries.js';
import {
  deleteItem as deleteItemRow,
  findCategories,
  findItem,
  findItems,
  findMiscItem,
  findMiscItems,
  type ItemRow,
  insertItem,
  insertMiscItem,
  lockSheetItemIds,
  setOrder,
  updateItem,
} from './queries.js';

export function toSheetItem(r: ItemRow): SheetItem {
  return {
    id: r.id,
    quantity: r.quantity,
    notes: r.notes,
    is_section: r.kind === 'section',
    section_name: r.sectionName,
    name: r.name,
    isMisc: r.kind === 'misc',
    hasImage: r.hasImage,
    category_id: r.categoryId,
    category_number: r.categoryNumber === null ? null : String(r.categoryNumber),
    misc_item_id: r.miscItemId,
  };
}

export async function requireItem(db: Db, id: number): Promise<ItemRow> {
  const item = await findItem(db, id);
  if (!item) throw notFound(`Item ${id}`);
  return item;
}

export async function listItems(db: Db, sheetId: number): Promise<SheetItem[]> {
  if (!(await findSheet(db, sheetId))) throw notFound(`Content sheet ${sheetId}`);
  return (await findItems(db, sheetId)).map(toSheetItem);
}

export async function addItem(
  db: Db,
  sheetId: number,
  input: BodyOf<typeof xbookCalls.addItem>,
): Promise<SheetItem> {
  if (!(await findSheet(db, sheetId))) throw notFound(`Content sheet ${sheetId}`);
  let id: number;
  if (input.type === 'section') {
    if (!input.sectionName)
      throw new AppError('invalid_input', XBOOK_TEXT.sectionNameRequired, { sectionName: 'is empty' });
    id = await db.transaction((tx) =>
      insertItem(tx, { sheetId, kind: 'section', sectionName: input.sectionName, quantity: 0 }),
    );
  } else if (input.type === 'category') {
    if (input.categoryID === undefined)
      throw new AppError('invalid_input', XBOOK_TEXT.categoryRequired, { categoryID: 'is empty' });
    // Sheets list equipment: a labor category is not one of them.
    if ((await findCategory(db, input.categoryID))?.isLabor !== false)
      throw notFound(`Category ${input.categoryID}`);
    id = await db.transaction((tx) =>
      insertItem(tx, {
        sheetId,
        kind: 'category',
        categoryId: input.categoryID,
        quantity: input.quantity,
      }),
    );
  } else {
    if (input.miscItemID === undefined)
      throw new AppError('invalid_input', XBOOK_TEXT.miscItemRequired, { miscItemID: 'is empty' });
    if (!(await findMiscItem(db, input.miscItemID))) throw notFound(`Misc item ${input.miscItemID}`);
    id = await db.transaction((tx) =>
      insertItem(tx, {
        sheetId,
        kind: 'misc',
        miscItemId: input.miscItemID,
        quantity: input.quantity,
      }),
    );
  }
  return toSheetItem(await requireItem(db, id));
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  if (!(await db.transaction((tx) => deleteItemRow(tx, id)))) throw notFound(`Item ${id}`);
}

export async function setItemQuantity(
  db: Db,
  id: number,
  { quantity }: BodyOf<typeof xbookCalls.setItemQuantity>,
): Promise<void> {
  const item = await requireItem(db, id);
  if (item.kind === 'section')
    throw new AppError('invalid_input', 'A section has no quantity', { quantity: 'not for a section' });
  await db.transaction((tx) => updateItem(tx, id, { quantity }));
}

export async function setItemNotes(
  db: Db,
  id: number,
  { notes }: BodyOf<typeof xbookCalls.setItemNotes>,
): Promise<void> {
  if (!(await db.transaction((tx) => updateItem(tx, id, { notes })))) throw notFound(`Item ${id}`);
}

/** The new order must name every item of the sheet exactly once. */
export async function reorderItems(
  db: Db,
  sheetId: number,
  { ids }: BodyOf<typeof xbookCalls.reorderItems>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSheetItemIds(tx, sheetId);
    if (!current) throw notFound(`Content sheet ${sheetId}`);
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== current.length || !current.every((id) => given.has(id)))
      throw new AppError('invalid_input', 'The order must list every item of the sheet exactly once', {
        ids: 'not the items of this sheet',
      });
    await setOrder(tx, sheetId, ids);
  });
}

export async function listCategories(db: Db): Promise<LibraryCategory[]> {
  return (await findCategories(db)).map((c) => {
    const select = `${c.categoryNumber} - ${c.description}`;
    return {
      id: c.id,
      name: String(c.categoryNumber),
      description: c.description,
      department_id: c.departmentId,
      departmentTitle: c.departmentTitle,
      selectDescription: select,
      selectDescriptionWithDepartment: `${select} (${c.departmentTitle})`,
    };
  });
}

export const listMiscItems = (db: Db): Promise<MiscItem[]> => findMiscItems(db);

export async function createMiscItem(
  db: Db,
  { name }: BodyOf<typeof xbookCalls.createMiscItem>,
): Promise<MiscItem> {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!clean) throw new AppError('invalid_input', XBOOK_TEXT.nameRequired, { name: 'is empty' });
  const item = await db.transaction((tx) => insertMiscItem(tx, clean));
  if (!item) throw new AppError('conflict', XBOOK_TEXT.miscItemExists, { name: 'exists' });
  return item;
}
