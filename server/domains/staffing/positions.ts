import { eq, sql } from 'drizzle-orm';
import { liveCalls } from '../../../contracts/live.js';
import { nextIds } from '../../platform/db/next-id.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { publishLive } from '../../platform/live/index.js';
import { lockedEvent } from '../shows/event-rules.js';
import { offerRounds, positions } from './schema.js';
import { lockPosition, setPosition } from './writes.js';

/*
 * The writes of a crew position (issue 34), one door for the event page, the API and the
 * `positions` import alike: so a crewed position's new times written by any of them make the same
 * change notice (migration 0016's trigger on the row), the same audit entry (0006's) and move the
 * same table versions. Each write takes the position's turn and row first (writes.ts).
 */

/** What a position is made of; times as wall-clock `YYYY-MM-DDTHH:MM` (or with a space). */
export interface PositionValues {
  /** The key within the bid; null: P<id> for a new position, the key kept on an edit. */
  line: string | null;
  categoryId: number;
  /** Null: the category's description. */
  description: string | null;
  in: string;
  out: string;
  internalNotes: string;
  isStashed: boolean;
  isResolved: boolean;
}

const conflict = (message: string) => new AppError('conflict', message);

/** A position's line key as its bid knows it: a hand-made one without a key is P<id>. */
export const lineOf = (p: { id: number; lineKey: string | null }) => p.lineKey ?? `P${p.id}`;

async function eventFlags(tx: Db, eventId: number) {
  const [e] = await selectRows<{ isLocked: boolean }>(
    tx,
    sql`select is_locked as "isLocked" from events where id = ${eventId}`,
  );
  if (!e) throw notFound(`Event ${eventId}`);
  return e;
}

