import { and, eq } from 'drizzle-orm';
import { categories } from '../../../platform/db/schema/core.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { adjustLine, findLineById, pullOf } from '../queries/write.js';
import { dependencies, dependencyAssignments, dependencyItems, satisfiedDependencies } from '../schema.js';
import { lockedPull } from './assign.js';
import {
  type DependencyDefs,
  dependencyDefs,
  isDependencyMet,
  readDependencyFacts,
} from './dependency-states.js';
import type { PullChange } from './pull-update.js';

export const CONFIRM_ALL_MESSAGE =
  'This dependency required all items are on the pull. Are you sure you want to satisfy it without all items on the pull?';

/** Whether every (all) or one (other) required item of the dependency is on the pull now. */
async function isRequirementMet(tx: Db, defs: DependencyDefs, pullId: number, dependencyId: number) {
  const { facts } = await readDependencyFacts(tx, defs, pullId);
  return isDependencyMet(defs, facts, dependencyId);
}

/**
 * Satisfy / Un-Satisfy. Satisfying an `all` dependency whose required items are not all on the pull
 * is refused with `confirmation_required` (the spec's question) unless the call says confirmed: true.
 */
export async function toggleSatisfaction(
  db: Db,
  input: { pullItemID: number; dependencyID: number; confirmed: boolean },
) {
  const defs = await dependencyDefs(db); // outside the transaction, where it is cached
  return db.transaction(async (tx) => {
    const pullId = await pullOf(tx, 'show_pull_items', input.pullItemID);
    if (pullId === undefined) throw notFound(`Pull item ${input.pullItemID}`);
    await lockedPull(tx, pullId);
    const line = (await findLineById(tx, input.pullItemID))!;
    const [dep] = await tx.select().from(dependencies).where(eq(dependencies.id, input.dependencyID));
    if (!dep || dep.categoryId !== line.categoryId)
      throw notFound(`Dependency ${input.dependencyID} of this pull item`);
    const [existing] = await tx
      .select()
      .from(satisfiedDependencies)
      .where(
        and(
          eq(satisfiedDependencies.showPullItemId, line.id),
          eq(satisfiedDependencies.dependencyId, dep.id),
        ),
      );
    const next = !(existing?.isSatisfied ?? false);
    if (
      next &&
      dep.logicType === 'all' &&
      !input.confirmed &&
      !(await isRequirementMet(tx, defs, pullId, dep.id))
    )
      throw new AppError('confirmation_required', CONFIRM_ALL_MESSAGE);
    if (existing) {
      await tx
        .update(satisfiedDependencies)
        .set({ isSatisfied: next })
        .where(eq(satisfiedDependencies.id, existing.id));
      return { isNew: false, record: { id: existing.id, is_satisfied: next } };
    }
    const [row] = await tx
      .insert(satisfiedDependencies)
      .values({ showPullItemId: line.id, dependencyId: dep.id, isSatisfied: true })
      .returning({ id: satisfiedDependencies.id });
    return { isNew: true, record: { id: row!.id, is_satisfied: true } };
  });
}

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
  input: {
    showPullID: number;
    dependencyItemID: number;
    forPullItemID: number;
    categoryID: number;
    qty: number;
  },
): Promise<PullChange> {
  if (input.qty < 1)
    throw new AppError('invalid_input', 'The quantity must be at least 1', { qty: 'At least 1' });
  const pull = await lockedPull(tx, input.showPullID);
  const forLine = await findLineById(tx, input.forPullItemID);
  if (!forLine || forLine.showPullId !== pull.id)
    throw notFound(`Pull item ${input.forPullItemID} on this pull`);
  const [item] = await tx
    .select({
      dependencyCategory: dependencies.categoryId,
      categoryId: dependencyItems.categoryId,
      pullGroupId: dependencyItems.pullGroupId,
    })
    .from(dependencyItems)
    .innerJoin(dependencies, eq(dependencies.id, dependencyItems.dependencyId))
    .where(eq(dependencyItems.id, input.dependencyItemID));
  if (!item || item.dependencyCategory !== forLine.categoryId)
    throw notFound(`Dependency item ${input.dependencyItemID} of this pull item`);
  if (item.categoryId !== null && item.categoryId !== input.categoryID)
    throw new AppError('invalid_input', 'This category is not the one the dependency requires', {
      categoryID: 'Not required',
    });
  if (item.pullGroupId !== null) {
    const [c] = await tx
      .select({ g: categories.pullGroupId })
      .from(categories)
      .where(eq(categories.id, input.categoryID));
    if (!c || c.g !== item.pullGroupId)
      throw new AppError('invalid_input', "This category is not in the dependency's pull group", {
        categoryID: 'Not in the pull group',
      });
  }
  await tx.insert(dependencyAssignments).values({
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
  assignmentId: number,
  qty: number,
): Promise<PullChange> {
  const pullId = await pullOf(tx, 'dependency_assignments', assignmentId);
  if (pullId === undefined) throw notFound(`Dependency assignment ${assignmentId}`);
  const pull = await lockedPull(tx, pullId);
  const [a] = await tx.select().from(dependencyAssignments).where(eq(dependencyAssignments.id, assignmentId));
  if (!a) throw notFound(`Dependency assignment ${assignmentId}`);
  if (qty === 0) await tx.delete(dependencyAssignments).where(eq(dependencyAssignments.id, assignmentId));
  else
    await tx
      .update(dependencyAssignments)
      .set({ quantity: qty })
      .where(eq(dependencyAssignments.id, assignmentId));
  await adjustLine(tx, pullId, a.categoryId, qty - a.quantity);
  return dependencyChange(pull, a.categoryId);
}
