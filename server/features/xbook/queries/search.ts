import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';

/**
 * Library search. Every word must appear (any case, anywhere) in the name; a word of digits also
 * matches the start of a category number. The pg_trgm GIN indexes on folder, sheet, misc item
 * names and category descriptions serve these ILIKE patterns.
 */
export interface SearchScope {
  words: string[];
  /** Department ids, or undefined for all. */
  departments: number[] | undefined;
}

const pattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function allWords(column: SQL, words: string[], orNumber?: SQL): SQL {
  return sql.join(
    words.map((w) =>
      orNumber && /^\d+$/.test(w)
        ? sql`(${column} ilike ${pattern(w)} or ${orNumber} like ${`${w}%`})`
        : sql`${column} ilike ${pattern(w)}`,
    ),
    sql` and `,
  );
}

const inDepartments = (column: SQL, departments: number[] | undefined) =>
  departments
    ? sql`${column} = any(${sql.raw(`array[${departments.map(Number).join(',')}]::int[]`)})`
    : sql`true`;

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
        order by lower(name), id limit ${limit}`,
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
        order by lower(name), id limit ${limit}`,
  );

export interface ItemHit {
  /** 'c' category, 'm' misc item: with groupId, what the items are grouped by. */
  kind: 'c' | 'm';
  groupId: number;
  name: string;
  id: number;
  quantity: number;
  sheetId: number;
  sheetName: string;
  folderId: number;
}

/**
 * Sheet items of the matching categories and misc items: the first `groups` names (alphabetical)
 * that are on a sheet in scope, and the first `perGroup` items of each (by sheet name).
 */
export function searchItems(
  db: Db,
  scope: SearchScope,
  groups: number,
  perGroup: number,
): Promise<ItemHit[]> {
  const inScope = inDepartments(sql`s.department_id`, scope.departments);
  const onSheet = (column: SQL, id: SQL) =>
    sql`exists (select 1 from xbook_sheet_items i join xbook_sheets s on s.id = i.sheet_id
                where ${column} = ${id} and ${inScope})`;
  return selectJsonRows<ItemHit>(
    db,
    sql`with candidates as materialized (
          select 'c' as kind, c.id, c.description as name, lower(c.description) as sort from categories c
          where not c.is_labor and ${allWords(sql`c.description`, scope.words, sql`c.category_number::text`)}
          union all
          select 'm', m.id, m.name, lower(m.name) from xbook_misc_items m
          where ${allWords(sql`m.name`, scope.words)}
          order by sort, kind, id
        ),
        grouped as (
          select * from candidates g
          where case when g.kind = 'c' then ${onSheet(sql`i.category_id`, sql`g.id`)}
                     else ${onSheet(sql`i.misc_item_id`, sql`g.id`)} end
          limit ${groups}
        )
        select g.kind, g.id as "groupId", g.name, h.id, h.quantity, h.sheet_id as "sheetId",
          h.sheet_name as "sheetName", h.folder_id as "folderId"
        from grouped g
        cross join lateral (
          select i.id, i.quantity, s.id as sheet_id, s.name as sheet_name, s.folder_id, lower(s.name) as sort
          from xbook_sheet_items i join xbook_sheets s on s.id = i.sheet_id
          where g.kind = 'c' and i.category_id = g.id and ${inScope}
          union all
          select i.id, i.quantity, s.id, s.name, s.folder_id, lower(s.name)
          from xbook_sheet_items i join xbook_sheets s on s.id = i.sheet_id
          where g.kind = 'm' and i.misc_item_id = g.id and ${inScope}
          order by sort, id
          limit ${perGroup}
        ) h
        order by g.sort, g.kind, g.id, h.sort, h.id`,
  );
}
