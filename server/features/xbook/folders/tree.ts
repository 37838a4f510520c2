import type { HierarchyEntry } from '../../../../contracts/xbook.js';
import { type FolderNode, folderRoute, type SheetSummary, sheetRoute } from '../../../../contracts/xbook.js';
import type { Db } from '../../../platform/db/types.js';
import { type FolderRow, findDepartmentTitles } from './queries.js';

/** Each department's title by id: every list of folders and sheets names the department. */
export const departmentTitles = async (db: Db): Promise<Map<number, string>> =>
  new Map((await findDepartmentTitles(db)).map((d) => [d.id, d.title]));

/** A search result's breadcrumb starts with its department (issue 24.5: five "Breakouts" told apart). */
export const departmentEntry = (
  titles: ReadonlyMap<number, string>,
  id: number | undefined,
): HierarchyEntry => ({
  type: 'other',
  record: { id: id ?? 0, name: titles.get(id ?? 0) ?? '', quantity: null, route: `/xbook/departments/${id}` },
});

/** Folders by id, with each one's chain from the top of its tree. */
export class FolderIndex {
  private readonly byId = new Map<number, FolderRow>();

  constructor(folders: readonly FolderRow[]) {
    for (const f of folders) this.byId.set(f.id, f);
  }

  get(id: number): FolderRow | undefined {
    return this.byId.get(id);
  }

  /** From the top folder down to this one (a broken chain stops where it breaks). */
  chain(id: number): FolderRow[] {
    const out: FolderRow[] = [];
    const seen = new Set<number>();
    for (
      let f = this.byId.get(id);
      f && !seen.has(f.id);
      f = f.parentId ? this.byId.get(f.parentId) : undefined
    ) {
      seen.add(f.id);
      out.unshift(f);
    }
    return out;
  }

  /** "Standard Packages / Ballroom / Large": the folder names of the chain. */
  path(id: number): string {
    return this.chain(id)
      .map((f) => f.name)
      .join(' / ');
  }
}

export const folderRecord = (f: { id: number; name: string }) => ({
  id: f.id,
  name: f.name,
  quantity: null,
  route: folderRoute(f.id),
});

export function toFolderNode(f: FolderRow, children: FolderNode[] = []): FolderNode {
  return {
    id: f.id,
    name: f.name,
    type: 'folder',
    record: folderRecord(f),
    department_id: f.departmentId,
    content_sheet_folder_id: f.parentId,
    child_folders: children,
  };
}

/** The department's folders as trees (they arrive sorted by name, and stay so). */
export function buildTree(folders: readonly FolderRow[]): FolderNode[] {
  const children = new Map<number | null, FolderRow[]>();
  const ids = new Set(folders.map((f) => f.id));
  for (const f of folders) {
    const parent = f.parentId !== null && ids.has(f.parentId) ? f.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), f]);
  }
  const build = (parent: number | null, depth: number): FolderNode[] =>
    depth > 100 ? [] : (children.get(parent) ?? []).map((f) => toFolderNode(f, build(f.id, depth + 1)));
  return build(null, 0);
}

export function toSheetSummary(
  s: { id: number; name: string; departmentId: number; folderId: number },
  folders: FolderIndex,
  departments: ReadonlyMap<number, string>,
): SheetSummary {
  return {
    id: s.id,
    name: s.name,
    department_id: s.departmentId,
    department: departments.get(s.departmentId) ?? '',
    content_sheet_folder_id: s.folderId,
    folder_path: folders.path(s.folderId),
    route: sheetRoute(s.id),
  };
}
