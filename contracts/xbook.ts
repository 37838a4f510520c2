import { z } from 'zod';
import { formBool, formInt, idParam } from './common.js';

/** Spec 5 and 8, word for word (the server says the same as the screens). */
export const XBOOK_TEXT = {
  folderNameRequired: 'A folder name is required',
  nameRequired: 'Please enter a name',
  folderRequired: 'You must select a folder',
  imageRequired: 'Please select an image',
  deleteSheet: 'Are you sure you want to delete this content sheet?',
  deleteItem: 'Are you sure you want to delete this item?',
  deleteImage:
    'Are you sure you want to delete this image? It will also be removed for all other items with the same category or the same misc item.',
  newMiscItem:
    'New misc item name. Our standards: Title-Case, singular, proper grammar, and detailed enough to differentiate it from similar items. Check that it does not already exist first.',
  dragToReorder: 'Drag Items to Re-Order',
  noResults: 'No Results',
  noItems: 'No Items',
  noImage: 'No Image Found',
  printScale: "The PDF print scale must be set to 'Fit to Page'.",
  notAnImage: 'That file is not an image. Please select a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: 'That image is too large: the limit is 5 MB.',
  miscItemExists: 'A misc item with that name already exists',
  categoryRequired: 'Please choose a category',
  sectionNameRequired: 'Please enter a section name',
  miscItemRequired: 'Please choose a misc item',
} as const;

/** Spec 5: on changing a sheet's category, the user is asked whether to rename the sheet too. */
export const renameToCategoryQuestion = (description: string) =>
  `Would you also like to rename this content sheet to "${description}"?`;

/** Uploads larger than this are refused (the multipart limit of the server is above it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Spec 9 "Library print settings". */
export const PRINT_DEFAULTS = { fontSize: 12, colQty: 1, leftMargin: 25, lineHeight: 100, colorCode: false };
export const PRINT_LIMITS = {
  fontSize: { min: 5, max: 30 },
  leftMargin: { min: 0, max: 100 },
  lineHeight: { min: 50, max: 150, step: 5 },
  /** 0 is Auto. */
  colQty: [0, 1, 2, 3] as const,
};

const id = z.number().int().positive().max(2_147_483_647);
const formId = formInt.pipe(id);
const name = z.string().trim().max(200);
const notes = z.string().max(4000);
/** A form field left empty (a select on "No Selection") means none. */
const optionalFormId = z
  .union([z.literal(''), formId])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
/** The 'For' checkboxes: checked unless the call says otherwise. */
const checkedByDefault = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .optional()
  .transform((v) => v === undefined || v === true || v === 'true' || v === 'on' || v === '1');

/** Spec 3 "Department", with the library's name and groups. */
export const libraryDepartment = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  color_hex: z.string(),
  contrastHex: z.string(),
  color_name: z.string(),
  isAll: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LibraryDepartment = z.infer<typeof libraryDepartment>;
export const departmentsResponse = z.object({ departments: z.array(libraryDepartment) });

/** What a search entry or a folder links to. */
export const record = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().nullable(),
  route: z.string(),
});

export interface FolderNode {
  id: number;
  name: string;
  type: 'folder';
  record: z.infer<typeof record>;
  department_id: number;
  /** The parent folder; null at the top of the tree. */
  content_sheet_folder_id: number | null;
  child_folders: FolderNode[];
}
/** Spec 3 "Folder": a node of a department's tree, with its child folders. */
export const folderNode: z.ZodType<FolderNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.literal('folder'),
  record,
  department_id: z.number().int(),
  content_sheet_folder_id: z.number().int().nullable(),
  get child_folders() {
    return z.array(folderNode);
  },
});

/** A sheet as lists show it (the tree, All Content Sheets, Recent Sheets, search). */
export const sheetSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  department_id: z.number().int(),
  content_sheet_folder_id: z.number().int(),
  /** "Standard Packages / Breakouts": the folders above the sheet. */
  folder_path: z.string(),
  route: z.string(),
});
export type SheetSummary = z.infer<typeof sheetSummary>;

/** GET /xbook/departments/{id}: the department's folder tree and all its sheets. */
export const departmentResponse = z.object({
  folders: z.array(folderNode),
  sheets: z.array(sheetSummary),
});

