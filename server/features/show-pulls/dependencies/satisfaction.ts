import type { BodyOf, CallAnswer } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { findLineById, pullOf } from '../write/queries.js';
import { lockedPull } from '../write/run.js';
import { findDependency, findSatisfaction, insertSatisfaction, setSatisfaction } from './queries.js';
import { type DependencyDefs, isDependencyMet, readDependencyFacts } from './states.js';

type Toggle = typeof showPullCalls.toggleSatisfaction;

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
 * Its answer is the satisfaction record (the call's own), given as the write's result.
 */
export async function toggleSatisfaction(
  tx: Db,
  input: BodyOf<Toggle>,
  defs: DependencyDefs,
): Promise<CallAnswer<Toggle>> {
  const pullId = await pullOf(tx, 'show_pull_items', input.pullItemID);
  if (pullId === undefined) throw notFound(`Pull item ${input.pullItemID}`);
  await lockedPull(tx, pullId);
  const line = (await findLineById(tx, input.pullItemID))!;
  const dep = await findDependency(tx, input.dependencyID);
  if (!dep || dep.categoryId !== line.categoryId)
    throw notFound(`Dependency ${input.dependencyID} of this pull item`);
  const existing = await findSatisfaction(tx, line.id, dep.id);
  const next = !(existing?.isSatisfied ?? false);
  if (
    next &&
    dep.logicType === 'all' &&
    !input.confirmed &&
    !(await isRequirementMet(tx, defs, pullId, dep.id))
  )
    throw new AppError('confirmation_required', CONFIRM_ALL_MESSAGE);
  if (existing) {
    await setSatisfaction(tx, existing.id, next);
    return { isNew: false, record: { id: existing.id, is_satisfied: next } };
  }
  const id = await insertSatisfaction(tx, line.id, dep.id);
  return { isNew: true, record: { id, is_satisfied: true } };
}

/** The record is the answer: nothing else is read. */
export const toggleAnswer = async (_tx: Db, done: CallAnswer<Toggle>) => done;
