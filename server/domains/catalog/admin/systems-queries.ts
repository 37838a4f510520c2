import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { categories, dependencies, systemItems } from '../schema.js';

export async function countSystemItems(db: Db, systemId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(systemItems)
    .where(eq(systemItems.systemCategoryId, systemId));
  return r?.n ?? 0;
}

export function findSystemItems(db: Db, systemId: number) {
  return db
    .select({
      categoryId: systemItems.categoryId,
      number: categories.categoryNumber,
      description: categories.description,
      quantity: sql<number>`${systemItems.quantity}::int`,
    })
    .from(systemItems)
    .innerJoin(categories, eq(categories.id, systemItems.categoryId))
    .where(eq(systemItems.systemCategoryId, systemId))
    .orderBy(asc(categories.categoryNumber));
}

export const findCategoriesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: categories.id, number: categories.categoryNumber, isSystem: categories.isSystem })
        .from(categories)
        .where(inArray(categories.id, ids));

/** The systems that hold `systemId` among their items, at any depth (what would make a loop). */
export async function findSystemsHolding(db: Db, systemId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with recursive up(id) as (
          select system_category_id from system_items where category_id = ${systemId}
          union select s.system_category_id from system_items s join up on s.category_id = up.id)
        select id from up`,
  );
  return rows.map((r) => r.id);
}

/** Makes the system's item list exactly `items`: drops the others, adds or updates the rest. */
export async function replaceSystemItems(
  tx: Db,
  systemId: number,
  items: readonly { categoryId: number; quantity: number }[],
): Promise<void> {
  const keep = items.map((i) => i.categoryId);
  await tx
    .delete(systemItems)
    .where(
      and(
        eq(systemItems.systemCategoryId, systemId),
        keep.length ? notInArray(systemItems.categoryId, keep) : undefined,
      ),
    );
  if (items.length === 0) return;
  await tx
    .insert(systemItems)
    .values(
      items.map((i) => ({ systemCategoryId: systemId, categoryId: i.categoryId, quantity: i.quantity })),
    )
    .onConflictDoUpdate({
      target: [systemItems.systemCategoryId, systemItems.categoryId],
      set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${systemItems.quantity} is distinct from excluded.quantity`,
    });
}

/** What goes with a deleted category: its own system item list and dependencies. */
export async function deleteCategoryOwnRows(tx: Db, id: number): Promise<void> {
  await tx.delete(systemItems).where(eq(systemItems.systemCategoryId, id));
  await tx.delete(dependencies).where(eq(dependencies.categoryId, id));
  await tx.delete(categories).where(eq(categories.id, id));
}