/** GET /xbook/folders/{id}: a folder and the folders above it (a search result's folder link). */
export const folderResponse = z.object({
  folder: z.object({
    id: z.number().int(),
    name: z.string(),
    department_id: z.number().int(),
    content_sheet_folder_id: z.number().int().nullable(),
    route: z.string(),
    /** From the top of the tree down to this folder. */
    path: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});

export const recentResponse = z.object({ sheets: z.array(sheetSummary) });

/** POST /xbook/folder. */
export const createFolderBody = z.object({
  name: name.min(1, XBOOK_TEXT.folderNameRequired),
  departmentID: id,
  parentFolderID: id.nullable().optional(),
});
export const createFolderResponse = z.object({ folder: folderNode });

/** Spec 3 "Print settings": what the sheet was last printed with, and by whom. */
export const printSettings = z.object({
  id: z.number().int(),
  contact_name: z.string(),
  size: z.number().int(),
  column_qty: z.number().int(),
  left_margin: z.number().int(),
  /** A fraction (1 is 100%); shown as a percent. */
  line_height: z.number(),
  include_color_code: z.boolean(),
  printed_at: z.string(),
});
export type PrintSettings = z.infer<typeof printSettings>;

export const sheetCategory = z.object({
  id: z.number().int(),
  /** The category number. */
  name: z.string(),
  description: z.string(),
  department_id: z.number().int(),
});

/** Spec 3 "Content sheet". */
export const contentSheet = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string(),
  department_id: z.number().int(),
  category: sheetCategory.nullable(),
  folder: z.object({ id: z.number().int(), name: z.string() }),
  content_sheet_folder_id: z.number().int(),
  folder_path: z.string(),
  route: z.string(),
  print_settings: printSettings.nullable(),
});
export type ContentSheet = z.infer<typeof contentSheet>;
export const sheetResponse = z.object({ sheet: contentSheet });

/** Spec 3 "Content sheet item". */
export const sheetItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  notes: z.string(),
  is_section: z.boolean(),
  section_name: z.string().nullable(),
  /** The category's description, the misc item's name, or the section name. */
  name: z.string(),
  isMisc: z.boolean(),
  hasImage: z.boolean(),
  category_id: z.number().int().nullable(),
  /** The category number, for category items. */
  category_number: z.string().nullable(),
  misc_item_id: z.number().int().nullable(),
});
export type SheetItem = z.infer<typeof sheetItem>;
export const itemsResponse = z.object({ items: z.array(sheetItem) });
export const itemResponse = z.object({ item: sheetItem });

/** A category to choose (spec 3: the library's selectDescription, selectDescriptionWithDepartment). */
export const libraryCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  department_id: z.number().int(),
  departmentTitle: z.string(),
  selectDescription: z.string(),
  selectDescriptionWithDepartment: z.string(),
});
export type LibraryCategory = z.infer<typeof libraryCategory>;
export const categoriesResponse = z.object({ categories: z.array(libraryCategory) });

/** Spec 3 "Misc item". */
export const miscItem = z.object({ id: z.number().int(), name: z.string() });
export type MiscItem = z.infer<typeof miscItem>;
export const miscItemsResponse = z.object({ items: z.array(miscItem) });
export const createMiscItemBody = z.object({ name: name.min(1, XBOOK_TEXT.nameRequired) });
export const miscItemResponse = z.object({ item: miscItem });

/** POST /xbook/search (form-encoded). */
export const searchForm = z.object({
  searchText: z.string().trim().min(1, 'Enter something to search for').max(200),
  departments: z.array(formId).max(100).optional(),
  searchFolders: checkedByDefault,
  searchContentSheets: checkedByDefault,
  searchItems: checkedByDefault,
});
type InputOf<Schema extends z.ZodType, T extends z.input<Schema>> = T;
/** What the search panel sends: a valid input of `searchForm`, with numbers and flags typed. */
export type SearchFields = InputOf<
  typeof searchForm,
  {
    searchText: string;
    departments: number[];
    searchFolders: boolean;
    searchContentSheets: boolean;
    searchItems: boolean;
  }
>;

export const hierarchyEntry = z.object({
  type: z.enum(['item', 'folder', 'other']),
  record,
});
export type HierarchyEntry = z.infer<typeof hierarchyEntry>;
export const searchResponse = z.object({
  folders: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      department_id: z.number().int(),
      folder_path: z.string(),
      route: z.string(),
    }),
  ),
  sheets: z.array(sheetSummary),
  /** Items grouped by name; each hierarchy runs from the top folder to the item. */
  itemGroups: z.array(z.object({ name: z.string(), hierarchies: z.array(z.array(hierarchyEntry)) })),
  /** More matched than are listed: the user should narrow the search. */
  truncated: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** POST /xbook/sheet (form-encoded, with the anti-forgery token). */
