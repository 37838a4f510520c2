import { eq, sql } from 'drizzle-orm';
import { nextId } from '../../platform/db/next-id.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { lockedEvent } from './event-rules.js';
import { travelItems } from './schema.js';

/*
 * The writes of a trip (issue 34), one door for the event page, the API and the `travel` import:
 * the same rules, the same audit entries (migration 0033's trigger) and the same table version,
 * which the flow calendar's cached lines watch (FLOW_CONTACTS_TABLES), so a new trip shows there.
 */

export interface TripValues {
  /** The trip's key in the company's system; null: T<id> for a new trip, the key kept on an edit. */
  key: string | null;
  contactId: number;
  /** Null: travel not tied to one event. */
  eventId: number | null;
  /** Staff choose flight, drive or local; `other` comes back from an export of older trips. */
  kind: (typeof travelItems.$inferInsert)['kind'];
  direction: 'in' | 'out';
  /** Wall-clock `YYYY-MM-DDTHH:MM` (or with a space). */
  departs: string;
  arrives: string;
  isEstimated: boolean;
  details: string;
  /** What the trip costs, in cents (the event's labor cost counts it). */
  costCents: number;
}

/** A trip's key as the company's files know it: a hand-made one without a key is T<id>. */
export const keyOfTrip = (t: { id: number; key: string | null }) => t.key ?? `T${t.id}`;

async function refuseLockedEvent(tx: Db, eventId: number | null) {
  if (eventId === null) return;
  const [e] = await selectRows<{ isLocked: boolean }>(
    tx,
    sql`select is_locked as "isLocked" from events where id = ${eventId}`,
  );
  if (!e) throw notFound(`Event ${eventId}`);
  if (e.isLocked) throw lockedEvent(eventId);
}

async function refuseUnknownContact(tx: Db, contactId: number) {
  const [c] = await selectRows<{ id: number }>(tx, sql`select id from contacts where id = ${contactId}`);
  if (!c) throw new AppError('invalid_input', 'No such contact.', { contactId: 'not found' });
}

async function refuseTakenKey(tx: Db, key: string, exceptId: number | null) {
  const [other] = await selectRows<{ id: number }>(
    tx,
    sql`select id from travel_items where coalesce(key, 'T' || id) = ${key} and id is distinct from ${exceptId} limit 1`,
  );
  if (other)
    throw new AppError('conflict', `Another trip already has the key "${key}".`, { key: 'is taken' });
}

const row = (v: TripValues) => ({
  contactId: v.contactId,
  eventId: v.eventId,
  kind: v.kind,
  direction: v.direction,
  departsAt: v.departs,
  arrivesAt: v.arrives,
  isEstimated: v.isEstimated,
  details: v.details,
  costCents: v.costCents,
});

export async function createTrip(tx: Db, v: TripValues): Promise<number> {
  await refuseLockedEvent(tx, v.eventId);
  await refuseUnknownContact(tx, v.contactId);
  if (v.key !== null) await refuseTakenKey(tx, v.key, null);
  // Every trip has a key, so an export imports back onto the same trips: one left blank is
  // T<id>, known before the insert so the History holds one entry for it.
  const id = await nextId(tx, 'travel_items');
  const key = v.key ?? ((await keyTaken(tx, `T${id}`)) ? `trip-${id}` : `T${id}`);
  await tx.insert(travelItems).values({ id, ...row(v), key });
  return id;
}

const keyTaken = async (tx: Db, key: string) =>
  (await selectRows(tx, sql`select 1 from travel_items where key = ${key}`)).length > 0;

/** The trip's row, locked; its event (the one it was for) and the new one must both be unlocked. */
async function lockTrip(tx: Db, id: number) {
  const [t] = await selectRows<{ id: number; eventId: number | null }>(
    tx,
    sql`select id, event_id as "eventId" from travel_items where id = ${id} for update`,
  );
  if (!t) throw notFound(`Trip ${id}`);
  await refuseLockedEvent(tx, t.eventId);
  return t;
}

export async function updateTrip(tx: Db, id: number, v: TripValues) {
  await lockTrip(tx, id);
  await refuseLockedEvent(tx, v.eventId);
  await refuseUnknownContact(tx, v.contactId);
  if (v.key !== null) await refuseTakenKey(tx, v.key, id);
  await tx
    .update(travelItems)
    .set({ ...row(v), ...(v.key === null ? {} : { key: v.key }), updatedAt: new Date() })
    .where(eq(travelItems.id, id));
}

export async function removeTrip(tx: Db, id: number) {
  await lockTrip(tx, id);
  await tx.delete(travelItems).where(eq(travelItems.id, id));
}

/** The trip's event, for a caller that checks a trip belongs to the event it names. */
export async function eventOfTrip(db: Db, id: number): Promise<number | null | undefined> {
  const [t] = await selectRows<{ eventId: number | null }>(
    db,
    sql`select event_id as "eventId" from travel_items where id = ${id}`,
  );
  return t ? t.eventId : undefined;
}
