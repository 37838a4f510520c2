import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';

/**
 * Library search. Every word must appear (any case, anywhere) in the name; a word of digits also
 * matches a category number exactly. Two indexes serve each searched name:
 * - a pg_trgm GIN index on lower(name), for `lower(name) LIKE '%word%'` with a word of 3 or more
 *   characters (LIKE on the lowered text is several times faster on PGlite than ILIKE);
 * - a btree index on (lower(name), id), walked in name order until enough rows match, for words
 *   too short for trigrams (a search for "a" stops after the first few dozen names).
 * The planner over-costs the GIN index (it would scan 20,000 categories instead), so a search with
 * a long word runs with sequential scans off: see `withSearchPlan`.
 */
export interface SearchScope {
  words: string[];
  /** Department ids, or undefined for all. */
  departments: number[] | undefined;
}

const pattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One word in a name: as written (any case, anywhere), or by its English stem through full text
 * ("Microphones" finds "Microphone"; `plainto_tsquery` takes any text, so no word is a syntax error).
 * The configuration is written in the SQL, not bound, so it matches the full-text indexes'
 * expression (migration 0017); words under 3 characters have no stem worth the per-row cost of a walk in name order.
 */
const wordIn = (column: SQL, w: string) =>
  w.length < 3
    ? sql`lower(${column}) like ${pattern(w)}`
    : sql`(lower(${column}) like ${pattern(w)} or to_tsvector('english', ${column})
          @@ plainto_tsquery('english', ${w}))`;

function allWords(column: SQL, words: string[], orNumber?: SQL): SQL {
  return sql.join(
    words.map((w) =>
      orNumber && /^\d{1,9}$/.test(w)
        ? sql`(${wordIn(column, w)} or ${orNumber} = ${Number(w)})`
        : wordIn(column, w),
    ),
    sql` and `,
  );
}

