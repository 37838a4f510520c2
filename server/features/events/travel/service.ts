import type { BodyOf } from '../../../../contracts/call.js';
import type { eventTravelCalls, Trip } from '../../../../contracts/event-travel.js';
import { toLocalInput } from '../../../../contracts/local-time.js';
import * as domain from '../../../domains/shows/travel.js';
import { prettyWallTime } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { findEventLock, findTravellers, findTrips, type TripRow } from './queries.js';

type Body = BodyOf<typeof eventTravelCalls.create>;

function toTrip(r: TripRow): Trip {
  return {
    id: r.id,
    key: domain.keyOfTrip(r),
    contact: { id: r.contactId, name: r.contactName },
    eventId: r.eventId,
    kind: r.kind,
    direction: r.direction,
    departs: toLocalInput(r.departsAt),
    arrives: toLocalInput(r.arrivesAt),
    prettyDeparts: prettyWallTime(r.departsAt),
    prettyArrives: prettyWallTime(r.arrivesAt),
    isEstimated: r.isEstimated,
    details: r.details,
    costCents: r.costCents,
  };
}

async function requireEventLock(db: Db, eventId: number) {
  const e = await findEventLock(db, eventId);
  if (!e) throw notFound(`Event ${eventId}`);
  return e;
}

export async function listTrips(db: Db, eventId: number) {
  const { isLocked } = await requireEventLock(db, eventId);
  return { trips: (await findTrips(db, eventId)).map(toTrip), isLocked };
}

export async function travellers(db: Db, eventId: number, search: string) {
  await requireEventLock(db, eventId);
  return { contacts: await findTravellers(db, eventId, search) };
}

async function tripOf(db: Db, eventId: number, id: number) {
  const [row] = await findTrips(db, eventId, id);
  if (!row) throw notFound(`Trip ${id}`);
  return { trip: toTrip(row) };
}

const valuesOf = (eventId: number, b: Body): domain.TripValues => ({ ...b, eventId });

/** A trip named under an event must be that event's (a trip of another show is not found here). */
async function requireTripOfEvent(db: Db, eventId: number, id: number) {
  if ((await domain.eventOfTrip(db, id)) !== eventId) throw notFound(`Trip ${id} of event ${eventId}`);
}

export const createTrip = (db: Db, eventId: number, body: Body) =>
  db.transaction(async (tx) => tripOf(tx, eventId, await domain.createTrip(tx, valuesOf(eventId, body))));

export const updateTrip = (db: Db, eventId: number, id: number, body: Body) =>
  db.transaction(async (tx) => {
    await requireTripOfEvent(tx, eventId, id);
    await domain.updateTrip(tx, id, valuesOf(eventId, body));
    return tripOf(tx, eventId, id);
  });

export async function removeTrip(db: Db, eventId: number, id: number) {
  await db.transaction(async (tx) => {
    await requireTripOfEvent(tx, eventId, id);
    await domain.removeTrip(tx, id);
  });
  return { ok: true as const };
}
