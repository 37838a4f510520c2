import { applyPullUpdate, type PullUpdate } from '../../../../contracts/show-pulls/update.js';
import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import {
  createVersionedCache,
  type JsonAnswer,
  jsonAnswer,
  moveOfThisWrite,
  type VersionMove,
} from '../../../platform/versioned-cache.js';
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

/** A pull's screen as kept: the view, and its JSON once asked for since the view last changed. */
interface KeptView {
  view: ShowPullView;
  answer?: JsonAnswer;
}

// About 1.2 MB of JSON for a 1,500-item pull and 16 MB for a 20,000-item one (the xlarge bench
// set, issue 36.4), most pulls far less: room for the largest and the others in use. A kept view
// counts its JSON three times: the view's objects take about twice the JSON's bytes. Under 48 MB
// the largest was never kept, so every read built it again (a second, 87x /healthz at c10).
const cache = createVersionedCache<KeptView>({
  tables: SHOW_PULL_VIEW_TABLES,
  maxSize: 64_000_000,
  sizeOf: (kept) => (kept.answer?.body.length ?? 0) * 3,
});

/** The read call's answer, serialized, kept per pull while its tables have not moved. */
export async function showPullViewJson(db: Db, pullId: number): Promise<JsonAnswer> {
  const kept = await cache.get(db, String(pullId), async () => {
    const view = await getShowPullView(db, pullId);
    return { view, answer: jsonAnswer(view) };
  });
  kept.answer ??= jsonAnswer(kept.view);
  return kept.answer;
}

/** In a pull write's transaction, after its last change: how it moves the kept views' versions. */
export const moveOfPullWrite = (tx: Db): Promise<VersionMove> => moveOfThisWrite(tx, SHOW_PULL_VIEW_TABLES);

/**
 * After a pull write commits: the pull's kept screen takes the write's answer, which is what a
 * fresh read would give (server/features/show-pulls/pull-update.test.ts holds it to that), instead
 * of being built again. On the largest pull a build is about 100 ms of queries and JSON; the
 * screen is read after nearly every write (a second staff member opening it, the writer's reload).
 */
export function keepPullUpdated(db: Db, move: VersionMove, update: PullUpdate): void {
  cache.patch(db, String(update.showPullID), move, (kept) => ({ view: applyPullUpdate(kept.view, update) }));
}

/**
 * A pull write made by another process (its live event carries the answer and the move): the
 * pull's kept screen here takes it too, instead of every process building the largest pull again
 * (1.8 s under load on PostgreSQL). A kept screen at any other version is left to be built.
 */
export function keepPullUpdatedFromEvent(db: Db, data: string): void {
  const { update, move } = JSON.parse(data) as { update?: PullUpdate; move?: VersionMove };
  if (update && move) keepPullUpdated(db, move, update);
}
