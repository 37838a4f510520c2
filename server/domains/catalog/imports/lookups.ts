import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';

/** Names are matched without regard to case or surrounding spaces. */
export const fold = (name: string) => name.trim().toLowerCase();

export interface DepartmentRef {
  id: number;
  title: string;
}

/** Every department by its folded name. */
export async function departmentsByName(tx: Db): Promise<Map<string, DepartmentRef>> {
  const rows = await selectJsonRows<DepartmentRef>(tx, sql`select id, title from departments order by id`);
  return new Map(rows.map((d) => [fold(d.title), d]));
}

export interface PullGroupRef {
  id: number;
  name: string;
  departmentId: number;
  department: string;
}

const pullGroupKey = (departmentId: number, name: string) => `${departmentId}\n${fold(name)}`;

export async function pullGroupsByName(tx: Db) {
  const rows = await selectJsonRows<PullGroupRef>(
    tx,
    sql`select g.id, g.name, g.department_id as "departmentId", d.title as department
        from pull_groups g join departments d on d.id = g.department_id order by g.id`,
  );
  const byKey = new Map(rows.map((g) => [pullGroupKey(g.departmentId, g.name), g]));
  return {
    rows,
    find: (departmentId: number, name: string) => byKey.get(pullGroupKey(departmentId, name)),
  };
}

/** "Audio / Microphones": how one cell names a pull group of any department. */
export const pullGroupLabel = (g: { department: string; name: string }) => `${g.department} / ${g.name}`;

/** Reads "Department / Pull group"; a department whose name holds a / is found too. */
export function findPullGroupByLabel(
  label: string,
  departments: Map<string, DepartmentRef>,
  pullGroups: Awaited<ReturnType<typeof pullGroupsByName>>,
): PullGroupRef | undefined {
  for (let i = label.indexOf('/'); i >= 0; i = label.indexOf('/', i + 1)) {
    const department = departments.get(fold(label.slice(0, i)));
    const group = department && pullGroups.find(department.id, label.slice(i + 1));
    if (group) return group;
  }
  return undefined;
}

export interface CategoryRef {
  id: number;
  number: number;
  isSystem: boolean;
  isLabor: boolean;
}

export async function categoriesByNumber(tx: Db): Promise<Map<number, CategoryRef>> {
  const rows = await selectJsonRows<CategoryRef>(
    tx,
    sql`select id, category_number as number, is_system as "isSystem", is_labor as "isLabor" from categories`,
  );
  return new Map(rows.map((c) => [c.number, c]));
}

export const noDepartment = (name: string) =>
  `No department is named "${name}": add it with the departments import first, or check the spelling`;
export const noCategory = (n: number) =>
  `No category has the number ${n}: add it with the categories import first, or check the number`;
