import type { BodyOf } from '../../../../contracts/call.js';
import {
  folderRoute,
  type HierarchyEntry,
  type SearchResponse,
  sheetRoute,
  type xbookCalls,
} from '../../../../contracts/xbook.js';
import type { Db } from '../../../platform/db/types.js';
import { createJsonCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { findDepartments, findFolders } from '../queries/folders.js';
import {
  type ItemHit,
  SEARCH_TABLES,
  type SearchScope,
  searchCategoryGroups,
  searchFolders,
  searchGroupItems,
  searchMiscGroups,
  searchSheets,
  withSearchPlan,
} from '../queries/search.js';
import { FolderIndex, folderRecord, toSheetSummary } from './tree.js';

/** What one search lists at most; beyond it the answer says `truncated`. */
export const SEARCH_LIMITS = { folders: 30, sheets: 50, itemGroups: 30, perGroup: 15 };
const MAX_WORDS = 8;

const compareNames = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

function countPerGroup(items: readonly ItemHit[]): number[] {
  const counts = new Map<string, number>();
  for (const hit of items)
    counts.set(`${hit.kind}${hit.groupId}`, (counts.get(`${hit.kind}${hit.groupId}`) ?? 0) + 1);
  return [...counts.values()];
}

type SearchInput = BodyOf<typeof xbookCalls.search>;

/**
 * The departments to search, or undefined for all: the screen sends every department checked by
 * default, and no filter is cheaper than one listing them all.
 */
async function departmentScope(db: Db, asked: number[] | undefined): Promise<number[] | undefined> {
  if (!asked?.length) return undefined;
  const chosen = new Set(asked);
  const all = await findDepartments(db);
  return all.every((d) => chosen.has(d.id)) ? undefined : [...chosen];
}

/** Spec 2.3: folders, sheets and sheet items (by category number, description, misc item name). */
export async function search(db: Db, input: SearchInput): Promise<SearchResponse> {
  const words = [...new Set(input.searchText.trim().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  const empty: SearchResponse = { folders: [], sheets: [], itemGroups: [], truncated: false };
  if (!words.length) return empty;
  const scope: SearchScope = { words, departments: await departmentScope(db, input.departments) };
  const found = await withSearchPlan(db, scope, async (tx) => {
    const folders = input.searchFolders ? await searchFolders(tx, scope, SEARCH_LIMITS.folders + 1) : [];
    const sheets = input.searchContentSheets ? await searchSheets(tx, scope, SEARCH_LIMITS.sheets + 1) : [];
    if (!input.searchItems) return { folders, sheets, groups: [], items: [] };
    const limit = SEARCH_LIMITS.itemGroups + 1;
    const groups = [
      ...(await searchCategoryGroups(tx, scope, limit)),
      ...(await searchMiscGroups(tx, scope, limit)),
    ]
      .sort((a, b) => compareNames(a.name, b.name) || a.kind.localeCompare(b.kind) || a.id - b.id)
      .slice(0, limit);
    const shown = groups.slice(0, SEARCH_LIMITS.itemGroups);
    const items = await searchGroupItems(tx, scope, shown, SEARCH_LIMITS.perGroup + 1);
    return { folders, sheets, groups, items };
  });
  const { folders, sheets, groups, items } = found;
  if (!folders.length && !sheets.length && !groups.length) return empty;
  const index = new FolderIndex(await findFolders(db));

  const truncated =
    folders.length > SEARCH_LIMITS.folders ||
    sheets.length > SEARCH_LIMITS.sheets ||
    groups.length > SEARCH_LIMITS.itemGroups ||
    (items.length > 0 && countPerGroup(items).some((n) => n > SEARCH_LIMITS.perGroup));
  const itemGroups = groups.slice(0, SEARCH_LIMITS.itemGroups).map((g) => ({
    name: g.name,
    hierarchies: items
      .filter((hit) => hit.kind === g.kind && hit.groupId === g.id)
      .sort((a, b) => compareNames(a.sheetName, b.sheetName) || a.id - b.id)
      .slice(0, SEARCH_LIMITS.perGroup)
      .map((hit): HierarchyEntry[] => [
        ...index.chain(hit.folderId).map((f) => ({ type: 'folder' as const, record: folderRecord(f) })),
        {
          type: 'other',
          record: { id: hit.sheetId, name: hit.sheetName, quantity: null, route: sheetRoute(hit.sheetId) },
        },
        {
          type: 'item',
          record: {
            id: hit.id,
            name: g.name,
            quantity: hit.quantity,
            route: `${sheetRoute(hit.sheetId)}#item-${hit.id}`,
          },
        },
      ]),
  }));

  return {
    folders: folders.slice(0, SEARCH_LIMITS.folders).map((f) => ({
      id: f.id,
      name: f.name,
      department_id: f.departmentId,
      folder_path: index.path(f.id),
      route: folderRoute(f.id),
    })),
    sheets: sheets.slice(0, SEARCH_LIMITS.sheets).map((s) => toSheetSummary(s, index)),
    itemGroups,
    truncated,
  };
}

const searchCache = createJsonCache({ tables: SEARCH_TABLES, maxBytes: 4_000_000 });

/**
 * A search's answer as JSON text, kept while the library has not moved: the same few words are
 * typed by many people (a cable type, a show's name), and a library changes far less often.
 */
export function searchJson(db: Db, input: SearchInput): Promise<JsonAnswer> {
  const key = JSON.stringify([
    input.searchText.trim(),
    [...(input.departments ?? [])].sort((a, b) => a - b),
    input.searchFolders,
    input.searchContentSheets,
    input.searchItems,
  ]);
  return searchCache.get(db, key, () => search(db, input));
}
