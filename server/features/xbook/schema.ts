import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, departments } from '../../domains/catalog/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';

/** A node of one department's folder tree; a top-level folder has no parent. */
export const xbookFolders = pgTable(
  'xbook_folders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    parentId: integer('parent_id').references((): AnyPgColumn => xbookFolders.id),
    ...timestamps,
  },
  (t) => [
    index('xbook_folders_department_id_idx').on(t.departmentId),
    index('xbook_folders_parent_id_idx').on(t.parentId),
    index('xbook_folders_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('xbook_folders_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    // Full text (English stems: "Microphones" finds "Microphone") beside the trigrams.
    index('xbook_folders_name_fts_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
  ],
);

/** A content sheet: a reusable equipment list (a kit, a standard package) in a folder. */
export const xbookSheets = pgTable(
  'xbook_sheets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    notes: text('notes').notNull().default(''),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    folderId: integer('folder_id')
      .notNull()
      .references(() => xbookFolders.id),
    categoryId: integer('category_id').references(() => categories.id),
    ...timestamps,
  },
  (t) => [
    index('xbook_sheets_department_id_idx').on(t.departmentId),
    // What a sheet item's (sheet_id, department_id) refers to.
    unique('xbook_sheets_id_department_uq').on(t.id, t.departmentId),
    index('xbook_sheets_folder_id_idx').on(t.folderId),
    index('xbook_sheets_category_id_idx').on(t.categoryId),
    index('xbook_sheets_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('xbook_sheets_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('xbook_sheets_name_fts_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
  ],
);

/** A named non-stock item ("Gaff Tape Black 2in"), listed on sheets like a category. */
export const xbookMiscItems = pgTable(
  'xbook_misc_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('xbook_misc_items_name_lower_uq').on(sql`lower(${t.name})`),
    index('xbook_misc_items_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('xbook_misc_items_name_fts_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
  ],
);

export const xbookItemKind = pgEnum('xbook_item_kind', ['category', 'section', 'misc']);

/**
 * One line of a sheet: a category with a quantity, a section header, or a misc item. It carries its
 * sheet's department (a sheet never changes department; the foreign key on both columns keeps them
 * equal), so a search by department finds a category's lines in one index.
 */
export const xbookSheetItems = pgTable(
  'xbook_sheet_items',
  {
    id: serial('id').primaryKey(),
    sheetId: integer('sheet_id').notNull(),
    departmentId: integer('department_id').notNull(),
    kind: xbookItemKind('kind').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    miscItemId: integer('misc_item_id').references(() => xbookMiscItems.id),
    sectionName: text('section_name'),
    quantity: integer('quantity').notNull().default(0),
    notes: text('notes').notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'xbook_sheet_items_sheet_fk',
      columns: [t.sheetId, t.departmentId],
      foreignColumns: [xbookSheets.id, xbookSheets.departmentId],
    }).onDelete('cascade'),
    index('xbook_sheet_items_sheet_order_idx').on(t.sheetId, t.sortOrder),
    index('xbook_sheet_items_category_department_idx').on(t.categoryId, t.departmentId),
    index('xbook_sheet_items_misc_item_department_idx').on(t.miscItemId, t.departmentId),
    // The notes are searched too (issue 24.5).
    index('xbook_sheet_items_notes_trgm_idx').using('gin', sql`lower(${t.notes}) gin_trgm_ops`),
    index('xbook_sheet_items_notes_fts_idx').using('gin', sql`to_tsvector('english', ${t.notes})`),
    check('xbook_sheet_items_quantity_ck', sql`${t.quantity} >= 0`),
    check(
      'xbook_sheet_items_kind_ck',
      sql`(${t.kind} = 'category' and ${t.categoryId} is not null and ${t.miscItemId} is null and ${t.sectionName} is null)
        or (${t.kind} = 'misc' and ${t.miscItemId} is not null and ${t.categoryId} is null and ${t.sectionName} is null)
        or (${t.kind} = 'section' and ${t.sectionName} is not null and ${t.categoryId} is null and ${t.miscItemId} is null)`,
    ),
  ],
);

/**
 * The picture of a category or of a misc item: every sheet item of that category or misc item
 * shows it. The file lives in the image directory under a name the server chose.
 */
export const xbookItemImages = pgTable(
  'xbook_item_images',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id),
    miscItemId: integer('misc_item_id').references(() => xbookMiscItems.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('xbook_item_images_category_uq').on(t.categoryId),
    uniqueIndex('xbook_item_images_misc_item_uq').on(t.miscItemId),
    uniqueIndex('xbook_item_images_file_name_uq').on(t.fileName),
    check('xbook_item_images_owner_ck', sql`(${t.categoryId} is null) <> (${t.miscItemId} is null)`),
  ],
);

/** bytea: PostgreSQL's bytes, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of each item image, by the file name the server chose: in the database, so that every
 * server process, every backup, a restore and `db:export-to` have them (issue 17.5).
 */
export const xbookImageBytes = pgTable('xbook_image_bytes', {
  fileName: text('file_name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamps.createdAt,
});

/** The settings a sheet was last printed with, and by whom (spec 3 "Print settings"). */
export const xbookPrintSettings = pgTable(
  'xbook_print_settings',
  {
    id: serial('id').primaryKey(),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => xbookSheets.id, { onDelete: 'cascade' }),
    fontSize: integer('font_size').notNull(),
    columnQty: integer('column_qty').notNull(),
    leftMargin: integer('left_margin').notNull(),
    /** A fraction: 1.00 is 100%. */
    lineHeight: numeric('line_height', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    includeColorCode: boolean('include_color_code').notNull(),
    printedByUserId: integer('printed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written: the name outlives the account. */
    printedByName: text('printed_by_name').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    ...timestamps,
  },
  (t) => [uniqueIndex('xbook_print_settings_sheet_uq').on(t.sheetId)],
);

/** When a user last opened a sheet: their Recent Sheets. */
export const xbookSheetViews = pgTable(
  'xbook_sheet_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => xbookSheets.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sheetId] }),
    index('xbook_sheet_views_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);
