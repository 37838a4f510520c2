import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DepartmentBody } from '../../../../contracts/catalog.js';
import type { ListParams } from '../../../../contracts/catalog-fields.js';
import type { Db } from '../../../platform/db/types.js';
import { categories, departmentGroups, departments } from '../schema.js';
import { matchesWords } from './search.js';

const columns = {
  id: departments.id,
  title: departments.title,
  color: departments.colorHex,
  contrast: departments.contrastHex,
  group: departmentGroups.name,
  order: departments.sortOrder,
  categories: sql<number>`(select count(*)::int from ${categories} where ${categories.departmentId} = ${departments.id})`,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(departments)
    .leftJoin(departmentGroups, eq(departmentGroups.id, departments.groupId));

export async function listDepartments(db: Db, q: ListParams) {
  const where = matchesWords(q.search, [sql`${departments.title}`, sql`${departmentGroups.name}`]);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(asc(departments.sortOrder), asc(departments.title))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(departments)
      .leftJoin(departmentGroups, eq(departmentGroups.id, departments.groupId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function findDepartmentRecord(db: Db, id: number) {
  const [row] = await base(db).where(eq(departments.id, id));
  return row;
}

/** The group of that name, made when new. */
async function groupId(tx: Db, name: string | null): Promise<number | null> {
  if (!name) return null;
  await tx.insert(departmentGroups).values({ name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: departmentGroups.id })
    .from(departmentGroups)
    .where(and(eq(departmentGroups.name, name)));
  return row?.id ?? null;
}

export interface DepartmentValues extends Omit<Required<DepartmentBody>, 'group' | 'order'> {
  group: string | null;
  order: number;
  contrast: string;
}

export async function insertDepartment(tx: Db, v: DepartmentValues): Promise<number> {
  const [row] = await tx
    .insert(departments)
    .values({
      title: v.title,
      colorHex: v.color,
      contrastHex: v.contrast,
      colorName: v.color,
      groupId: await groupId(tx, v.group),
      sortOrder: v.order,
    })
    .returning({ id: departments.id });
  return row!.id;
}

export async function updateDepartment(tx: Db, id: number, v: DepartmentValues): Promise<boolean> {
  const rows = await tx
    .update(departments)
    .set({
      title: v.title,
      colorHex: v.color,
      contrastHex: v.contrast,
      groupId: await groupId(tx, v.group),
      sortOrder: v.order,
    })
    .where(eq(departments.id, id))
    .returning({ id: departments.id });
  return rows.length > 0;
}

export const deleteDepartment = async (tx: Db, id: number) => {
  await tx.delete(departments).where(eq(departments.id, id));
};

/** Every department, pull group and department group, for the editors' selects. */
export async function findCatalogOptions(db: Db) {
  const [deps, groups] = await Promise.all([
    db
      .select({ id: departments.id, title: departments.title })
      .from(departments)
      .orderBy(asc(departments.sortOrder), asc(departments.title)),
    db.select({ name: departmentGroups.name }).from(departmentGroups).orderBy(asc(departmentGroups.name)),
  ]);
  return { departments: deps, departmentGroups: groups.map((g) => g.name) };
}
