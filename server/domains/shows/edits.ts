import { type SQL, sql } from 'drizzle-orm';
import type { HeldOnPull } from '../../../contracts/events/bid-items.js';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { publishLive } from '../../platform/live/index.js';
import { lockedEvent } from './event-rules.js';

/*
 * What every edit of an event's bid items and commitments shares, by hand or by import: the
 * event must exist and be unlocked, the event's pulls are locked as a pull write locks them (so
 * an edit and an assignment take turns), and the pulls' screens are told to read again.
 */

/** The live channel of one pull: the pull's screen listens on it (show-pulls' live stream). */
export const pullChannel = (pullId: number) => `pull:${pullId}`;

/**
 * Opens an event for an edit of its lines: refuses an unknown or locked event, then locks the
 * rows of all its pulls in id order, the lock every pull write takes first
 * (show-pulls/write/queries.ts), so an assignment never reads a quantity this edit is changing.
 */
export async function openEventForEdit(tx: Db, eventId: number): Promise<void> {
  const [event] = await selectRows<{ is_locked: boolean }>(
    tx,
    sql`select is_locked from events where id = ${eventId}`,
  );
  if (!event) throw notFound(`Event ${eventId}`);
  if (event.is_locked) throw lockedEvent(eventId);
  await tx.execute(sql`select id from show_pulls where event_id = ${eventId} order by id for update`);
}

/**
 * Tells every open screen of the event's pulls to read the pull again, on commit. A line's
 * quantity, stash or text changes what every pull of the event draws (its over-assigned flag,
 * its strike-through), and a pull's own write answer cannot carry a whole bid item; `reload` is
 * the stream's existing "read again" (client/features/show-pulls/live/use-pull-stream.ts).
 */
export async function tellPulls(tx: Db, eventId: number): Promise<void> {
  const pulls = await selectRows<{ id: number }>(
    tx,
    sql`select id from show_pulls where event_id = ${eventId} order by id`,
  );
  for (const p of pulls) await publishLive(tx, pullChannel(p.id), 'reload', { why: 'bid' });
}

export const idList = (ids: readonly number[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;

/**
 * What the pulls hold of each of the rows, by row id: `table` is the assignments table, `column`
 * its reference to the row. Only rows some pull holds are in the map.
 */
export async function heldOnPulls(
  db: Db,
  table: 'event_item_assignments' | 'commitment_assignments',
  column: 'event_item_id' | 'commitment_id',
  ids: readonly number[],
): Promise<Map<number, HeldOnPull[]>> {
  const held = new Map<number, HeldOnPull[]>();
  if (!ids.length) return held;
  const rows = await selectJsonRows<HeldOnPull & { rowId: number }>(
    db,
    sql`select a.${sql.identifier(column)} as "rowId", p.id as "pullId", p.name as "pullName", a.quantity
        from ${sql.identifier(table)} a join show_pulls p on p.id = a.show_pull_id
        where a.${sql.identifier(column)} in ${idList(ids)}
        order by p.id`,
  );
  for (const { rowId, ...h } of rows) held.set(rowId, [...(held.get(rowId) ?? []), h]);
  return held;
}

export const heldTotal = (held: readonly HeldOnPull[] | undefined) =>
  (held ?? []).reduce((n, h) => n + h.quantity, 0);

/** "Main Show Pull holds 4": how a refusal names the pulls holding a row. */
export const describeHeld = (held: readonly HeldOnPull[]) =>
  held.map((h) => `${h.pullName} holds ${h.quantity}`).join(', ');

/** Every category must be an equipment category (a labor category is a crew position). */
export async function checkCategories(tx: Db, categoryIds: readonly number[]): Promise<void> {
  const ids = [...new Set(categoryIds)];
  if (!ids.length) return;
  const rows = await selectRows<{ id: number; is_labor: boolean }>(
    tx,
    sql`select id, is_labor from categories where id in ${idList(ids)}`,
  );
  if (rows.length < ids.length)
    throw new AppError('invalid_input', 'Please choose a category.', { categoryId: 'is not a category' });
  if (rows.some((c) => c.is_labor))
    throw new AppError('invalid_input', 'A labor category is a crew position, not a line of gear.', {
      categoryId: 'is a labor category',
    });
}
