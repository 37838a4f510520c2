import type { Db } from '../../../platform/db/types.js';
import { createJsonCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { getShowPullView } from './view.js';

/** The tables the pull view reads (test/harness/cache-tables.test.ts holds it to that). */
export const SHOW_PULL_VIEW_TABLES = [
  'categories',
  'commitment_assignments',
  'commitments',
  'contacts',
  'cross_rental_items',
  'departments',
  'dependencies',
  'dependency_assignments',
  'dependency_items',
  'event_item_assignments',
  'event_items',
  'event_techs',
  'events',
  'pull_groups',
  'satisfied_dependencies',
  'show_pull_items',
  'show_pulls',
  'system_assignments',
  'system_items',
] as const;

// About 1.2 MB of JSON for the largest pull, most pulls far less: room for the pulls in use.
const cache = createJsonCache({ tables: SHOW_PULL_VIEW_TABLES, maxBytes: 16_000_000 });

/** The read call's answer, serialized, kept per pull while its tables have not moved. */
export function showPullViewJson(db: Db, pullId: number): Promise<JsonAnswer> {
  return cache.get(db, String(pullId), () => getShowPullView(db, pullId));
}
