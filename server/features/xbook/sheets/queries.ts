import { eq, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { xbookPrintSettings, xbookSheets, xbookSheetViews } from '../schema.js';

export interface SheetListRow {
  id: number;
  name: string;
  departmentId: number;
  folderId: number;
}

export const findSheetsOfDepartment = (db: Db, departmentId: number): Promise<SheetListRow[]> =>
  selectJsonRows<SheetListRow>(
    db,
    sql`select id, name, department_id as "departmentId", folder_id as "folderId"
        from xbook_sheets where department_id = ${departmentId} order by lower(name), id`,
  );

/** The user's most recently opened sheets, newest first. */
export const findRecentSheets = (db: Db, userId: number, limit: number): Promise<SheetListRow[]> =>
  selectJsonRows<SheetListRow>(
    db,
    sql`select s.id, s.name, s.department_id as "departmentId", s.folder_id as "folderId"
        from xbook_sheet_views v join xbook_sheets s on s.id = v.sheet_id
        where v.user_id = ${userId} order by v.viewed_at desc, s.id desc limit ${limit}`,
  );

export interface SheetRow extends SheetListRow {
  notes: string;
  folderName: string;
  categoryId: number | null;
  categoryNumber: number | null;
  categoryDescription: string | null;
  categoryDepartmentId: number | null;
  print: {
    id: number;
    printedByName: string;
    fontSize: number;
    columnQty: number;
    leftMargin: number;
    lineHeight: number;
    includeColorCode: boolean;
    printedAt: string;
  } | null;
}

export async function findSheet(db: Db, id: number): Promise<SheetRow | undefined> {
  const [row] = await selectJsonRows<SheetRow>(
    db,
    sql`select s.id, s.name, s.notes, s.department_id as "departmentId", s.folder_id as "folderId",
          f.name as "folderName", c.id as "categoryId", c.category_number as "categoryNumber",
          c.description as "categoryDescription", c.department_id as "categoryDepartmentId",
          case when p.id is null then null else json_build_object(
            'id', p.id, 'printedByName', p.printed_by_name, 'fontSize', p.font_size,
            'columnQty', p.column_qty, 'leftMargin', p.left_margin, 'lineHeight', p.line_height::float8,
            'includeColorCode', p.include_color_code, 'printedAt', p.printed_at) end as print
        from xbook_sheets s
        join xbook_folders f on f.id = s.folder_id
        left join categories c on c.id = s.category_id
        left join xbook_print_settings p on p.sheet_id = s.id
        where s.id = ${id}`,
  );
  return row;
}

export async function insertSheet(
  db: Db,
  values: { name: string; departmentId: number; folderId: number; categoryId: number | null },
): Promise<number> {
  const [row] = await db.insert(xbookSheets).values(values).returning({ id: xbookSheets.id });
  return row!.id;
}

/** Changes the given columns; false when there is no such sheet. */
export async function updateSheet(
  db: Db,
  id: number,
  values: Partial<{ name: string; notes: string; categoryId: number | null; folderId: number }>,
): Promise<boolean> {
  const rows = await db
    .update(xbookSheets)
    .set(values)
    .where(eq(xbookSheets.id, id))
    .returning({ id: xbookSheets.id });
  return rows.length > 0;
}

/** Its items, print settings and views go with it (on delete cascade). */
export async function deleteSheet(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(xbookSheets).where(eq(xbookSheets.id, id)).returning({ id: xbookSheets.id });
  return rows.length > 0;
}

export async function recordView(db: Db, userId: number, sheetId: number): Promise<void> {
  await db
    .insert(xbookSheetViews)
    .values({ userId, sheetId })
    .onConflictDoUpdate({
      target: [xbookSheetViews.userId, xbookSheetViews.sheetId],
      set: { viewedAt: sql`now()` },
    });
}

export interface PrintValues {
  fontSize: number;
  columnQty: number;
  leftMargin: number;
  lineHeight: number;
  includeColorCode: boolean;
  printedByUserId: number;
  printedByName: string;
}

/** The settings of the latest print replace the previous ones. */
export async function savePrintSettings(db: Db, sheetId: number, values: PrintValues): Promise<void> {
  await db
    .insert(xbookPrintSettings)
    .values({ sheetId, ...values })
    .onConflictDoUpdate({
      target: xbookPrintSettings.sheetId,
      set: { ...values, printedAt: sql`now()` },
    });
}
