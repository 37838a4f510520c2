import type { PullUpdate } from '../../../../contracts/show-pulls/update.js';
import type { Db } from '../../../platform/db/types.js';
import { findAssignmentsOfItems, findCommitments } from '../assignments/queries.js';
import { itemStates, toCommitment } from '../assignments/rows.js';
import { findDependencyAssignments } from '../dependencies/queries.js';
import { toDependencyAssignment } from '../dependencies/rows.js';
import { type DependencyDefs, dependencyStates, readDependencyFacts } from '../dependencies/states.js';
import { findBidCategoryIds, findCategoriesOfEvent } from '../lines/category-queries.js';
import { findPullItems } from '../lines/queries.js';
import { roundLbs, toCategory, toPullItem } from '../lines/rows.js';
import { findSystemAssignments } from '../systems/queries.js';
import type { PullChange } from './run.js';

/** "The updated pull" (contracts/show-pulls/update.ts). */
export async function readPullUpdate(db: Db, change: PullChange, defs: DependencyDefs): Promise<PullUpdate> {
  const { pullId, eventId } = change;
  const categoryIds = [...new Set(change.categoryIds)];
  // One after another: a transaction is one connection, which runs one query at a time anyway
  // (pg warns of queries sent while one runs, and its next major version refuses them).
  const lineRows = await findPullItems(db, pullId, { categoryIds });
  const assignments = await findAssignmentsOfItems(db, change.eventItemIds ?? []);
  const { facts, lbs } = await readDependencyFacts(db, defs, pullId);
  const commitments = change.commitments ? await findCommitments(db, eventId, pullId) : undefined;
  const depAssignments = change.dependencyAssignments
    ? await findDependencyAssignments(db, pullId)
    : undefined;
  const sysAssignments = change.systemAssignments ? await findSystemAssignments(db, pullId) : undefined;
  const lines = lineRows.map(toPullItem);
  // A category's row changes only when a line of it is made: the row then names the line, and a
  // category outside the bid joins the list.
  const made = [...new Set(lineRows.filter((l) => l.is_new).map((l) => l.category_id))];
  const categories = await findCategoriesOfEvent(db, eventId, made);
  const lineOf = new Map(lines.filter((l) => !l.isCustom).map((l) => [l.category_id, l.id]));
  const removed = change.removedLineIds?.length ? await removedCategories(db, change, lines) : undefined;
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
    ...(removed && { removedPullItemIDs: [...change.removedLineIds!], removedCategoryIDs: removed }),
  };
}

/** A deleted line's category leaves the screen's list when no line holds it and the bid has none. */
async function removedCategories(db: Db, change: PullChange, lines: readonly { category_id: number }[]) {
  const held = new Set(lines.map((l) => l.category_id));
  const loose = [...new Set(change.categoryIds)].filter((id) => !held.has(id));
  const bid = await findBidCategoryIds(db, change.eventId, loose);
  return loose.filter((id) => !bid.has(id));
}
