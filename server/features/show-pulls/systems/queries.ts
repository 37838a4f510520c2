import { and, eq, inArray, sql } from 'drizzle-orm';
import { systemItems } from '../../../domains/catalog/schema.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { systemAssignments } from '../schema.js';

/** Systems of the departments the event uses, with their components. */
export const findSystems = (db: Db, eventId: number) =>
  selectJsonRows<{
    id: number;
    description: string;
    category_number: number;
    department_id: number;
    item_id: number;
    item_category_id: number;
    item_description: string;
    item_quantity: number;
  }>(
    db,
    sql`select s.id, s.description, s.category_number, s.department_id, si.id as item_id, si.category_id as item_category_id,
               ic.description as item_description, si.quantity as item_quantity
        from categories s
        join system_items si on si.system_category_id = s.id
        join categories ic on ic.id = si.category_id
        where s.is_system and s.department_id in (
          select distinct c.department_id from event_items ei join categories c on c.id = ei.category_id where ei.event_id = ${eventId})
        order by s.category_number, si.id`,
  );

export const findSystemAssignments = (db: Db, pullId: number) =>
  selectRows<{ id: number; quantity: number; system_category_id: number; category_id: number }>(
    db,
    sql`select id, quantity, system_category_id, category_id from system_assignments where show_pull_id = ${pullId} order by id`,
  );

// The writes' statements.

/** Adds quantity to a system's assignment of one component, made when missing. */
export async function addToSystemAssignment(
  tx: Db,
  values: { showPullId: number; systemCategoryId: number; categoryId: number; quantity: number },
) {
  await tx
    .insert(systemAssignments)
    .values(values)
    .onConflictDoUpdate({
      target: [
        systemAssignments.showPullId,
        systemAssignments.systemCategoryId,
        systemAssignments.categoryId,
      ],
      set: { quantity: sql`${systemAssignments.quantity} + ${values.quantity}`, updatedAt: new Date() },
    });
}

/** Which of these categories are components of the system. */
export const findComponents = (tx: Db, systemCategoryId: number, categoryIds: readonly number[]) =>
  categoryIds.length
    ? tx
        .select({ categoryId: systemItems.categoryId })
        .from(systemItems)
        .where(
          and(
            eq(systemItems.systemCategoryId, systemCategoryId),
            inArray(systemItems.categoryId, [...categoryIds]),
          ),
        )
    : Promise.resolve([]);

export async function findSystemAssignment(tx: Db, id: number) {
  const [a] = await tx.select().from(systemAssignments).where(eq(systemAssignments.id, id));
  return a;
}

/** Sets the quantity; 0 deletes the assignment. */
export async function setSystemAssignmentQty(tx: Db, id: number, qty: number) {
  if (qty === 0) await tx.delete(systemAssignments).where(eq(systemAssignments.id, id));
  else await tx.update(systemAssignments).set({ quantity: qty }).where(eq(systemAssignments.id, id));
}