const intArray = (ids: readonly number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
const inDepartments = (column: SQL, departments: number[] | undefined) =>
  departments ? sql`${column} = any(${intArray(departments)})` : sql`true`;

/** Trigrams need 3 characters: a shorter word cannot use the GIN index. */
export const usesTrigrams = (words: readonly string[]) => words.some((w) => w.length >= 3);

/** Runs the search's queries in one read-only transaction, steering the planner to the GIN indexes. */
export function withSearchPlan<T>(db: Db, scope: SearchScope, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    if (usesTrigrams(scope.words)) await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

/**
 * The order of a list of names. With trigrams the matches come from the GIN index and are then
 * sorted (`|| ''` keeps the planner from walking the whole btree instead, which it would do for a
 * word found nowhere); without, the btree index on (lower(name), id) gives the order as it is walked.
 */
const byName = (column: SQL, scope: SearchScope) =>
  usesTrigrams(scope.words) ? sql`lower(${column}) || '', id` : sql`lower(${column}), id`;

export interface FolderHit {
  id: number;
  name: string;
  departmentId: number;
}

export const searchFolders = (db: Db, scope: SearchScope, limit: number): Promise<FolderHit[]> =>
  selectJsonRows<FolderHit>(
    db,
    sql`select id, name, department_id as "departmentId" from xbook_folders
        where ${allWords(sql`name`, scope.words)} and ${inDepartments(sql`department_id`, scope.departments)}
        order by ${byName(sql`name`, scope)} limit ${limit}`,
  );

export interface SheetHit {
  id: number;
  name: string;
  departmentId: number;
  folderId: number;
}

export const searchSheets = (db: Db, scope: SearchScope, limit: number): Promise<SheetHit[]> =>
  selectJsonRows<SheetHit>(
    db,
    sql`select id, name, department_id as "departmentId", folder_id as "folderId" from xbook_sheets
        where ${allWords(sql`name`, scope.words)} and ${inDepartments(sql`department_id`, scope.departments)}
        order by ${byName(sql`name`, scope)} limit ${limit}`,
  );

export interface ItemGroup {
  kind: 'c' | 'm';
  id: number;
  name: string;
}

/**
 * Some sheet in scope lists it: probed once per name, in name order, until there are enough (one
 * lookup in the index on (category or misc item, department) of the sheet items).
 */
const onASheet = (column: SQL, id: SQL, scope: SearchScope) =>
  sql`(select 1 from xbook_sheet_items i
       where ${column} = ${id} and ${inDepartments(sql`i.department_id`, scope.departments)} limit 1)`;

/**
 * The first `limit` categories (by description) matching the words that are on a sheet in scope.
 * With trigrams, the matches are found through the GIN index, sorted, then probed in order; without,
 * the names are walked in order through the btree index and probed as they come.
 */
export function searchCategoryGroups(db: Db, scope: SearchScope, limit: number): Promise<ItemGroup[]> {
  const words = allWords(sql`c.description`, scope.words, sql`c.category_number`);
  const probe = onASheet(sql`i.category_id`, sql`g.id`, scope);
  if (usesTrigrams(scope.words))
    return selectJsonRows<ItemGroup>(
      db,
      sql`with matches as materialized (
            select c.id, c.description as name, lower(c.description) as sort from categories c
            where not c.is_labor and ${words}
          )
          select 'c' as kind, g.id, g.name from (select * from matches order by sort, id) g
          cross join lateral ${probe} hit
          limit ${limit}`,
    );
  return selectJsonRows<ItemGroup>(
    db,
    sql`select 'c' as kind, g.id, g.description as name from categories g
        cross join lateral ${probe} hit
        where not g.is_labor and ${allWords(sql`g.description`, scope.words, sql`g.category_number`)}
        order by lower(g.description), g.id limit ${limit}`,
  );
}

export function searchMiscGroups(db: Db, scope: SearchScope, limit: number): Promise<ItemGroup[]> {
  return selectJsonRows<ItemGroup>(
    db,
    sql`select 'm' as kind, g.id, g.name from xbook_misc_items g
        cross join lateral ${onASheet(sql`i.misc_item_id`, sql`g.id`, scope)} hit
        where ${allWords(sql`g.name`, scope.words)}
        order by lower(g.name), g.id limit ${limit}`,
  );
}

export interface ItemHit {
  kind: 'c' | 'm';
  groupId: number;
  id: number;
  quantity: number;
  sheetId: number;
  sheetName: string;
  folderId: number;
}

/** The first `perGroup` sheet items (by sheet name) of each category and misc item of the groups. */
export function searchGroupItems(
  db: Db,
  scope: SearchScope,
  groups: readonly ItemGroup[],
  perGroup: number,
): Promise<ItemHit[]> {
  const items = (kind: 'c' | 'm', column: SQL) => {
    const ids = groups.filter((g) => g.kind === kind).map((g) => g.id);
    if (!ids.length) return undefined;
    return sql`select ${kind}::text as kind, g.id as "groupId", h.id, h.quantity, h.sheet_id as "sheetId",
        h.sheet_name as "sheetName", h.folder_id as "folderId"
      from unnest(${intArray(ids)}) as g(id)
      cross join lateral (
        select i.id, i.quantity, s.id as sheet_id, s.name as sheet_name, s.folder_id
        from xbook_sheet_items i join xbook_sheets s on s.id = i.sheet_id
        where ${column} = g.id and ${inDepartments(sql`i.department_id`, scope.departments)}
        order by lower(s.name), i.id limit ${perGroup}
      ) h`;
  };
  const parts = [items('c', sql`i.category_id`), items('m', sql`i.misc_item_id`)].filter(
    (p): p is SQL => p !== undefined,
  );
  if (!parts.length) return Promise.resolve([]);
  return selectJsonRows<ItemHit>(db, sql.join(parts, sql` union all `));
}

export interface NoteHit extends ItemHit {
  /** The category description or misc item name. */
  name: string;
  notes: string;
}

/** Sheet items whose notes hold every word (issue 24.5), in name then sheet order. */
export const searchItemNotes = (db: Db, scope: SearchScope, limit: number): Promise<NoteHit[]> =>
  selectJsonRows<NoteHit>(
    db,
    sql`select case when i.kind = 'category' then 'c' else 'm' end as kind,
          coalesce(i.category_id, i.misc_item_id) as "groupId", coalesce(c.description, m.name) as name,
          i.id, i.quantity, i.notes, s.id as "sheetId", s.name as "sheetName", s.folder_id as "folderId"
        from xbook_sheet_items i
        join xbook_sheets s on s.id = i.sheet_id
        left join categories c on c.id = i.category_id
        left join xbook_misc_items m on m.id = i.misc_item_id
        where i.kind <> 'section' and ${allWords(sql`i.notes`, scope.words)}
          and ${inDepartments(sql`i.department_id`, scope.departments)}
        order by lower(coalesce(c.description, m.name)), lower(s.name), i.id limit ${limit}`,
  );

/**
 * The tables a search reads: its cached answers are kept while none of them changes
 * (test/harness/cache-tables.test.ts holds the list to the queries above).
 */
export const SEARCH_TABLES = [
  'categories',
  'departments',
  'xbook_folders',
  'xbook_misc_items',
  'xbook_sheet_items',
  'xbook_sheets',
] as const;
