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
  const categoryId = await requiredCategory(tx, item, input.categoryID);
  await insertDependencyAssignment(tx, {
    showPullId: pull.id,
    dependencyItemId: input.dependencyItemID,
    forShowPullItemId: forLine.id,
    categoryId,
    quantity: input.qty,
  });
  // The required category's line is made when the pull has none (issue 20: adding what is not
  // there yet is what a writer does most), and its row joins the screen with it.
  await adjustLine(tx, pull.id, categoryId, input.qty);
  return dependencyChange(pull, categoryId);
}

/**
 * The category a dependency item's quantity goes to: the one it names (the call may leave it out),
 * or the one the call names within the item's pull group.
 */
async function requiredCategory(
  tx: Db,
  item: { categoryId: number | null; pullGroupId: number | null },
  asked: number | undefined,
): Promise<number> {
  if (item.categoryId !== null) {
    if (asked !== undefined && asked !== item.categoryId)
      throw new AppError('invalid_input', 'This category is not the one the dependency requires', {
        categoryID: 'Not required',
      });
    return item.categoryId;
  }
  if (asked === undefined)
    throw new AppError('invalid_input', "Choose a category of the dependency's pull group", {
      categoryID: 'Required for a pull group',
    });
  if ((await findPullGroupOf(tx, asked)) !== item.pullGroupId)
    throw new AppError('invalid_input', "This category is not in the dependency's pull group", {
      categoryID: 'Not in the pull group',
    });
  return asked;
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
