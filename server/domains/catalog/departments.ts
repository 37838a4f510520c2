import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/types.js';
import { departmentGroups, departments } from './schema.js';

/**
 * Every department in the catalogue's order (sort order, then id): the one lookup the library,
 * the show pull and the flow calendar draw their department tabs and colours from. It reads the
 * departments table only, so the caches built from it name that table alone.
 */
export const findDepartments = (db: Db) =>
  db
    .select({
      id: departments.id,
      title: departments.title,
      colorHex: departments.colorHex,
      contrastHex: departments.contrastHex,
      colorName: departments.colorName,
      groupId: departments.groupId,
    })
    .from(departments)
    .orderBy(asc(departments.sortOrder), asc(departments.id));
export type DepartmentRow = Awaited<ReturnType<typeof findDepartments>>[number];

/** The department groups' names by id (the library shows each department's group). */
export async function findDepartmentGroupNames(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: departmentGroups.id, name: departmentGroups.name })
    .from(departmentGroups);
  return new Map(rows.map((g) => [g.id, g.name]));
}
