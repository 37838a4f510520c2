import type { BodyOf } from '../../../../contracts/call.js';
import {
  folderRoute,
  type HierarchyEntry,
  type SearchResponse,
  sheetRoute,
  type xbookCalls,
} from '../../../../contracts/xbook.js';
import { findDepartments } from '../../../domains/catalog/departments.js';
import type { Db } from '../../../platform/db/types.js';
import { createJsonCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { findFolders } from '../folders/queries.js';
import {
  departmentEntry,
  departmentTitles,
  FolderIndex,
  folderRecord,
  toSheetSummary,
} from '../folders/tree.js';
import {
  type ItemGroup,
  type ItemHit,
  type NoteHit,
  SEARCH_TABLES,
  type SearchScope,
  searchCategoryGroups,
  searchFolders,
  searchGroupItems,
  searchItemNotes,
  searchMiscGroups,
  searchSheets,
  withSearchPlan,
} from './queries.js';

/** What one search lists at most; beyond it the answer says `truncated`. */
export const SEARCH_LIMITS = { folders: 30, sheets: 50, itemGroups: 30, perGroup: 15, notes: 60 };
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

/** The groups found by name, and those of the lines found by their notes, in name order. */
function withNoteGroups(byName: readonly ItemGroup[], notes: readonly NoteHit[]): ItemGroup[] {
  const groups = new Map(byName.map((g) => [`${g.kind}${g.id}`, g]));
  for (const n of notes)
    if (!groups.has(`${n.kind}${n.groupId}`))
      groups.set(`${n.kind}${n.groupId}`, { kind: n.kind, id: n.groupId, name: n.name });
  return [...groups.values()].sort(
    (a, b) => compareNames(a.name, b.name) || a.kind.localeCompare(b.kind) || a.id - b.id,
  );
}

/** A group's lines: those of its name, and the ones found by their notes. */
const withNoteItems = (items: readonly ItemHit[], notes: readonly NoteHit[]): ItemHit[] => {
  const ids = new Set(items.map((i) => i.id));
  return [...items, ...notes.filter((n) => !ids.has(n.id))];
};

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

/** The words of a search: "#1000" is the category number as the screen shows it. */
export const searchWords = (text: string) =>
  [
    ...new Set(
      text
        .trim()
        .split(/\s+/)
        .map((w) => w.replace(/^#(?=\d+$)/, ''))
        .filter(Boolean),
    ),
  ].slice(0, MAX_WORDS);

/**
 * Spec 2.3: folders, sheets and sheet items (by category number, description, misc item name, and
 * the items' notes), each naming its department.
 */
export async function search(db: Db, input: SearchInput): Promise<SearchResponse> {
  const words = searchWords(input.searchText);
  const empty: SearchResponse = { folders: [], sheets: [], itemGroups: [], truncated: false };
  if (!words.length) return empty;
  const scope: SearchScope = { words, departments: await departmentScope(db, input.departments) };
  const found = await withSearchPlan(db, scope, async (tx) => {
    const folders = input.searchFolders ? await searchFolders(tx, scope, SEARCH_LIMITS.folders + 1) : [];
    const sheets = input.searchContentSheets ? await searchSheets(tx, scope, SEARCH_LIMITS.sheets + 1) : [];
    if (!input.searchItems) return { folders, sheets, groups: [], items: [], notes: [] };
    const limit = SEARCH_LIMITS.itemGroups + 1;
    const notes = await searchItemNotes(tx, scope, SEARCH_LIMITS.notes + 1);
    const byName = [
      ...(await searchCategoryGroups(tx, scope, limit)),
      ...(await searchMiscGroups(tx, scope, limit)),
    ];
    const groups = withNoteGroups(byName, notes).slice(0, limit);
    // A group found only by its lines' notes lists only those lines.
    const named = new Set(byName.map((g) => `${g.kind}${g.id}`));
    const shown = groups.slice(0, SEARCH_LIMITS.itemGroups).filter((g) => named.has(`${g.kind}${g.id}`));
    const items = await searchGroupItems(tx, scope, shown, SEARCH_LIMITS.perGroup + 1);
    return { folders, sheets, groups, items: withNoteItems(items, notes), notes };
  });
  const { folders, sheets, groups, items, notes } = found;
  if (!folders.length && !sheets.length && !groups.length) return empty;
  const [index, departments] = [new FolderIndex(await findFolders(db)), await departmentTitles(db)];
  const noted = new Map(notes.map((n) => [n.id, n.notes]));

  const truncated =
    folders.length > SEARCH_LIMITS.folders ||
    sheets.length > SEARCH_LIMITS.sheets ||
    groups.length > SEARCH_LIMITS.itemGroups ||
    notes.length > SEARCH_LIMITS.notes ||
    (items.length > 0 && countPerGroup(items).some((n) => n > SEARCH_LIMITS.perGroup));
  const itemGroups = groups.slice(0, SEARCH_LIMITS.itemGroups).map((g) => ({
    name: g.name,
    hierarchies: items
      .filter((hit) => hit.kind === g.kind && hit.groupId === g.id)
      .sort((a, b) => compareNames(a.sheetName, b.sheetName) || a.id - b.id)
      .slice(0, SEARCH_LIMITS.perGroup)
      .map((hit): HierarchyEntry[] => [
        departmentEntry(departments, index.get(hit.folderId)?.departmentId),
        ...index.chain(hit.folderId).map((f) => ({ type: 'folder' as const, record: folderRecord(f) })),
        {
          type: 'other',
          record: { id: hit.sheetId, name: hit.sheetName, quantity: null, route: sheetRoute(hit.sheetId) },
        },
        {
          type: 'item',
          record: {
            id: hit.id,
            // A line found by its notes says them, so the reader sees why it is listed.
            name: noted.has(hit.id) ? `${g.name} (${noted.get(hit.id)})` : g.name,
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
      department: departments.get(f.departmentId) ?? '',
      folder_path: index.path(f.id),
      route: folderRoute(f.id),
    })),
    sheets: sheets.slice(0, SEARCH_LIMITS.sheets).map((s) => toSheetSummary(s, index, departments)),
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
