import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import { findCategory } from '../../../domains/catalog/categories.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { adjustLine, pullOf } from '../write/queries.js';
import { lockedPull, type PullChange } from '../write/run.js';
import {
  addToSystemAssignment,
  findComponents,
  findSystemAssignment,
  setSystemAssignmentQty,
} from './queries.js';

type Calls = typeof showPullCalls;

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
  await addToSystemAssignment(tx, { showPullId: pullId, systemCategoryId, categoryId, quantity: qty });
  await adjustLine(tx, pullId, categoryId, qty);
}

/**
 * Spec 5 "New system form": quantities[] and categoryIDs[] side by side, one per component; each
 * component's quantity (the client's default: per-system quantity x number of systems) is added.
 */
export async function addSystem(tx: Db, input: BodyOf<Calls['addSystem']>): Promise<PullChange> {
  if (input.quantities.length !== input.categoryIDs.length)
    throw refuse('Each component needs one quantity', 'quantities');
  if (new Set(input.categoryIDs).size !== input.categoryIDs.length)
    throw refuse('A component is listed twice', 'categoryIDs');
  const pull = await lockedPull(tx, input.showPullID);
  await requireSystem(tx, input.systemCategoryID);
  const components = await findComponents(tx, input.systemCategoryID, input.categoryIDs);
  if (components.length !== input.categoryIDs.length)
    throw refuse('Some items are not part of this system', 'categoryIDs');
  for (const [i, categoryId] of input.categoryIDs.entries())
    await addToComponent(tx, pull.id, input.systemCategoryID, categoryId, input.quantities[i]!);
  return systemChange(pull, input.categoryIDs);
}

export async function addSystemAssignment(
  tx: Db,
  input: BodyOf<Calls['addSystemAssignment']>,
): Promise<PullChange> {
  if (input.qty < 1) throw refuse('The quantity must be at least 1', 'qty');
  const pull = await lockedPull(tx, input.showPullID);
  await requireSystem(tx, input.systemCategoryID);
  const [component] = await findComponents(tx, input.systemCategoryID, [input.categoryID]);
  if (!component) throw refuse('This item is not part of this system', 'categoryID');
  await addToComponent(tx, pull.id, input.systemCategoryID, input.categoryID, input.qty);
  return systemChange(pull, [input.categoryID]);
}

/** Spec 5: sets the assignment's quantity (the line moves by the difference); 0 deletes it. */
export async function updateSystemAssignmentQty(
  tx: Db,
  { assignmentID, qty }: BodyOf<Calls['updateSystemAssignmentQty']>,
): Promise<PullChange> {
  const pullId = await pullOf(tx, 'system_assignments', assignmentID);
  if (pullId === undefined) throw notFound(`System assignment ${assignmentID}`);
  const pull = await lockedPull(tx, pullId);
  const a = await findSystemAssignment(tx, assignmentID);
  if (!a) throw notFound(`System assignment ${assignmentID}`);
  await setSystemAssignmentQty(tx, assignmentID, qty);
  await adjustLine(tx, pullId, a.categoryId, qty - a.quantity);
  return systemChange(pull, [a.categoryId]);
}
