import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import { findCategory } from '../../../domains/catalog/categories.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { findDependencyAssignments, setDependencyAssignmentQty } from '../dependencies/queries.js';
import { adjustLine, findLine, findLineById, pullOf } from '../write/queries.js';
import { lockedPull, type PullChange } from '../write/run.js';
import {
  deleteLine,
  findPullItems,
  handCrossRentedQty,
  insertCustomLine,
  insertLine,
  setHandCrossRental,
  updateLine,
} from './queries.js';
import { toPullItem } from './rows.js';

type Calls = typeof showPullCalls;

async function lockedLine(tx: Db, lineId: number) {
  const pullId = await pullOf(tx, 'show_pull_items', lineId);
  if (pullId === undefined) throw notFound(`Pull item ${lineId}`);
  const pull = await lockedPull(tx, pullId);
  const line = await findLineById(tx, lineId);
  if (!line) throw notFound(`Pull item ${lineId}`);
  return { pull, line };
}

const lineChange = (pull: { id: number; eventId: number }, categoryId: number): PullChange => ({
  pullId: pull.id,
  eventId: pull.eventId,
  categoryIds: [categoryId],
});

/**
 * Spec 5: a pull quantity below the minimum (dependency-added + system-assigned + cross-rented) is
 * refused, the answer listing the minimum and each source line. A category without a line gets one.
 */
export async function updateQty(tx: Db, input: BodyOf<Calls['updateQty']>): Promise<PullChange> {
  const pull = await lockedPull(tx, input.showPullID);
  let line = input.pullItemID
    ? await findLineById(tx, input.pullItemID)
    : await findLine(tx, pull.id, input.categoryID);
  if (line && (line.showPullId !== pull.id || line.categoryId !== input.categoryID))
    throw notFound(`Pull item ${input.pullItemID} of category ${input.categoryID} on this pull`);
  if (!line) {
    if (input.pullItemID) throw notFound(`Pull item ${input.pullItemID}`);
    const category = await findCategory(tx, input.categoryID);
    if (!category) throw notFound(`Category ${input.categoryID}`);
    line = await insertLine(tx, {
      showPullId: pull.id,
      categoryId: category.id,
      quantity: 0,
      description: category.description,
      weight: category.weight,
    });
  }
  const [current] = (await findPullItems(tx, pull.id, { lineId: line.id })).map(toPullItem);
  const min = current!.minimum;
  if (input.qty < min.total) {
    const message = [
      `The quantity can't be less than ${min.total}:`,
      `${min.dependencyQty} added by dependencies${await dependencySources(tx, pull.id, line.categoryId)}`,
      `${min.systemQty} assigned by systems`,
      `${min.crossRentedQty} cross-rented`,
    ].join('\n');
    throw new AppError('invalid_input', message, { qty: `The minimum is ${min.total}` });
  }
  await updateLine(tx, line.id, {
    quantity: input.qty,
    ignoreWeightQty: Math.min(line.ignoreWeightQty, input.qty),
  });
  return lineChange(pull, line.categoryId);
}

/**
 * Issue 38.6: which lines the dependency-added quantity was added for, so the writer knows where to
 * take it off; one whose line is at 0 no longer needs it and says so.
 */
async function dependencySources(tx: Db, pullId: number, categoryId: number): Promise<string> {
  const added = (await findDependencyAssignments(tx, pullId)).filter((a) => a.category_id === categoryId);
  if (!added.length) return '';
  const each = added.map(
    (a) =>
      `${a.quantity} for ${a.description}${a.for_quantity > 0 ? '' : ', which is no longer on the pull'}`,
  );
  return ` (${each.join('; ')})`;
}

