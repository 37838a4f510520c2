import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Dependency, dependencyBody } from '../../../../contracts/catalog-categories.js';
import type { ListParams } from '../../../../contracts/catalog-fields.js';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { categories, dependencies, dependencyItems, pullGroups } from '../schema.js';
import { matchesWords } from './search.js';

export type DependencyValues = z.output<typeof dependencyBody>;

/** Dependencies with their category's name and their requirements, as the list and editor show them. */
function select(db: Db, where: ReturnType<typeof sql> | undefined, limit: number, offset: number) {
  return selectJsonRows<Dependency>(
    db,
    sql`select d.id, d.category_id as "categoryId", c.category_number || ' ' || c.description as category,
          d.message, d.logic_type as logic,
          coalesce((select json_agg(json_build_object(
              'categoryId', i.category_id, 'pullGroupId', i.pull_group_id,
              'label', coalesce(rc.category_number || ' ' || rc.description, 'Pull group ' || pg.name))
              order by i.id)
            from dependency_items i
            left join categories rc on rc.id = i.category_id
            left join pull_groups pg on pg.id = i.pull_group_id
            where i.dependency_id = d.id), '[]'::json) as requires
        from dependencies d join categories c on c.id = d.category_id
        ${where ? sql`where ${where}` : sql``}
        order by c.category_number, d.id limit ${limit} offset ${offset}`,
  );
}

const searchOf = (search: string) =>
  matchesWords(search, [sql`c.category_number::text`, sql`c.description`, sql`d.message`]);

export async function listDependencies(db: Db, q: ListParams) {
  const where = searchOf(q.search);
  const [rows, [total]] = await Promise.all([
    select(db, where, q.limit, q.offset),
    selectJsonRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from dependencies d join categories c on c.id = d.category_id
          ${where ? sql`where ${where}` : sql``}`,
    ),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function findDependency(db: Db, id: number): Promise<Dependency | undefined> {
  const [row] = await select(db, sql`d.id = ${id}`, 1, 0);
  return row;
}

export async function countKnown(db: Db, categoryIds: number[], pullGroupIds: number[]) {
  const [cats] = categoryIds.length
    ? await db.select({ n: count() }).from(categories).where(inArray(categories.id, categoryIds))
    : [{ n: 0 }];
  const [groups] = pullGroupIds.length
    ? await db.select({ n: count() }).from(pullGroups).where(inArray(pullGroups.id, pullGroupIds))
    : [{ n: 0 }];
  return { categories: cats?.n ?? 0, pullGroups: groups?.n ?? 0 };
}

export async function insertDependency(tx: Db, v: DependencyValues): Promise<number> {
  const [row] = await tx
    .insert(dependencies)
    .values({ categoryId: v.categoryId, message: v.message, logicType: v.logic })
    .returning({ id: dependencies.id });
  await insertRequirements(tx, row!.id, v.requires);
  return row!.id;
}

async function insertRequirements(tx: Db, dependencyId: number, requires: DependencyValues['requires']) {
  if (requires.length === 0) return;
  await tx.insert(dependencyItems).values(
    requires.map((r) => ({
      dependencyId,
      categoryId: 'categoryId' in r ? r.categoryId : null,
      pullGroupId: 'pullGroupId' in r ? r.pullGroupId : null,
    })),
  );
}

/**
 * Edits the dependency: requirements it keeps keep their rows (a pull's assignments refer to
 * them), dropped ones are deleted, new ones added.
 */
export async function updateDependency(tx: Db, id: number, v: DependencyValues, current: Dependency) {
  await tx
    .update(dependencies)
    .set({ categoryId: v.categoryId, message: v.message, logicType: v.logic })
    .where(eq(dependencies.id, id));
  const same = (r: DependencyValues['requires'][number], c: Dependency['requires'][number]) =>
    'categoryId' in r ? c.categoryId === r.categoryId : c.pullGroupId === r.pullGroupId;
  const keptCats = v.requires.flatMap((r) => ('categoryId' in r ? [r.categoryId] : []));
  const keptGroups = v.requires.flatMap((r) => ('pullGroupId' in r ? [r.pullGroupId] : []));
  await tx
    .delete(dependencyItems)
    .where(
      and(
        eq(dependencyItems.dependencyId, id),
        sql`not (${dependencyItems.categoryId} is not null and ${keptCats.length ? inArray(dependencyItems.categoryId, keptCats) : sql`false`})`,
        sql`not (${dependencyItems.pullGroupId} is not null and ${keptGroups.length ? inArray(dependencyItems.pullGroupId, keptGroups) : sql`false`})`,
      ),
    );
  await insertRequirements(
    tx,
    id,
    v.requires.filter((r) => !current.requires.some((c) => same(r, c))),
  );
}

export const deleteDependency = async (tx: Db, id: number) => {
  await tx.delete(dependencies).where(eq(dependencies.id, id));
};

/** How many pull lines were added from the dependency's requirements. */
export async function countAssignments(db: Db, id: number): Promise<number> {
  const [row] = await selectJsonRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from dependency_assignments a
        join dependency_items i on i.id = a.dependency_item_id where i.dependency_id = ${id}`,
  );
  return row?.n ?? 0;
}

/** The categories a category's dependencies require, at any depth (a requirement back to it is a loop). */
export async function findRequiredDeep(db: Db, categoryId: number): Promise<number[]> {
  const rows = await selectJsonRows<{ id: number }>(
    db,
    sql`with recursive req(id) as (
          select i.category_id from dependency_items i join dependencies d on d.id = i.dependency_id
            where d.category_id = ${categoryId} and i.category_id is not null
          union select i.category_id from dependency_items i join dependencies d on d.id = i.dependency_id
            join req on d.category_id = req.id where i.category_id is not null)
        select id from req`,
  );
  return rows.map((r) => r.id);
}