/** The labor categories' descriptions by id; refused in words (the first in order) when one is not. */
async function laborCategories(tx: Db, categoryIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(categoryIds)];
  const rows = await selectRows<{ id: number; description: string; isLabor: boolean; number: number }>(
    tx,
    sql`select id, description, is_labor as "isLabor", category_number as number from categories
        where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((c) => [c.id, c]));
  for (const id of ids) {
    const c = byId.get(id);
    if (!c) throw new AppError('invalid_input', 'No such category.', { categoryId: 'not found' });
    if (!c.isLabor)
      throw new AppError('invalid_input', `Category ${c.number} is not a labor category.`, {
        categoryId: 'is not a labor category',
      });
  }
  return new Map(rows.map((c) => [c.id, c.description]));
}

/** The labor category's description; refused in words when it is not one. */
const laborCategory = async (tx: Db, categoryId: number) =>
  (await laborCategories(tx, [categoryId])).get(categoryId)!;

const takenLine = (line: string) =>
  new AppError('conflict', `Another position of this bid already has the line key "${line}".`, {
    line: 'is taken',
  });

/** Refuses a line key another position of the bid has (its own P<id> included). */
async function refuseTakenLine(tx: Db, eventId: number, line: string, exceptId: number | null) {
  const [other] = await selectRows<{ id: number }>(
    tx,
    sql`select id from positions where event_id = ${eventId}
          and coalesce(line_key, 'P' || id) = ${line} and id is distinct from ${exceptId} limit 1`,
  );
  if (other) throw takenLine(line);
}

function refuseResolvedCrewed(values: PositionValues, contactId: number | null) {
  if (values.isResolved && contactId !== null)
    throw conflict('Only an uncrewed position can be marked resolved: release its tech first.');
}

/**
 * Adds positions to an event, in the order given, as one at a time would (refused whole if any is
 * wrong); answers their ids. An import adds a bid's positions in one go: one look-up of each kind
 * and one insert, not five statements a position.
 */
export async function createPositions(
  tx: Db,
  eventId: number,
  list: readonly PositionValues[],
): Promise<number[]> {
  if ((await eventFlags(tx, eventId)).isLocked) throw lockedEvent(eventId);
  if (!list.length) return [];
  const descriptions = await laborCategories(
    tx,
    list.map((v) => v.categoryId),
  );
  for (const v of list) refuseResolvedCrewed(v, null);
  // Every position has a key, so an export of the bid imports back onto the same positions: one
  // left blank is P<id>, known before the insert so the History holds one entry for it.
  const ids = await nextIds(tx, 'positions', list.length);
  const wanted = list.map((v, i) => v.line ?? `P${ids[i]}`);
  // The keys the bid holds already, and (as one at a time would see them) those given before.
  const taken = new Set(
    (
      await selectRows<{ line: string }>(
        tx,
        sql`select coalesce(line_key, 'P' || id) as line from positions
            where event_id = ${eventId} and coalesce(line_key, 'P' || id) in (${sql.join(
              wanted.map((k) => sql`${k}`),
              sql`, `,
            )})`,
      )
    ).map((r) => r.line),
  );
  const rows = list.map((values, i) => {
    const id = ids[i]!;
    let line = values.line;
    if (line !== null && taken.has(line)) throw takenLine(line);
    line ??= taken.has(`P${id}`) ? `position-${id}` : `P${id}`;
    taken.add(line);
    return {
      id,
      eventId,
      categoryId: values.categoryId,
      description: values.description ?? descriptions.get(values.categoryId)!,
      inAt: values.in,
      outAt: values.out,
      internalNotes: values.internalNotes,
      isStashed: values.isStashed,
      isResolved: values.isResolved,
      lineKey: line,
    };
  });
  await tx.insert(positions).values(rows);
  return ids;
}

/** Adds a position to an event; answers its id. */
export const createPosition = async (tx: Db, eventId: number, values: PositionValues): Promise<number> =>
  (await createPositions(tx, eventId, [values]))[0]!;

/** The position, locked, checked to be the event's and its bid unlocked. */
async function lockOfEvent(tx: Db, eventId: number, id: number) {
  const p = await lockPosition(tx, id);
  if (!p || p.eventId !== eventId) throw notFound(`Position ${id} of event ${eventId}`);
  if (p.isLocked) throw lockedEvent(eventId);
  return p;
}

/**
 * Rewrites a position. Its tech (confirmed or invited) stays; new in or out times for them are
 * told by the trigger, and stashing it tells them it is no longer needed (migration 0031).
 */
export async function updatePosition(tx: Db, eventId: number, id: number, values: PositionValues) {
  const p = await lockOfEvent(tx, eventId, id);
  const categoryDescription = await laborCategory(tx, values.categoryId);
  if (values.line !== null) await refuseTakenLine(tx, eventId, values.line, id);
  if (values.isResolved && !p.isResolved) refuseResolvedCrewed(values, p.contactId);
  await setPosition(tx, id, {
    categoryId: values.categoryId,
    description: values.description ?? categoryDescription,
    inAt: values.in,
    outAt: values.out,
    internalNotes: values.internalNotes,
    isStashed: values.isStashed,
    isResolved: values.isResolved,
    ...(values.line === null ? {} : { lineKey: values.line }),
  });
}

/** Stashed: no longer needed (a crewed tech is told); unstashed: needed again. */
export async function setStashed(tx: Db, eventId: number, id: number, stashed: boolean) {
  await lockOfEvent(tx, eventId, id);
  await setPosition(tx, id, { isStashed: stashed });
}

/** Resolved: an uncrewed position filled another way (it offers no invite). */
export async function setResolved(tx: Db, eventId: number, id: number, resolved: boolean) {
  const p = await lockOfEvent(tx, eventId, id);
  if (p.isStashed) throw conflict('This position is stashed: unstash it first.');
  if (resolved && p.contactId !== null)
    throw conflict('Only an uncrewed position can be marked resolved: release its tech first.');
  await setPosition(tx, id, { isResolved: resolved });
}

/**
 * Removes a position nobody was asked to fill. One with a tech, or with invites on record, is
 * refused: staff stash it instead, so the tech is told and the offers' history stays readable.
 */
export async function removePosition(tx: Db, eventId: number, id: number) {
  const p = await lockOfEvent(tx, eventId, id);
  if (p.contactId !== null) {
    const [c] = await selectRows<{ name: string }>(
      tx,
      sql`select first_name || ' ' || last_name as name from contacts where id = ${p.contactId}`,
    );
    throw conflict(
      `${c?.name ?? 'A technician'} is ${p.isTentative ? 'invited to' : 'confirmed on'} this position: ` +
        'stash it instead (they are told), or withdraw or release them on Labor Invites first.',
    );
  }
  const [invited] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from invites where position_id = ${id}`,
  );
  if (invited && invited.n > 0)
    throw conflict('This position has invites on record: stash it instead, so their history stays.');
  await tx.delete(offerRounds).where(eq(offerRounds.positionId, id));
  await tx.delete(positions).where(eq(positions.id, id));
}

/** The labor invites page reads its lists again (once per request or import, not per row). */
export const positionsChanged = (tx: Db) =>
  publishLive(tx, liveCalls.laborInvites.path, 'changed', { by: null });
