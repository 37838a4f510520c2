import { z } from 'zod';
import { xbookCall as call, checkedByDefault, formId, record, sheetSummary } from './fields.js';

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
      /** The department's title (five "Breakouts / Ballrooms", one per department, told apart). */
      department: z.string(),
      folder_path: z.string(),
      route: z.string(),
    }),
  ),
  sheets: z.array(sheetSummary),
  /** Items grouped by name; each hierarchy runs from the department and its top folder to the item. */
  itemGroups: z.array(z.object({ name: z.string(), hierarchies: z.array(z.array(hierarchyEntry)) })),
  /** More matched than are listed: the user should narrow the search. */
  truncated: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const searchCalls = {
  search: call({
    method: 'POST',
    path: '/xbook/search',
    summary:
      'Search folders, sheet names and sheet items (category number, description, misc item name); form-encoded',
    body: searchForm,
    encoding: 'form',
    answer: searchResponse,
  }),
};
