import { departmentGroups, departments, pullGroups } from '../domains/catalog/schema.js';
import type { Db } from '../platform/db/types.js';
import { type DepartmentCatalog, EXPENDABLES } from './catalog-types.js';
import { contrastHex } from '../domains/catalog/colors.js';
import { insertReturningIds } from './insert.js';

export interface SeededDepartments {
  departmentGroups: Map<string, number>;
  departments: Map<string, number>;
  /** By "Department/Pull group". */
  pullGroups: Map<string, number>;
}

export const pullGroupKey = (department: string, pullGroup: string) => `${department}/${pullGroup}`;

/** Department groups, departments (in catalog order) and their pull groups. */
export async function seedDepartments(
  tx: Db,
  catalog: readonly DepartmentCatalog[],
): Promise<SeededDepartments> {
  const groupNames = [...new Set(catalog.map((d) => d.group))];
  const groupIds = await insertReturningIds(
    tx,
    departmentGroups,
    groupNames.map((name) => ({ name })),
  );
  const groups = new Map(groupNames.map((name, i) => [name, groupIds[i]!]));

  const departmentIds = await insertReturningIds(
    tx,
    departments,
    catalog.map((d, i) => ({
      title: d.title,
      colorHex: d.colorHex,
      contrastHex: contrastHex(d.colorHex),
      colorName: d.colorName,
      groupId: groups.get(d.group)!,
      sortOrder: (i + 1) * 10,
    })),
  );
  const byTitle = new Map(catalog.map((d, i) => [d.title, departmentIds[i]!]));

  const pullGroupRows = catalog.flatMap((d) => {
    const names = d.pullGroups.map((p) => p.name);
    if (d.salesOnly.length > 0) names.push(EXPENDABLES);
    return names.map((name) => ({
      name,
      departmentId: byTitle.get(d.title)!,
      key: pullGroupKey(d.title, name),
    }));
  });
  const pullGroupIds = await insertReturningIds(
    tx,
    pullGroups,
    pullGroupRows.map(({ name, departmentId }) => ({ name, departmentId })),
  );
  return {
    departmentGroups: groups,
    departments: byTitle,
    pullGroups: new Map(pullGroupRows.map((row, i) => [row.key, pullGroupIds[i]!])),
  };
}
