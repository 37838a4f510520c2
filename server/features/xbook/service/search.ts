import {
  folderRoute,
  type HierarchyEntry,
  type SearchResponse,
  sheetRoute,
} from '../../../../contracts/xbook.js';
import type { Db } from '../../../platform/db/types.js';
import { findFolders } from '../queries/folders.js';
import { type SearchScope, searchFolders, searchItems, searchSheets } from '../queries/search.js';
import { FolderIndex, folderRecord, toSheetSummary } from './tree.js';

/** What one search lists at most; beyond it the answer says `truncated`. */
export const SEARCH_LIMITS = { folders: 50, sheets: 100, itemGroups: 50, perGroup: 25 };
const MAX_WORDS = 8;

export interface SearchInput {
  searchText: string;
  departments?: number[];
  searchFolders: boolean;
  searchContentSheets: boolean;
  searchItems: boolean;
}

/** Spec 2.3: folders, sheets and sheet items (by category number, description, misc item name). */
export async function search(db: Db, input: SearchInput): Promise<SearchResponse> {
  const words = [...new Set(input.searchText.trim().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  const scope: SearchScope = {
    words,
    departments: input.departments?.length ? [...new Set(input.departments)] : undefined,
  };
  const empty: SearchResponse = { folders: [], sheets: [], itemGroups: [], truncated: false };
  if (!words.length) return empty;
  // One query at a time: PGlite runs them one by one anyway, and a pool stays free for others.
  const folders = input.searchFolders ? await searchFolders(db, scope, SEARCH_LIMITS.folders + 1) : [];
  const sheets = input.searchContentSheets ? await searchSheets(db, scope, SEARCH_LIMITS.sheets + 1) : [];
  const items = input.searchItems
    ? await searchItems(db, scope, SEARCH_LIMITS.itemGroups + 1, SEARCH_LIMITS.perGroup + 1)
    : [];
  if (!folders.length && !sheets.length && !items.length) return empty;
  const index = new FolderIndex(await findFolders(db));

  let truncated = folders.length > SEARCH_LIMITS.folders || sheets.length > SEARCH_LIMITS.sheets;
  const groups = new Map<string, { name: string; hierarchies: HierarchyEntry[][] }>();
  for (const hit of items) {
    const key = `${hit.kind}${hit.groupId}`;
    let group = groups.get(key);
    if (!group) {
      if (groups.size === SEARCH_LIMITS.itemGroups) {
        truncated = true;
        continue;
      }
      group = { name: hit.name, hierarchies: [] };
      groups.set(key, group);
    }
    if (group.hierarchies.length === SEARCH_LIMITS.perGroup) {
      truncated = true;
      continue;
    }
    group.hierarchies.push([
      ...index.chain(hit.folderId).map((f) => ({ type: 'folder' as const, record: folderRecord(f) })),
      {
        type: 'other',
        record: { id: hit.sheetId, name: hit.sheetName, quantity: null, route: sheetRoute(hit.sheetId) },
      },
      {
        type: 'item',
        record: {
          id: hit.id,
          name: hit.name,
          quantity: hit.quantity,
          route: `${sheetRoute(hit.sheetId)}#item-${hit.id}`,
        },
      },
    ]);
  }

  return {
    folders: folders.slice(0, SEARCH_LIMITS.folders).map((f) => ({
      id: f.id,
      name: f.name,
      department_id: f.departmentId,
      folder_path: index.path(f.id),
      route: folderRoute(f.id),
    })),
    sheets: sheets.slice(0, SEARCH_LIMITS.sheets).map((s) => toSheetSummary(s, index)),
    itemGroups: [...groups.values()],
    truncated,
  };
}
