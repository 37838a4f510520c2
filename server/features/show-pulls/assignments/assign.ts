import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { addCrossRental, adjustLine, pullOf } from '../write/queries.js';
import { lockedPull, type PullChange } from '../write/run.js';
import {
  assignedTotals,
  deleteCommitmentAssignment,
  deleteEventItemAssignmentOffLine,
  findCommitment,
  findCommitmentAssignment,
  findEventItemAssignment,
  findEventItemToAssign,
  insertCommitmentAssignment,
  insertEventItemAssignmentOnLine,
} from './queries.js';

type Calls = typeof showPullCalls;

const refuse = (message: string, field?: string) =>
  new AppError('invalid_input', message, field ? { [field]: message } : undefined);

function checkQuantities(qty: number, qtyCrossRented: number) {
  // Spec 5: 0 means no action, so it is not a request to assign anything.
  if (qty < 1) throw refuse('The quantity must be at least 1', 'qty');
  if (qtyCrossRented > qty)
    throw refuse("The cross-rented quantity can't be more than the quantity", 'qtyCrossRented');
}

// The writes below run in the transaction runPullWrite gives them (write/run.ts), which reads
// their answer in it; each starts by locking the event's pulls.

/** Spec 4: only when assignable, active, not yet on this pull and not fully assigned. */
export async function assignEventItem(tx: Db, input: BodyOf<Calls['assignEventItem']>): Promise<PullChange> {
  checkQuantities(input.qty, input.qtyCrossRented);
  const pull = await lockedPull(tx, input.showPullID);
  const item = await findEventItemToAssign(tx, input.eventItemID, pull.id);
  if (!item || item.eventId !== pull.eventId) throw notFound(`Bid item ${input.eventItemID} of this event`);
  if (!item.isAssignable || item.isInGearFlowQueue)
    throw new AppError('conflict', 'This item cannot be assigned');
  if (!item.isActive) throw new AppError('conflict', 'This item is inactive and cannot be assigned');
  if (item.isStashed)
    throw new AppError('conflict', 'This item is stashed (set aside on the bid) and cannot be assigned');
  if (item.here > 0) throw new AppError('conflict', 'This item is already assigned on this pull');
  if (item.total >= item.qtyRequired) throw new AppError('conflict', 'This item is fully assigned');
  const { assignmentId, lineId } = await insertEventItemAssignmentOnLine(
    tx,
    { showPullId: pull.id, eventItemId: item.id, quantity: input.qty, qtyCrossRented: input.qtyCrossRented },
    item.categoryId,
  );
  await addCrossRental(tx, lineId, input.qtyCrossRented, {
    eventItemAssignmentId: assignmentId,
    vendorId: item.vendorId,
  });
  return {
    pullId: pull.id,
    eventId: pull.eventId,
    categoryIds: [item.categoryId],
    eventItemIds: [item.id],
  };
}

/** Spec 4: only when assignable and assigned. The quantity comes off the category's line. */
export async function unassignEventItem(
  tx: Db,
  { assignmentID }: BodyOf<Calls['unassignEventItem']>,
): Promise<PullChange> {
  const pullId = await pullOf(tx, 'event_item_assignments', assignmentID);
  if (pullId === undefined) throw notFound(`Assignment ${assignmentID}`);
  const pull = await lockedPull(tx, pullId);
  const row = await findEventItemAssignment(tx, assignmentID);
  if (!row) throw notFound(`Assignment ${assignmentID}`);
  if (!row.isAssignable) throw new AppError('conflict', 'This item cannot be un-assigned');
  await deleteEventItemAssignmentOffLine(
    tx,
    { id: assignmentID, showPullId: pullId, quantity: row.quantity },
    row.categoryId,
  );
  return { pullId, eventId: pull.eventId, categoryIds: [row.categoryId], eventItemIds: [row.itemId] };
}

/** Spec 4 "Commitment": when not on this pull and not fully assigned. */
export async function assignCommitment(
  tx: Db,
  input: BodyOf<Calls['assignCommitment']>,
): Promise<PullChange> {
  checkQuantities(input.qty, input.qtyCrossRented);
  const pull = await lockedPull(tx, input.showPullID);
  const c = await findCommitment(tx, pull.eventId, input.categoryID);
  if (!c) throw notFound(`A commitment of category ${input.categoryID} on this event`);
  const totals = await assignedTotals(tx, 'commitment_assignments', 'commitment_id', c.id, pull.id);
  if (totals.here > 0) throw new AppError('conflict', 'This commitment is already assigned on this pull');
  if (totals.total >= c.quantity) throw new AppError('conflict', 'This commitment is fully assigned');
  const assignmentId = await insertCommitmentAssignment(tx, {
    showPullId: pull.id,
    commitmentId: c.id,
    quantity: input.qty,
    qtyCrossRented: input.qtyCrossRented,
  });
  const line = await adjustLine(tx, pull.id, c.categoryId, input.qty);
  await addCrossRental(tx, line, input.qtyCrossRented, { commitmentAssignmentId: assignmentId });
  return { pullId: pull.id, eventId: pull.eventId, categoryIds: [c.categoryId], commitments: true };
}

/**
 * Spec 4: when assigned. A system's components added by hand stay on the pull (the client says
 * so: they are removed by hand).
 */
export async function unassignCommitment(
  tx: Db,
  { assignmentID }: BodyOf<Calls['unassignCommitment']>,
): Promise<PullChange> {
  const pullId = await pullOf(tx, 'commitment_assignments', assignmentID);
  if (pullId === undefined) throw notFound(`Assignment ${assignmentID}`);
  const pull = await lockedPull(tx, pullId);
  const row = await findCommitmentAssignment(tx, assignmentID);
  if (!row) throw notFound(`Assignment ${assignmentID}`);
  await deleteCommitmentAssignment(tx, assignmentID);
  await adjustLine(tx, pullId, row.categoryId, -row.quantity);
  return { pullId, eventId: pull.eventId, categoryIds: [row.categoryId], commitments: true };
}
