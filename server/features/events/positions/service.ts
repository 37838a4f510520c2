import type { BodyOf } from '../../../../contracts/call.js';
import type {
  EventPosition,
  EventPositionsResponse,
  eventPositionCalls,
} from '../../../../contracts/event-positions.js';
import { toLocalInput } from '../../../../contracts/local-time.js';
import * as domain from '../../../domains/staffing/positions.js';
import { prettyWallTime } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { zoneOfState } from '../../../platform/places.js';
import { findEventPlace, findLaborCategories, findPositions, type PositionRow } from './queries.js';

type Body = BodyOf<typeof eventPositionCalls.create>;

function toPosition(r: PositionRow): EventPosition {
  return {
    id: r.id,
    line: domain.lineOf(r),
    categoryId: r.categoryId,
    categoryNumber: r.categoryNumber,
    category: r.category,
    description: r.description,
    in: toLocalInput(r.inAt),
    out: toLocalInput(r.outAt),
    prettyIn: prettyWallTime(r.inAt),
    prettyOut: prettyWallTime(r.outAt),
    internalNotes: r.internalNotes,
    isStashed: r.isStashed,
    isResolved: r.isResolved,
    status: r.contactId === null ? 'Uncrewed' : r.isTentative ? 'Tentative' : 'Confirmed',
    contact: r.contactId === null ? null : { id: r.contactId, name: r.contactName ?? '' },
  };
}

export async function listPositions(db: Db, eventId: number): Promise<EventPositionsResponse> {
  const event = await findEventPlace(db, eventId);
  if (!event) throw notFound(`Event ${eventId}`);
  const [rows, categories] = await Promise.all([findPositions(db, eventId), findLaborCategories(db)]);
  return {
    positions: rows.map(toPosition),
    timeZone: event.timeZone ?? zoneOfState(event.venueState),
    isLocked: event.isLocked,
    categories,
  };
}

async function positionOf(db: Db, eventId: number, id: number) {
  const [row] = await findPositions(db, eventId, id);
  if (!row) throw notFound(`Position ${id}`);
  return { position: toPosition(row) };
}

const valuesOf = (b: Body): domain.PositionValues => ({ ...b });

/** One write in its transaction, the labor invites page told, the position answered. */
async function write(db: Db, eventId: number, run: (tx: Db) => Promise<number>) {
  return db.transaction(async (tx) => {
    const id = await run(tx);
    await domain.positionsChanged(tx);
    return positionOf(tx, eventId, id);
  });
}

export const createPosition = (db: Db, eventId: number, body: Body) =>
  write(db, eventId, (tx) => domain.createPosition(tx, eventId, valuesOf(body)));

export const updatePosition = (db: Db, eventId: number, id: number, body: Body) =>
  write(db, eventId, async (tx) => {
    await domain.updatePosition(tx, eventId, id, valuesOf(body));
    return id;
  });

export const stashPosition = (db: Db, eventId: number, id: number, stashed: boolean) =>
  write(db, eventId, async (tx) => {
    await domain.setStashed(tx, eventId, id, stashed);
    return id;
  });

export const resolvePosition = (db: Db, eventId: number, id: number, resolved: boolean) =>
  write(db, eventId, async (tx) => {
    await domain.setResolved(tx, eventId, id, resolved);
    return id;
  });

export async function removePosition(db: Db, eventId: number, id: number) {
  await db.transaction(async (tx) => {
    await domain.removePosition(tx, eventId, id);
    await domain.positionsChanged(tx);
  });
  return { ok: true as const };
}
