import { z } from 'zod';
import {
  category,
  commitmentRow,
  dependency,
  dependencyAssignment,
  eventItem,
  pullItem,
  type ShowPullView,
  systemAssignment,
} from './view-answer.js';

/**
 * "The updated pull" (spec 7), as every pull write answers it: what the write can have changed,
 * not the whole screen. The largest pull's screen is 1.3 MB, nearly all of it bid items and
 * categories a write does not touch; this is a few KB. `applyPullUpdate` puts it into the screen's
 * data, and gives what a fresh read would (server/features/show-pulls/pull-update.test.ts holds the server to that).
 */
export const pullUpdate = z.object({
  showPullID: z.number().int(),
  /** Bid items whose assignment (here or on the event's other pulls) the write changed. */
  eventItems: z.array(eventItem.pick({ id: true, assignment: true, otherPullsQty: true })),
  /** The categories of the lines the write made: each now names its line, one outside the bid joins the list. */
  categories: z.array(category),
  /** Every line of those categories, as it now is. */
  pullItems: z.array(pullItem),
  /** Every dependency of the pull: a line going on or off the pull changes which are met. */
  dependencies: z.array(dependency),
  totalWeight: z.number(),
  /** The whole list, when the write changed it. */
  commitments: z.array(commitmentRow).optional(),
  dependencyAssignments: z.array(dependencyAssignment).optional(),
  systemAssignments: z.array(systemAssignment).optional(),
  /** Lines the write deleted (a custom item), and categories the screen no longer lists with them. */
  removedPullItemIDs: z.array(z.number().int()).optional(),
  removedCategoryIDs: z.array(z.number().int()).optional(),
  /** The write's number on the pull's live stream: the writer's screen skips that event. */
  sequence: z.number().int().optional(),
});
export type PullUpdate = z.infer<typeof pullUpdate>;

/** Whether a pull write answered "the updated pull" (some answer something of their own). */
export const isPullUpdate = (a: unknown): a is PullUpdate =>
  typeof a === 'object' && a !== null && 'showPullID' in a && 'pullItems' in a;

/** POST /show-pull/custom-item/create: the spec's newItem, with the update it made. */
export const newItemResponse = pullUpdate.extend({ newItem: pullItem });

/** Rows patched in by id, the new ones added, in the order the read call gives. */
function patchRows<T extends { id: number }>(
  rows: readonly T[],
  patches: readonly (Partial<T> & { id: number })[],
  order?: (a: T, b: T) => number,
): T[] {
  if (!patches.length) return rows as T[];
  const byId = new Map(patches.map((p) => [p.id, p]));
  const out = rows.map((r) => {
    const p = byId.get(r.id);
    if (!p) return r;
    byId.delete(r.id);
    return { ...r, ...p };
  });
  if (!byId.size) return out;
  out.push(...([...byId.values()] as T[]));
  return order ? out.sort(order) : out;
}

/** The rows left when some ids are gone (the same array when none are). */
const without = <T extends { id: number }>(rows: T[], ids: readonly number[] | undefined): T[] =>
  ids?.length ? rows.filter((r) => !ids.includes(r.id)) : rows;

export function applyPullUpdate(view: ShowPullView, u: PullUpdate): ShowPullView {
  if (u.showPullID !== view.showPull.id) return view;
  const categories = patchRows(view.categories, u.categories, (a, b) => Number(a.name) - Number(b.name));
  const pullItems = patchRows(view.pullItems, u.pullItems, (a, b) => a.id - b.id);
  return {
    ...view,
    eventItems: patchRows(view.eventItems, u.eventItems),
    categories: without(categories, u.removedCategoryIDs),
    pullItems: without(pullItems, u.removedPullItemIDs),
    dependencies: u.dependencies,
    totalWeight: u.totalWeight,
    commitments: u.commitments ?? view.commitments,
    dependencyAssignments: u.dependencyAssignments ?? view.dependencyAssignments,
    systemAssignments: u.systemAssignments ?? view.systemAssignments,
  };
}
