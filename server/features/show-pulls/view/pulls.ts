import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import { MAIN_PULL_NAME, refuseIfEventLocked } from '../../../domains/shows/events.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { requireEvent } from '../../events/public.js';
import { lockEventPulls } from '../write/queries.js';
import {
  deletePullRow,
  ensureMainPull,
  findPull,
  findPullHoldings,
  findPullsOfEvent,
  insertPull,
  renamePullRow,
} from './queries.js';

const summary = (p: { id: number; name: string; isMain: boolean }) => ({
  id: p.id,
  name: p.isMain ? MAIN_PULL_NAME : p.name,
  isMain: p.isMain,
});

/** An event's pulls, main first. Every event has its Main Show Pull: made here if it is missing. */
export async function listPulls(db: Db, eventId: number) {
  await requireEvent(db, eventId);
  await ensureMainPull(db, eventId);
  return (await findPullsOfEvent(db, eventId)).map(summary);
}

/** Two pulls of one event by one name would be told apart by nobody on the warehouse floor. */
async function refuseTakenName(tx: Db, eventId: number, name: string, exceptId?: number) {
  const pulls = (await findPullsOfEvent(tx, eventId)).map(summary);
  const same = pulls.find((p) => p.id !== exceptId && p.name.toLowerCase() === name.toLowerCase());
  if (same)
    throw new AppError(
      'conflict',
      `This event already has a pull named "${same.name}": choose another name`,
      {
        name: 'Taken',
      },
    );
}

/**
 * Pull records are written with the event's pulls locked (write/queries.ts says why), and not on a
 * locked bid.
 */
async function onUnlockedEvent<T>(db: Db, eventId: number, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockEventPulls(tx, eventId);
    await refuseIfEventLocked(tx, eventId);
    return write(tx);
  });
}

/** A further named pull (a second truck, a breakout room). */
export async function createPull(db: Db, input: BodyOf<typeof showPullCalls.create>) {
  await requireEvent(db, input.eventId);
  return onUnlockedEvent(db, input.eventId, async (tx) => {
    await refuseTakenName(tx, input.eventId, input.name);
    return summary(await insertPull(tx, input.eventId, input.name));
  });
}

async function requirePull(db: Db, id: number) {
  const pull = await findPull(db, id);
  if (!pull) throw notFound(`Show pull ${id}`);
  return pull;
}

/** A further pull's new name; the main one keeps its name (the screens and prints look for it). */
export async function renamePull(db: Db, id: number, name: string) {
  const pull = await requirePull(db, id);
  if (pull.isMain)
    throw new AppError(
      'invalid_input',
      `The ${MAIN_PULL_NAME} keeps its name: rename a further pull instead`,
      {
        name: 'Main pull',
      },
    );
  return onUnlockedEvent(db, pull.eventId, async (tx) => {
    await refuseTakenName(tx, pull.eventId, name, id);
    return summary(await renamePullRow(tx, id, name));
  });
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Removes an empty further pull; the main one stays, and one that holds anything says what. */
export async function removePull(db: Db, id: number): Promise<void> {
  const pull = await requirePull(db, id);
  if (pull.isMain)
    throw new AppError(
      'conflict',
      `The ${MAIN_PULL_NAME} stays: every event has one. Remove a further pull instead`,
    );
  await onUnlockedEvent(db, pull.eventId, async (tx) => {
    const held = await findPullHoldings(tx, id);
    if (held.lines > 0 || held.assignments > 0) {
      const what = [
        held.lines > 0 && `${plural(held.lines, 'line')} (${plural(held.pieces, 'piece')})`,
        held.assignments > 0 && plural(held.assignments, 'assignment'),
      ].filter(Boolean);
      throw new AppError(
        'conflict',
        `"${pull.name}" holds ${what.join(' and ')}: take them off the pull before removing it`,
      );
    }
    await deletePullRow(tx, id);
  });
}
