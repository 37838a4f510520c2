import type { BodyOf } from '../../../contracts/call.js';
import type { EventDetail, eventCalls } from '../../../contracts/events.js';
import { changeEvent, createEvent } from '../../domains/shows/events.js';
import type { Db } from '../../platform/db/types.js';
import { getEvent } from './service.js';

/*
 * Staff's edits of an event: the shows domain holds the rules and the write (the events import
 * calls the same functions), so a change by hand and by file write the same notices and History.
 */

export async function openEvent(db: Db, body: BodyOf<typeof eventCalls.create>): Promise<EventDetail> {
  const id = await db.transaction((tx) => createEvent(tx, body));
  return getEvent(db, id);
}

export async function editEvent(
  db: Db,
  id: number,
  body: BodyOf<typeof eventCalls.update>,
): Promise<EventDetail> {
  await db.transaction((tx) => changeEvent(tx, id, body));
  return getEvent(db, id);
}

export async function setCancelled(db: Db, id: number, cancelled: boolean): Promise<EventDetail> {
  await db.transaction((tx) => changeEvent(tx, id, { isCancelled: cancelled }));
  return getEvent(db, id);
}

export async function setLocked(db: Db, id: number, locked: boolean): Promise<EventDetail> {
  await db.transaction((tx) => changeEvent(tx, id, { isLocked: locked }));
  return getEvent(db, id);
}
