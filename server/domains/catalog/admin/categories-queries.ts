import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { categoryBody, categoryListQuery } from '../../../../contracts/catalog-categories.js';
import type { Db } from '../../../platform/db/types.js';
import { categories, departments, pullGroups } from '../schema.js';
import { matchesWords } from './search.js';

export type CategoryValues = z.output<typeof categoryBody>;
type Query = z.output<typeof categoryListQuery>;

const columns = {
  id: categories.id,
  number: categories.categoryNumber,
  description: categories.description,
  departmentId: categories.departmentId,
  department: departments.title,
  pullGroupId: categories.pullGroupId,
  pullGroup: pullGroups.name,
  weight: categories.weightLbs,
  isSystem: categories.isSystem,
  isSalesOnly: categories.isSalesOnly,
  isLabor: categories.isLabor,
  isEditable: categories.isEditable,
  isActive: categories.isActive,
  ownedQuantity: categories.ownedQuantity,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(categories)
    .innerJoin(departments, eq(departments.id, categories.departmentId))
    .leftJoin(pullGroups, eq(pullGroups.id, categories.pullGroupId));

/** A number typed is a number's start ("11" finds 1104); words are looked for in the description. */
function searchOf(search: string): SQL | undefined {
  const words = matchesWords(search, [sql`${categories.description}`]);
  if (!/^\d{1,10}$/.test(search)) return words;
  return or(sql`${categories.categoryNumber}::text like ${`${search}%`}`, words);
}

function whereOf(q: Query): SQL | undefined {
  return and(
    searchOf(q.search),
    q.kind === 'system' ? eq(categories.isSystem, true) : undefined,
    q.kind === 'labor' ? eq(categories.isLabor, true) : undefined,
  );
}

/** A page of categories in number order; the count runs on categories alone (the joins add nothing to it). */
export async function listCategories(db: Db, q: Query) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    base(db).where(where).orderBy(asc(categories.categoryNumber)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function findCategoryRecord(db: Db, id: number) {
  const [row] = await base(db).where(eq(categories.id, id));
  return row;
}

const row = (v: CategoryValues) => ({
  categoryNumber: v.number,
  description: v.description,
  departmentId: v.departmentId,
  pullGroupId: v.pullGroupId,
  weightLbs: v.weight,
  isSystem: v.isSystem,
  isSalesOnly: v.isSalesOnly,
  isLabor: v.isLabor,
  isEditable: v.isEditable,
  isActive: v.isActive,
  ownedQuantity: v.ownedQuantity,
});

export async function insertCategory(tx: Db, v: CategoryValues): Promise<number> {
  const [r] = await tx.insert(categories).values(row(v)).returning({ id: categories.id });
  return r!.id;
}

export async function updateCategory(tx: Db, id: number, v: CategoryValues): Promise<boolean> {
  const rows = await tx
    .update(categories)
    .set(row(v))
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export const deactivateCategory = async (tx: Db, id: number) => {
  await tx.update(categories).set({ isActive: false }).where(eq(categories.id, id));
};

export async function findPullGroupDepartment(db: Db, pullGroupId: number) {
  const [r] = await db
    .select({ departmentId: pullGroups.departmentId, name: pullGroups.name })
    .from(pullGroups)
    .where(eq(pullGroups.id, pullGroupId));
  return r;
}

export async function departmentTitle(db: Db, id: number) {
  const [r] = await db.select({ title: departments.title }).from(departments).where(eq(departments.id, id));
  return r?.title;
}