/** Spec 5: negative is 'Quantity must be greater than 0'; above the pull quantity is refused with it. */
export async function updateIgnoreWeightQty(
  tx: Db,
  { pullItemID, qty }: BodyOf<Calls['updateIgnoreWeightQty']>,
): Promise<PullChange> {
  if (qty < 0)
    throw new AppError('invalid_input', 'Quantity must be greater than 0', {
      qty: 'Quantity must be greater than 0',
    });
  const { pull, line } = await lockedLine(tx, pullItemID);
  if (qty > line.quantity) {
    const message = `Quantity can't be more than what's on the pull (${line.quantity})`;
    throw new AppError('invalid_input', message, { qty: message });
  }
  await updateLine(tx, pullItemID, { ignoreWeightQty: qty });
  return lineChange(pull, line.categoryId);
}

/**
 * Issue 38.4: how many of a line's units are cross-rented, the fix a shortage offers. What the
 * line's assignments cross-rent stays theirs; the rest is one hand-added cross rental. Cross-rented
 * units count in the line's minimum (its quantity cannot drop below them) and are not taken from stock.
 */
export async function crossRent(
  tx: Db,
  { pullItemID, qty }: BodyOf<Calls['crossRent']>,
): Promise<PullChange> {
  const { pull, line } = await lockedLine(tx, pullItemID);
  const [current] = (await findPullItems(tx, pull.id, { lineId: line.id })).map(toPullItem);
  const viaAssignments = current!.minimum.crossRentedQty - (await handCrossRentedQty(tx, line.id));
  const refuse = (message: string) => new AppError('invalid_input', message, { qty: message });
  if (qty > line.quantity)
    throw refuse(`At most ${line.quantity} can be cross-rented: the line has ${line.quantity}`);
  if (qty < viaAssignments)
    throw refuse(
      `At least ${viaAssignments} stay cross-rented: the line's assignments cross-rent them (change those assignments instead)`,
    );
  await setHandCrossRental(tx, line.id, qty - viaAssignments);
  return lineChange(pull, line.categoryId);
}

/** A line's printed notes or its writer notes (internal): the two calls share their body. */
export const updateNotes =
  (field: 'notes' | 'writerNotes') =>
  async (tx: Db, { pullItemID, notes }: BodyOf<Calls['updateNotes']>): Promise<PullChange> => {
    const { pull, line } = await lockedLine(tx, pullItemID);
    await updateLine(tx, pullItemID, { [field]: notes });
    return lineChange(pull, line.categoryId);
  };

/** Spec 5: categoryID, description and qty are required (the contract checks them). */
export async function createCustomItem(
  tx: Db,
  input: BodyOf<Calls['createCustomItem']>,
): Promise<PullChange & { lineId: number }> {
  const pull = await lockedPull(tx, input.showPullID);
  const category = await findCategory(tx, input.categoryID);
  if (!category) throw notFound(`Category ${input.categoryID}`);
  const lineId = await insertCustomLine(tx, {
    showPullId: pull.id,
    categoryId: category.id,
    quantity: input.qty,
    description: input.description,
    notes: input.notes,
    weight: category.weight,
  });
  return { ...lineChange(pull, category.id), lineId };
}

/**
 * Deletes a custom line (a category's own line is not deleted: its quantity is set, down to its
 * minimum). Quantities added for the line's dependencies go with it, off their lines too.
 */
export async function deleteCustomItem(
  tx: Db,
  { pullItemID }: BodyOf<Calls['deleteCustomItem']>,
): Promise<PullChange> {
  const { pull, line } = await lockedLine(tx, pullItemID);
  if (!line.isCustom)
    throw new AppError('conflict', "Only a custom item can be deleted; set this line's quantity instead");
  const forLine = (await findDependencyAssignments(tx, pull.id)).filter(
    (a) => a.for_show_pull_item_id === line.id,
  );
  for (const a of forLine) {
    await setDependencyAssignmentQty(tx, a.id, 0);
    await adjustLine(tx, pull.id, a.category_id, -a.quantity);
  }
  await deleteLine(tx, line.id);
  return {
    ...lineChange(pull, line.categoryId),
    categoryIds: [line.categoryId, ...forLine.map((a) => a.category_id)],
    dependencyAssignments: forLine.length > 0,
    removedLineIds: [line.id],
  };
}
