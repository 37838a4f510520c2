import type { PullUpdate } from '../../../../contracts/show-pull-update.js';
import type { Db } from '../../../platform/db/types.js';
import * as q from '../queries/read.js';
import { dependencyDefs, dependencyStates, readDependencyFacts } from './dependency-states.js';
import {
  bidQuantities,
  cachedEventParts,
  itemStates,
  roundLbs,
  toCategory,
  toCommitment,
  toDependencyAssignment,
  toPullItem,
} from './view.js';

/** What a pull write changed, as its service reports it: the answer reads only that again. */
export interface PullChange {
  pullId: number;
  eventId: number;
  /** Categories whose lines the write changed (made, moved, or whose minimum moved). */
  categoryIds: readonly number[];
  /** Bid items whose assignment the write made or removed. */
  eventItemIds?: readonly number[];
  commitments?: boolean;
  dependencyAssignments?: boolean;
  systemAssignments?: boolean;
}

/** "The updated pull" (contracts/show-pull-update.ts), read after the write's commit. */
export async function getPullUpdate(db: Db, change: PullChange): Promise<PullUpdate> {
  const { pullId, eventId } = change;
  const categoryIds = [...new Set(change.categoryIds)];
  const defs = await dependencyDefs(db);
  const [parts, lineRows, assignments, { facts, lbs }, commitments, depAssignments, sysAssignments] =
    await Promise.all([
      cachedEventParts(db, eventId),
      q.findPullItems(db, pullId, { categoryIds }),
      q.findAssignmentsOfItems(db, change.eventItemIds ?? []),
      readDependencyFacts(db, defs, pullId),
      change.commitments ? q.findCommitments(db, eventId, pullId) : undefined,
      change.dependencyAssignments ? q.findDependencyAssignments(db, pullId) : undefined,
      change.systemAssignments ? q.findSystemAssignments(db, pullId) : undefined,
    ]);
  const lines = lineRows.map(toPullItem);
  const lineOf = new Map(lines.filter((l) => !l.isCustom).map((l) => [l.category_id, l.id]));
  // The screen lists the bid's categories and those of its lines: a category outside the bid
  // comes in with its first line.
  const inBid = new Map(parts.categories.map((c) => [c.id, c]));
  const outside = categoryIds.filter((id) => !inBid.has(id) && lines.some((l) => l.category_id === id));
  const categoryRows = [
    ...categoryIds.flatMap((id) => inBid.get(id) ?? []),
    ...(await q.findCategoriesByIds(db, outside)),
  ];
  const bidQty = bidQuantities(parts.items);
  const stateOf = itemStates(assignments, pullId);
  return {
    showPullID: pullId,
    eventItems: (change.eventItemIds ?? []).map(stateOf),
    categories: categoryRows.map((c) => toCategory(c, lineOf.get(c.id) ?? null, bidQty.get(c.id) ?? 0)),
    pullItems: lines,
    dependencies: dependencyStates(defs, facts),
    totalWeight: roundLbs(lbs),
    commitments: commitments?.map((c) => toCommitment(pullId, c)),
    dependencyAssignments: depAssignments?.map(toDependencyAssignment),
    systemAssignments: sysAssignments,
  };
}
