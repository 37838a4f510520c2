import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types.js';
import { selectRows } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { addCrossRental, adjustLine, lockPull, pullOf } from '../queries/write.js';
import { commitmentAssignments, commitments, eventItemAssignments, eventItems } from '../schema.js';
import type { PullChange } from './pull-update.js';

const refuse = (message: string, field?: string) =>
  new AppError('invalid_input', message, field ? { [field]: message } : undefined);

function checkQuantities(qty: number, qtyCrossRented: number) {
  // Spec 5: 0 means no action, so it is not a request to assign anything.
  if (qty < 1) throw refuse('The quantity must be at least 1', 'qty');
  if (qtyCrossRented > qty)
    throw refuse("The cross-rented quantity can't be more than the quantity", 'qtyCrossRented');
}

/** What is assigned of a bid item or commitment: on this pull, and on all the event's pulls. */
async function assignedTotals(
  tx: Db,
  table: 'event_item_assignments' | 'commitment_assignments',
  column: 'event_item_id' | 'commitment_id',
  id: number,
  pullId: number,
): Promise<{ here: number; total: number }> {
  const [row] = await selectRows<{ here: number; total: number }>(
    tx,
    sql`select coalesce(sum(quantity) filter (where show_pull_id = ${pullId}), 0)::int as here,
               coalesce(sum(quantity), 0)::int as total
        from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return row ?? { here: 0, total: 0 };
}

export async function lockedPull(tx: Db, pullId: number) {
  const pull = await lockPull(tx, pullId);
  if (!pull) throw notFound(`Show pull ${pullId}`);
  return pull;
}

// The writes below run in the transaction runPullWrite gives them (pull-update.ts), which reads
// their answer in it; each starts by locking the event's pulls.

/** Spec 4: only when assignable, active, not yet on this pull and not fully assigned. */
export async function assignEventItem(
  tx: Db,
  input: { showPullID: number; eventItemID: number; qty: number; qtyCrossRented: number },
): Promise<PullChange> {
  checkQuantities(input.qty, input.qtyCrossRented);
  const pull = await lockedPull(tx, input.showPullID);
  const [item] = await tx.select().from(eventItems).where(eq(eventItems.id, input.eventItemID));
  if (!item || item.eventId !== pull.eventId) throw notFound(`Bid item ${input.eventItemID} of this event`);
  if (!item.isAssignable || item.isInGearFlowQueue)
    throw new AppError('conflict', 'This item cannot be assigned');
  if (!item.isActive) throw new AppError('conflict', 'This item is inactive and cannot be assigned');
  const totals = await assignedTotals(tx, 'event_item_assignments', 'event_item_id', item.id, pull.id);
  if (totals.here > 0) throw new AppError('conflict', 'This item is already assigned on this pull');
  if (totals.total >= item.qtyRequired) throw new AppError('conflict', 'This item is fully assigned');
  const [a] = await tx
    .insert(eventItemAssignments)
    .values({
      showPullId: pull.id,
      eventItemId: item.id,
      quantity: input.qty,
      qtyCrossRented: input.qtyCrossRented,
    })
    .returning({ id: eventItemAssignments.id });
  const line = await adjustLine(tx, pull.id, item.categoryId, input.qty);
  await addCrossRental(tx, line, input.qtyCrossRented, { eventItemAssignmentId: a!.id });
  return {
    pullId: pull.id,
    eventId: pull.eventId,
    categoryIds: [item.categoryId],
    eventItemIds: [item.id],
  };
}

/** Spec 4: only when assignable and assigned. The quantity comes off the category's line. */
export async function unassignEventItem(tx: Db, assignmentId: number): Promise<PullChange> {
  const pullId = await pullOf(tx, 'event_item_assignments', assignmentId);
  if (pullId === undefined) throw notFound(`Assignment ${assignmentId}`);
  const pull = await lockedPull(tx, pullId);
  const [row] = await tx
    .select({
      itemId: eventItemAssignments.eventItemId,
      quantity: eventItemAssignments.quantity,
      categoryId: eventItems.categoryId,
      isAssignable: eventItems.isAssignable,
    })
    .from(eventItemAssignments)
    .innerJoin(eventItems, eq(eventItems.id, eventItemAssignments.eventItemId))
    .where(eq(eventItemAssignments.id, assignmentId));
  if (!row) throw notFound(`Assignment ${assignmentId}`);
  if (!row.isAssignable) throw new AppError('conflict', 'This item cannot be un-assigned');
  await tx.delete(eventItemAssignments).where(eq(eventItemAssignments.id, assignmentId));
  await adjustLine(tx, pullId, row.categoryId, -row.quantity);
  return { pullId, eventId: pull.eventId, categoryIds: [row.categoryId], eventItemIds: [row.itemId] };
}

/** Spec 4 "Commitment": when not on this pull and not fully assigned. */
export async function assignCommitment(
  tx: Db,
  input: { showPullID: number; categoryID: number; qty: number; qtyCrossRented: number },
): Promise<PullChange> {
  checkQuantities(input.qty, input.qtyCrossRented);
  const pull = await lockedPull(tx, input.showPullID);
  const [c] = await tx
    .select()
    .from(commitments)
    .where(and(eq(commitments.eventId, pull.eventId), eq(commitments.categoryId, input.categoryID)));
  if (!c) throw notFound(`A commitment of category ${input.categoryID} on this event`);
  const totals = await assignedTotals(tx, 'commitment_assignments', 'commitment_id', c.id, pull.id);
  if (totals.here > 0) throw new AppError('conflict', 'This commitment is already assigned on this pull');
  if (totals.total >= c.quantity) throw new AppError('conflict', 'This commitment is fully assigned');
  const [a] = await tx
    .insert(commitmentAssignments)
    .values({
      showPullId: pull.id,
      commitmentId: c.id,
      quantity: input.qty,
      qtyCrossRented: input.qtyCrossRented,
    })
    .returning({ id: commitmentAssignments.id });
  const line = await adjustLine(tx, pull.id, c.categoryId, input.qty);
  await addCrossRental(tx, line, input.qtyCrossRented, { commitmentAssignmentId: a!.id });
  return { pullId: pull.id, eventId: pull.eventId, categoryIds: [c.categoryId], commitments: true };
}

/**
 * Spec 4: when assigned. A system's components added by hand stay on the pull (the client says
 * so: they are removed by hand).
 */
export async function unassignCommitment(tx: Db, assignmentId: number): Promise<PullChange> {
  const pullId = await pullOf(tx, 'commitment_assignments', assignmentId);
  if (pullId === undefined) throw notFound(`Assignment ${assignmentId}`);
  const pull = await lockedPull(tx, pullId);
  const [row] = await tx
    .select({ quantity: commitmentAssignments.quantity, categoryId: commitments.categoryId })
    .from(commitmentAssignments)
    .innerJoin(commitments, eq(commitments.id, commitmentAssignments.commitmentId))
    .where(eq(commitmentAssignments.id, assignmentId));
  if (!row) throw notFound(`Assignment ${assignmentId}`);
  await tx.delete(commitmentAssignments).where(eq(commitmentAssignments.id, assignmentId));
  await adjustLine(tx, pullId, row.categoryId, -row.quantity);
  return { pullId, eventId: pull.eventId, categoryIds: [row.categoryId], commitments: true };
}
