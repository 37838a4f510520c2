import { and, eq, inArray, sql } from 'drizzle-orm';
import { findCategory } from '../../../domains/catalog/categories.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { adjustLine, pullOf } from '../queries/write.js';
import { systemAssignments, systemItems } from '../schema.js';
import { lockedPull } from './assign.js';
import type { PullChange } from './pull-update.js';

const refuse = (message: string, field: string) =>
  new AppError('invalid_input', message, { [field]: message });

async function requireSystem(tx: Db, systemCategoryId: number) {
  const system = await findCategory(tx, systemCategoryId);
  if (!system) throw notFound(`System ${systemCategoryId}`);
  if (!system.isSystem)
    throw refuse(`${system.number} ${system.description} is not a system`, 'systemCategoryID');
  return system;
}

const systemChange = (pull: { id: number; eventId: number }, categoryIds: number[]): PullChange => ({
  pullId: pull.id,
  eventId: pull.eventId,
  categoryIds,
  systemAssignments: true,
});

/** Adds quantity to a system's assignment of one component (made when missing) and to its line. */
async function addToComponent(
  tx: Db,
  pullId: number,
  systemCategoryId: number,
  categoryId: number,
  qty: number,
) {
  if (qty <= 0) return;
  await tx
    .insert(systemAssignments)
    .values({ showPullId: pullId, systemCategoryId, categoryId, quantity: qty })
    .onConflictDoUpdate({
      target: [
        systemAssignments.showPullId,
        systemAssignments.systemCategoryId,
        systemAssignments.categoryId,
      ],
      set: { quantity: sql`${systemAssignments.quantity} + ${qty}`, updatedAt: new Date() },
    });
  await adjustLine(tx, pullId, categoryId, qty);
}

/**
 * Spec 5 "New system form": quantities[] and categoryIDs[] side by side, one per component; each
 * component's quantity (the client's default: per-system quantity x number of systems) is added.
 */
export async function addSystem(
  tx: Db,
  input: { showPullID: number; systemCategoryID: number; quantities: number[]; categoryIDs: number[] },
): Promise<PullChange> {
  if (input.quantities.length !== input.categoryIDs.length)
    throw refuse('Each component needs one quantity', 'quantities');
  if (new Set(input.categoryIDs).size !== input.categoryIDs.length)
    throw refuse('A component is listed twice', 'categoryIDs');
  const pull = await lockedPull(tx, input.showPullID);
  await requireSystem(tx, input.systemCategoryID);
  const components = input.categoryIDs.length
    ? await tx
        .select({ categoryId: systemItems.categoryId })
        .from(systemItems)
        .where(
          and(
            eq(systemItems.systemCategoryId, input.systemCategoryID),
            inArray(systemItems.categoryId, input.categoryIDs),
          ),
        )
    : [];
  if (components.length !== input.categoryIDs.length)
    throw refuse('Some items are not part of this system', 'categoryIDs');
  for (const [i, categoryId] of input.categoryIDs.entries())
    await addToComponent(tx, pull.id, input.systemCategoryID, categoryId, input.quantities[i]!);
  return systemChange(pull, input.categoryIDs);
}

export async function addSystemAssignment(
  tx: Db,
  input: { showPullID: number; categoryID: number; systemCategoryID: number; qty: number },
): Promise<PullChange> {
  if (input.qty < 1) throw refuse('The quantity must be at least 1', 'qty');
  const pull = await lockedPull(tx, input.showPullID);
  await requireSystem(tx, input.systemCategoryID);
  const [component] = await tx
    .select({ id: systemItems.id })
    .from(systemItems)
    .where(
      and(
        eq(systemItems.systemCategoryId, input.systemCategoryID),
        eq(systemItems.categoryId, input.categoryID),
      ),
    );
  if (!component) throw refuse('This item is not part of this system', 'categoryID');
  await addToComponent(tx, pull.id, input.systemCategoryID, input.categoryID, input.qty);
  return systemChange(pull, [input.categoryID]);
}

/** Spec 5: sets the assignment's quantity (the line moves by the difference); 0 deletes it. */
export async function updateSystemAssignmentQty(
  tx: Db,
  assignmentId: number,
  qty: number,
): Promise<PullChange> {
  const pullId = await pullOf(tx, 'system_assignments', assignmentId);
  if (pullId === undefined) throw notFound(`System assignment ${assignmentId}`);
  const pull = await lockedPull(tx, pullId);
  const [a] = await tx.select().from(systemAssignments).where(eq(systemAssignments.id, assignmentId));
  if (!a) throw notFound(`System assignment ${assignmentId}`);
  if (qty === 0) await tx.delete(systemAssignments).where(eq(systemAssignments.id, assignmentId));
  else
    await tx.update(systemAssignments).set({ quantity: qty }).where(eq(systemAssignments.id, assignmentId));
  await adjustLine(tx, pullId, a.categoryId, qty - a.quantity);
  return systemChange(pull, [a.categoryId]);
}
