import { z } from 'zod';
import { errorResponse } from '../common.js';
import { xbookCall as call, id, idParams, name, record, requiredName, sheetSummary } from './fields.js';
import { XBOOK_TEXT } from './texts.js';

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

export const createFolderBody = z.object({
  name: name.min(1, XBOOK_TEXT.folderNameRequired),
  departmentID: id,
  parentFolderID: id.nullable().optional(),
});
export const createFolderResponse = z.object({ folder: folderNode });

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
export const createMiscItemBody = z.object({ name: requiredName });
export const miscItemResponse = z.object({ item: miscItem });

/** The browser's calls: departments, their folder trees, recent sheets and what the pickers list. */
export const libraryCalls = {
  departments: call({
    method: 'GET',
    path: '/xbook/departments',
    summary: 'The departments, with their colours and groups (the department buttons)',
    answer: departmentsResponse,
  }),
  department: call({
    method: 'GET',
    path: '/xbook/departments/{id}',
    summary: "The department's folder tree and all its content sheets",
    params: idParams,
    answer: departmentResponse,
  }),
  folder: call({
    method: 'GET',
    path: '/xbook/folders/{id}',
    summary: 'A folder with the folders above it (where a search result leads)',
    params: idParams,
    answer: folderResponse,
  }),
  createFolder: call({
    method: 'POST',
    path: '/xbook/folder',
    summary: 'Add a folder to a department, at the top or inside parentFolderID',
    body: createFolderBody,
    answer: createFolderResponse,
  }),
  recent: call({
    method: 'GET',
    path: '/xbook/recent',
    summary: 'The sheets the user opened last (Recent Sheets)',
    answer: recentResponse,
  }),
  categories: call({
    method: 'GET',
    path: '/xbook/categories',
    summary: 'Equipment categories of every department (the category selects)',
    answer: categoriesResponse,
  }),
  miscItems: call({
    method: 'GET',
    path: '/xbook/misc-items',
    summary: 'The misc items',
    answer: miscItemsResponse,
  }),
  createMiscItem: call({
    method: 'POST',
    path: '/xbook/misc-item',
    summary: 'Create a misc item (409 when one of that name exists)',
    body: createMiscItemBody,
    answer: miscItemResponse,
    refusals: { 409: errorResponse },
  }),
};
