import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { adjustLine, findLineById, pullOf } from '../write/queries.js';
import { lockedPull, type PullChange } from '../write/run.js';
import {
  findDependencyAssignment,
  findDependencyItem,
  findPullGroupOf,
  insertDependencyAssignment,
  setDependencyAssignmentQty,
} from './queries.js';

type Calls = typeof showPullCalls;

const dependencyChange = (pull: { id: number; eventId: number }, categoryId: number): PullChange => ({
  pullId: pull.id,
  eventId: pull.eventId,
  categoryIds: [categoryId],
  dependencyAssignments: true,
});

/**
 * Adds a required category's quantity to the pull for a pull item's dependency (the unnamed call
 * of spec 7): the category must be the dependency item's category, or in its pull group.
 */
export async function addDependencyAssignment(
  tx: Db,
  input: BodyOf<Calls['addDependencyAssignment']>,
): Promise<PullChange> {
  if (input.qty < 1)
    throw new AppError('invalid_input', 'The quantity must be at least 1', { qty: 'At least 1' });
  const pull = await lockedPull(tx, input.showPullID);
  const forLine = await findLineById(tx, input.forPullItemID);
  if (!forLine || forLine.showPullId !== pull.id)
    throw notFound(`Pull item ${input.forPullItemID} on this pull`);
  const item = await findDependencyItem(tx, input.dependencyItemID);
  if (!item || item.dependencyCategory !== forLine.categoryId)
    throw notFound(`Dependency item ${input.dependencyItemID} of this pull item`);
  if (item.categoryId !== null && item.categoryId !== input.categoryID)
    throw new AppError('invalid_input', 'This category is not the one the dependency requires', {
      categoryID: 'Not required',
    });
  if (item.pullGroupId !== null && (await findPullGroupOf(tx, input.categoryID)) !== item.pullGroupId)
    throw new AppError('invalid_input', "This category is not in the dependency's pull group", {
      categoryID: 'Not in the pull group',
    });
  await insertDependencyAssignment(tx, {
    showPullId: pull.id,
    dependencyItemId: input.dependencyItemID,
    forShowPullItemId: forLine.id,
    categoryId: input.categoryID,
    quantity: input.qty,
  });
  await adjustLine(tx, pull.id, input.categoryID, input.qty);
  return dependencyChange(pull, input.categoryID);
}

/** Sets a dependency assignment's quantity (the line moves by the difference); 0 deletes it. */
export async function updateDependencyAssignmentQty(
  tx: Db,
  { assignmentID, qty }: BodyOf<Calls['updateDependencyAssignmentQty']>,
): Promise<PullChange> {
  const pullId = await pullOf(tx, 'dependency_assignments', assignmentID);
  if (pullId === undefined) throw notFound(`Dependency assignment ${assignmentID}`);
  const pull = await lockedPull(tx, pullId);
  const a = await findDependencyAssignment(tx, assignmentID);
  if (!a) throw notFound(`Dependency assignment ${assignmentID}`);
  await setDependencyAssignmentQty(tx, assignmentID, qty);
  await adjustLine(tx, pullId, a.categoryId, qty - a.quantity);
  return dependencyChange(pull, a.categoryId);
}

/** Delete is a quantity of 0. */
export const deleteDependencyAssignment = (
  tx: Db,
  { assignmentID }: BodyOf<Calls['deleteDependencyAssignment']>,
) => updateDependencyAssignmentQty(tx, { assignmentID, qty: 0 });
