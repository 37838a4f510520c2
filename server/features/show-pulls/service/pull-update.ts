import type { PullUpdate } from '../../../../contracts/show-pull-update.js';
import type { Db } from '../../../platform/db/types.js';
import * as q from '../queries/read.js';
import {
  type DependencyDefs,
  dependencyDefs,
  dependencyStates,
  readDependencyFacts,
} from './dependency-states.js';
import {
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

/** A pull write: runs in the transaction it is given, and says what it changed. */
export type PullWrite<I> = (tx: Db, input: I) => Promise<PullChange>;

/**
 * Runs a pull write and reads its answer in the same transaction: the answer is exactly what the
 * write made, and the request takes one turn at the database (PGlite runs one transaction at a
 * time; a request taking several turns waits behind every other request at each).
 */
export async function runPullWrite<I>(db: Db, write: PullWrite<I>, input: I): Promise<PullUpdate> {
  // Read before the transaction: inside one nothing is taken from a cache.
  const defs = await dependencyDefs(db);
  return db.transaction(async (tx) => readPullUpdate(tx, defs, await write(tx, input)));
}

/** "The updated pull" (contracts/show-pull-update.ts). */
async function readPullUpdate(db: Db, defs: DependencyDefs, change: PullChange): Promise<PullUpdate> {
  const { pullId, eventId } = change;
  const categoryIds = [...new Set(change.categoryIds)];
  const [lineRows, assignments, { facts, lbs }, commitments, depAssignments, sysAssignments] =
    await Promise.all([
      q.findPullItems(db, pullId, { categoryIds }),
      q.findAssignmentsOfItems(db, change.eventItemIds ?? []),
      readDependencyFacts(db, defs, pullId),
      change.commitments ? q.findCommitments(db, eventId, pullId) : undefined,
      change.dependencyAssignments ? q.findDependencyAssignments(db, pullId) : undefined,
      change.systemAssignments ? q.findSystemAssignments(db, pullId) : undefined,
    ]);
  const lines = lineRows.map(toPullItem);
  // A category's row changes only when a line of it is made: the row then names the line, and a
  // category outside the bid joins the list.
  const made = [...new Set(lineRows.filter((l) => l.is_new).map((l) => l.category_id))];
  const categories = await q.findCategoriesOfEvent(db, eventId, made);
  const lineOf = new Map(lines.filter((l) => !l.isCustom).map((l) => [l.category_id, l.id]));
  const stateOf = itemStates(assignments, pullId);
  return {
    showPullID: pullId,
    eventItems: (change.eventItemIds ?? []).map(stateOf),
    categories: categories.map((c) => toCategory(c, lineOf.get(c.id) ?? null, c.bid_qty)),
    pullItems: lines,
    dependencies: dependencyStates(defs, facts),
    totalWeight: roundLbs(lbs),
    commitments: commitments?.map((c) => toCommitment(pullId, c)),
    dependencyAssignments: depAssignments?.map(toDependencyAssignment),
    systemAssignments: sysAssignments,
  };
}
