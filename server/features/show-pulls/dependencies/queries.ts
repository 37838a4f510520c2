import { and, eq, sql } from 'drizzle-orm';
import { categories, dependencies, dependencyItems } from '../../../domains/catalog/schema.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { dependencyAssignments, satisfiedDependencies } from '../schema.js';

export interface DependencyRow {
  id: number;
  category_id: number;
  message: string;
  logic_type: 'all' | 'other';
  item_id: number | null;
  item_category_id: number | null;
  item_pull_group_id: number | null;
  item_label: string | null;
}

/** Every dependency of the catalogue, one row per required item (a few hundred: kept in a cache). */
export const findDependencyRows = (db: Db) =>
  selectJsonRows<DependencyRow>(
    db,
    sql`select dp.id, dp.category_id, dp.message, dp.logic_type, di.id as item_id, di.category_id as item_category_id,
               di.pull_group_id as item_pull_group_id,
               coalesce(rc.category_number || ' ' || rc.description, 'Pull group: ' || g.name) as item_label
        from dependencies dp
        left join dependency_items di on di.dependency_id = dp.id
        left join categories rc on rc.id = di.category_id
        left join pull_groups g on g.id = di.pull_group_id
        order by dp.id, di.id`,
  );

export interface SatisfiedRow {
  id: number;
  show_pull_item_id: number;
  dependency_id: number;
  is_satisfied: boolean;
}

/**
 * Every line of the pull in four numbers (id, category, quantity, custom), its satisfied
 * dependencies and its total weight (spec 9): what decides its dependencies, in one statement,
 * without the lines' text.
 */
export async function findLineFacts(db: Db, pullId: number) {
  // Four arrays, not a JSON object per line: on PGlite this is about three times faster.
  const [row] = await selectRows<{
    ids: string | null;
    cats: string | null;
    qty: string | null;
    custom: string | null;
    satisfied: string;
    lbs: number;
  }>(
    db,
    sql`select array_agg(i.id)::text as ids, array_agg(i.category_id)::text as cats,
               array_agg(i.quantity)::text as qty, array_agg(i.is_custom)::text as custom,
               coalesce(sum((i.quantity - i.ignore_weight_qty) * i.weight), 0)::float8 as lbs,
               (select coalesce(json_agg(s), '[]')::text from (
                  select s.id, s.show_pull_item_id, s.dependency_id, s.is_satisfied from satisfied_dependencies s
                  join show_pull_items l on l.id = s.show_pull_item_id where l.show_pull_id = ${pullId}) s) as satisfied
        from show_pull_items i where i.show_pull_id = ${pullId}`,
  );
  const ids = pgArray(row?.ids);
  const cats = pgArray(row?.cats);
  const qty = pgArray(row?.qty);
  const custom = pgArray(row?.custom);
  const lines = ids.map((id, k) => ({
    id: Number(id),
    category_id: Number(cats[k]),
    quantity: Number(qty[k]),
    isCustom: custom[k] === 't',
  }));
  return { lines, satisfied: JSON.parse(row?.satisfied ?? '[]') as SatisfiedRow[], lbs: row?.lbs ?? 0 };
}

/** The items of a Postgres array of numbers or booleans, as text ('{1,2,3}'). */
const pgArray = (text: string | null | undefined): string[] =>
  text && text.length > 2 ? text.slice(1, -1).split(',') : [];

/** Categories and their pull group (those in one). */
export const findCategoryGroups = (db: Db) =>
  selectJsonRows<{ id: number; g: number }>(
    db,
    sql`select id, pull_group_id as g from categories where pull_group_id is not null`,
  );

export const findSatisfied = (db: Db, pullId: number) =>
  selectRows<SatisfiedRow>(
    db,
    sql`select s.id, s.show_pull_item_id, s.dependency_id, s.is_satisfied from satisfied_dependencies s
        join show_pull_items i on i.id = s.show_pull_item_id where i.show_pull_id = ${pullId}`,
  );

export const findDependencyAssignments = (db: Db, pullId: number) =>
  selectRows<{
    id: number;
    quantity: number;
    dependency_item_id: number;
    for_show_pull_item_id: number;
    description: string;
    category_id: number;
    /** The quantity of the line it was added for: 0, that line no longer needs it. */
    for_quantity: number;
  }>(
    db,
    sql`select d.id, d.quantity, d.dependency_item_id, d.for_show_pull_item_id, i.description, d.category_id,
               i.quantity as for_quantity
        from dependency_assignments d join show_pull_items i on i.id = d.for_show_pull_item_id
        where d.show_pull_id = ${pullId} order by d.id`,
  );

// The writes' statements.

export async function findDependency(tx: Db, id: number) {
  const [dep] = await tx.select().from(dependencies).where(eq(dependencies.id, id));
  return dep;
}

/** The line's record of the dependency being satisfied, if it has one. */
export async function findSatisfaction(tx: Db, lineId: number, dependencyId: number) {
  const [row] = await tx
    .select()
    .from(satisfiedDependencies)
    .where(
      and(
        eq(satisfiedDependencies.showPullItemId, lineId),
        eq(satisfiedDependencies.dependencyId, dependencyId),
      ),
    );
  return row;
}

export async function setSatisfaction(tx: Db, id: number, isSatisfied: boolean) {
  await tx.update(satisfiedDependencies).set({ isSatisfied }).where(eq(satisfiedDependencies.id, id));
}

export async function insertSatisfaction(tx: Db, lineId: number, dependencyId: number) {
  const [row] = await tx
    .insert(satisfiedDependencies)
    .values({ showPullItemId: lineId, dependencyId, isSatisfied: true })
    .returning({ id: satisfiedDependencies.id });
  return row!.id;
}

/** A required item with the category whose line carries its dependency. */
export async function findDependencyItem(tx: Db, id: number) {
  const [item] = await tx
    .select({
      dependencyCategory: dependencies.categoryId,
      categoryId: dependencyItems.categoryId,
      pullGroupId: dependencyItems.pullGroupId,
    })
    .from(dependencyItems)
    .innerJoin(dependencies, eq(dependencies.id, dependencyItems.dependencyId))
    .where(eq(dependencyItems.id, id));
  return item;
}

/** The category's pull group: undefined for an unknown category, null for one in no group. */
export async function findPullGroupOf(tx: Db, categoryId: number) {
  const [c] = await tx
    .select({ g: categories.pullGroupId })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return c?.g;
}

export async function insertDependencyAssignment(tx: Db, values: typeof dependencyAssignments.$inferInsert) {
  await tx.insert(dependencyAssignments).values(values);
}

export async function findDependencyAssignment(tx: Db, id: number) {
  const [a] = await tx.select().from(dependencyAssignments).where(eq(dependencyAssignments.id, id));
  return a;
}

/** Sets the quantity; 0 deletes the assignment. */
export async function setDependencyAssignmentQty(tx: Db, id: number, qty: number) {
  if (qty === 0) await tx.delete(dependencyAssignments).where(eq(dependencyAssignments.id, id));
  else await tx.update(dependencyAssignments).set({ quantity: qty }).where(eq(dependencyAssignments.id, id));
}