export const createSheetForm = z.object({
  departmentID: formId,
  folderID: z
    .union([z.literal(''), formId])
    .optional()
    .refine((v) => v !== undefined && v !== '', XBOOK_TEXT.folderRequired)
    .transform((v) => v as number),
  categoryID: optionalFormId,
  name: name.min(1, XBOOK_TEXT.nameRequired),
});

/** A record's id in the path (department, folder, sheet, item). */
export const idParams = z.object({ id: idParam });
export const orderBody = z.object({ ids: z.array(id).max(5000) });
export const nameBody = z.object({ name: name.min(1, XBOOK_TEXT.nameRequired) });
export const notesBody = z.object({ notes });
export const categoryBody = z.object({
  categoryID: id.nullable(),
  shouldUpdateName: z.boolean().default(false),
});
export const folderBody = z.object({
  folderID: id
    .nullable()
    .optional()
    .refine((v) => v !== null && v !== undefined, XBOOK_TEXT.folderRequired)
    .transform((v) => v as number),
});
export const quantityBody = z.object({ quantity: z.number().int().min(0).max(100_000) });

export const itemType = z.enum(['category', 'section', 'misc']);
export type ItemType = z.infer<typeof itemType>;
/** POST /xbook/sheets/{id}/item (form-encoded): what it is, and its section name, category or misc item. */
export const addItemForm = z
  .object({
    type: itemType,
    sectionName: z.string().trim().max(200).optional(),
    categoryID: optionalFormId,
    miscItemID: optionalFormId,
    quantity: formInt.pipe(z.number().int().min(0).max(100_000)).default(1),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'category' && f.categoryID === undefined)
      ctx.addIssue({ code: 'custom', path: ['categoryID'], message: XBOOK_TEXT.categoryRequired });
    if (f.type === 'section' && !f.sectionName)
      ctx.addIssue({ code: 'custom', path: ['sectionName'], message: XBOOK_TEXT.sectionNameRequired });
    if (f.type === 'misc' && f.miscItemID === undefined)
      ctx.addIssue({ code: 'custom', path: ['miscItemID'], message: XBOOK_TEXT.miscItemRequired });
  });
export type AddItemForm = z.input<typeof addItemForm>;

export const hasImageResponse = z.object({ hasImage: z.boolean() });
/** The image's address (cacheable: a new upload gets a new address), or null. */
export const imageResponse = z.object({ imageSource: z.string().nullable() });
/**
 * POST /xbook/items/{id}/image (multipart): the file part `image`. The server reads the file's
 * bytes, not its name or declared type, to decide whether it is an image.
 */
export const imageUpload = z
  .object({
    image: z
      .object({
        type: z.literal('file'),
        filename: z.string(),
        mimetype: z.string(),
      })
      .loose()
      .optional(),
  })
  // A multipart body without any part arrives as null: that is "no file" too.
  .nullish();
export const imageFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/) });

const percentStep = (n: number) => n % PRINT_LIMITS.lineHeight.step === 0;
/** GET /xbook/sheets/{id}/pdf: every setting in its range, defaults from spec 9. */
export const pdfQuery = z.object({
  fontSize: z.coerce
    .number()
    .int()
    .min(PRINT_LIMITS.fontSize.min)
    .max(PRINT_LIMITS.fontSize.max)
    .default(PRINT_DEFAULTS.fontSize),
  leftMargin: z.coerce
    .number()
    .int()
    .min(PRINT_LIMITS.leftMargin.min)
    .max(PRINT_LIMITS.leftMargin.max)
    .default(PRINT_DEFAULTS.leftMargin),
  /** A percent, in steps of 5. */
  lineHeight: z.coerce
    .number()
    .int()
    .min(PRINT_LIMITS.lineHeight.min)
    .max(PRINT_LIMITS.lineHeight.max)
    .refine(percentStep, 'The line height goes in steps of 5%')
    .default(PRINT_DEFAULTS.lineHeight),
  /** 0 is Auto. */
  colQty: z.coerce.number().int().min(0).max(3).default(PRINT_DEFAULTS.colQty),
  colorCode: formBool,
});
export type PdfQuery = z.infer<typeof pdfQuery>;

/** The sheet's own route (the method-override DELETE goes there). */
export const sheetRoute = (id: number) => `/xbook/sheets/${id}`;
export const folderRoute = (id: number) => `/xbook/folders/${id}`;
