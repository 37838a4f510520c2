import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { insertRows, updateRows } from '../../platform/imports/write.js';
import {
  canonicalZone,
  type EventRecord,
  eventProblems,
  isLockedChange,
  lockedEvent,
  lockedMessage,
} from './event-rules.js';
import { findEventRecords, findMissingContacts, lockBidNumbers, takeNextBid } from './events-queries.js';
import { events, showPulls } from './schema.js';

/*
 * The one way an event is written, by hand (server/features/events) or by file (imports/events.ts):
 * the rules of event-rules.ts, the Main Show Pull with every new event, and the crew's notices,
 * which migration 0016's triggers write in the same transaction when a crewed show is cancelled or
 * moves. The audit trail and the table versions are the tables' triggers; callers pass a transaction.
 */

/** The main pull's name (the screens show it so, whatever is stored). */
export const MAIN_PULL_NAME = 'Main Show Pull';

/** Refuses an event the rules refuse, naming each field; the zone is stored as Intl spells it. */
function checked(e: EventRecord): EventRecord {
  const problems = eventProblems(e);
  if (problems.length)
    throw new AppError(
      'invalid_input',
      `${problems.map((p) => p.message).join('. ')}.`,
      Object.fromEntries(problems.map((p) => [p.field, p.message])),
    );
  return { ...e, timeZone: e.timeZone === null ? null : canonicalZone(e.timeZone) };
}

async function refuseMissingManagers(tx: Db, list: readonly EventRecord[]) {
  const ids = [...new Set(list.map((e) => e.accountManagerId).filter((id): id is number => id !== null))];
  const [missing] = await findMissingContacts(tx, ids);
  if (missing !== undefined)
    throw new AppError(
      'invalid_input',
      `No contact has the id ${missing}: choose the account manager again`,
      {
        accountManagerId: 'No such contact',
      },
    );
}

const WRITTEN = [
  'showName',
  'accountManagerId',
  'status',
  'location',
  'venueState',
  'timeZone',
  'startDate',
  'endDate',
  'loadInDate',
  'loadOutDate',
  'isCancelled',
  'isLocked',
] as const;

/**
 * New events, each with its Main Show Pull. A bid number already taken is refused naming the show
 * that has it; `progress` hears the rows written (an import's progress).
 */
export async function createEvents(
  tx: Db,
  list: readonly EventRecord[],
  progress: (done: number) => void = () => {},
): Promise<void> {
  const rows = list.map(checked);
  await refuseMissingManagers(tx, rows);
  await lockBidNumbers(tx);
  const taken = await findEventRecords(
    tx,
    rows.map((r) => r.id),
  );
  const first = rows.find((r) => taken.has(r.id));
  if (first)
    throw new AppError(
      'conflict',
      `Bid ${first.id} is already ${taken.get(first.id)!.showName}: choose another bid number, or leave it blank for the next free one`,
      { id: 'Taken' },
    );
  await insertRows(tx, events, rows, progress);
  await insertRows(
    tx,
    showPulls,
    rows.map((r) => ({ eventId: r.id, name: MAIN_PULL_NAME, isMain: true })),
  );
}

/**
 * Changes to stored events (`after` holds every field). A locked bid takes only its unlocking;
 * rows that change nothing are not written. Cancelling a crewed show, or moving it, writes each
 * tech's notice (migration 0016), row by row, whoever calls.
 */
export async function changeEvents(
  tx: Db,
  list: readonly EventRecord[],
  progress: (done: number) => void = () => {},
): Promise<number> {
  const rows = list.map(checked);
  await refuseMissingManagers(tx, rows);
  const stored = await findEventRecords(
    tx,
    rows.map((r) => r.id),
    { lock: true },
  );
  const changed: EventRecord[] = [];
  for (const after of rows) {
    const before = stored.get(after.id);
    if (!before) throw notFound(`Event ${after.id}`);
    if (isLockedChange(before, after)) throw new AppError('locked', lockedMessage(after.id));
    if (WRITTEN.some((k) => before[k] !== after[k])) changed.push(after);
  }
  await updateRows(tx, events, WRITTEN, changed, progress);
  return changed.length;
}

/** One stored event, for a change of some of its fields (locked for the rest of the transaction). */
export async function requireEventRecord(tx: Db, id: number): Promise<EventRecord> {
  const found = (await findEventRecords(tx, [id], { lock: true })).get(id);
  if (!found) throw notFound(`Event ${id}`);
  return found;
}

/** Changes some fields of one event by the rules of `changeEvents`. */
export async function changeEvent(tx: Db, id: number, change: Partial<Omit<EventRecord, 'id'>>) {
  const before = await requireEventRecord(tx, id);
  await changeEvents(tx, [{ ...before, ...change, id }]);
}

/** One new event: the bid number given, or the next free one. Answers the bid number. */
export async function createEvent(tx: Db, e: Omit<EventRecord, 'id'> & { id: number | null }) {
  const id = e.id ?? (await takeNextBid(tx));
  await createEvents(tx, [{ ...e, id }]);
  return id;
}

/** Pull writes on a locked bid are refused in the same words as the event's own. */
export async function refuseIfEventLocked(tx: Db, eventId: number): Promise<void> {
  const stored = (await findEventRecords(tx, [eventId])).get(eventId);
  if (!stored) throw notFound(`Event ${eventId}`);
  if (stored.isLocked) throw lockedEvent(eventId);
}
