import type { BodyOf, CallAnswer } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { findLineById, pullOf } from '../write/queries.js';
import { lockedPull } from '../write/run.js';
import { findDependency, findSatisfaction, insertSatisfaction, setSatisfaction } from './queries.js';

type Toggle = typeof showPullCalls.toggleSatisfaction;

/**
 * Satisfy / Un-Satisfy, with the spec's payload (pullItemID, dependencyID). Satisfying an unmet
 * `all` dependency is the writer's decision: the client asks spec 5's question before it calls
 * (issue 20, point 9), so the server does not ask again. Its answer is the satisfaction record.
 */
export async function toggleSatisfaction(tx: Db, input: BodyOf<Toggle>): Promise<CallAnswer<Toggle>> {
  const pullId = await pullOf(tx, 'show_pull_items', input.pullItemID);
  if (pullId === undefined) throw notFound(`Pull item ${input.pullItemID}`);
  await lockedPull(tx, pullId);
  const line = (await findLineById(tx, input.pullItemID))!;
  const dep = await findDependency(tx, input.dependencyID);
  if (!dep || dep.categoryId !== line.categoryId)
    throw notFound(`Dependency ${input.dependencyID} of this pull item`);
  const existing = await findSatisfaction(tx, line.id, dep.id);
  const next = !(existing?.isSatisfied ?? false);
  if (existing) {
    await setSatisfaction(tx, existing.id, next);
    return { isNew: false, record: { id: existing.id, is_satisfied: next } };
  }
  const id = await insertSatisfaction(tx, line.id, dep.id);
  return { isNew: true, record: { id, is_satisfied: true } };
}

/** The record is the answer: nothing else is read. */
export const toggleAnswer = async (_tx: Db, done: CallAnswer<Toggle>) => done;
