import { sql } from 'drizzle-orm';
import { isPullUpdate } from '../../../../contracts/show-pulls/update.js';
import { enqueueWebhook } from '../../../domains/webhooks/enqueue.js';
import { currentActor, currentActorId } from '../../../platform/db/request-scope.js';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { publishLive } from '../../../platform/live/index.js';
import type { VersionMove } from '../../../platform/versioned-cache.js';
import { pullOf } from '../write/queries.js';

/** The live channel of one pull (its screen's stream). */
export const pullChannel = (pullId: number) => `pull:${pullId}`;

/**
 * Publishes what a pull write did to the screens that have the pull open, inside its transaction
 * (the event goes out on commit, numbered in commit order: platform/live/publish.ts). The event
 * is the write's own answer, so a screen merges another writer's change exactly as it merges its
 * own; the answer gains the number, so the writer's screen skips that event when it arrives.
 */
export async function publishPullWrite<A>(
  tx: Db,
  input: unknown,
  done: unknown,
  answer: A,
  move?: VersionMove,
): Promise<A> {
  const by = await actor(tx);
  const d = done as Record<string, unknown> | null;
  if (isPullUpdate(answer)) {
    // `move`: the other processes patch their kept screen with it too (view/view-cache.ts).
    const sequence = await publishLive(tx, pullChannel(answer.showPullID), 'change', {
      update: answer,
      by,
      move,
    });
    const eventId = typeof d?.eventId === 'number' ? d.eventId : await eventOfPull(tx, answer.showPullID);
    await pullChanged(tx, answer.showPullID, eventId);
    return { ...answer, sequence };
  }
  if (d && typeof d.eventId === 'number' && 'initials1' in d) {
    // Initials belong to the bid item, which every pull of the event shows.
    const progress = (answer as { initialsProgress?: unknown }).initialsProgress;
    const data = { id: d.id, initials1: d.initials1, initialsProgress: progress, by };
    for (const pullId of await pullsOfEvent(tx, d.eventId)) {
      await publishLive(tx, pullChannel(pullId), 'initials', data);
      await pullChanged(tx, pullId, d.eventId);
    }
    return answer;
  }
  const i = input as { pullItemID?: number; dependencyID?: number } | null;
  const record = (answer as { record?: unknown } | undefined)?.record;
  if (i?.pullItemID !== undefined && i.dependencyID !== undefined && record) {
    const pullId = await pullOf(tx, 'show_pull_items', i.pullItemID);
    if (pullId !== undefined) {
      await publishLive(tx, pullChannel(pullId), 'satisfaction', {
        dependencyID: i.dependencyID,
        pullItemID: i.pullItemID,
        record,
        by,
      });
      await pullChanged(tx, pullId, await eventOfPull(tx, pullId));
    }
  }
  return answer;
}

/** The webhook's facts: which pull, of which event (a receiver reads the pull back by its id). */
const pullChanged = (tx: Db, pullId: number, eventId: number | undefined) =>
  enqueueWebhook(tx, 'pull.changed', { pullId, eventId: eventId ?? null });

async function eventOfPull(tx: Db, pullId: number): Promise<number | undefined> {
  const [row] = await selectRows<{ eventId: number }>(
    tx,
    sql`select event_id as "eventId" from show_pulls where id = ${pullId}`,
  );
  return row?.eventId;
}

/** Who wrote: the name a screen shows on the lines they changed. */
async function actor(tx: Db): Promise<{ id: number; name: string } | null> {
  const known = currentActor();
  if (known) return known;
  const id = currentActorId();
  if (id === null) return null;
  const [row] = await selectRows<{ name: string }>(tx, sql`select name from users where id = ${id}`);
  return row ? { id, name: row.name } : null;
}

async function pullsOfEvent(tx: Db, eventId: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select id from show_pulls where event_id = ${eventId}`,
  );
  return rows.map((r) => r.id);
}
