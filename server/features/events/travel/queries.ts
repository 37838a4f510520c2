import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

export interface TripRow {
  id: number;
  key: string | null;
  contactId: number;
  contactName: string;
  eventId: number | null;
  kind: 'flight' | 'drive' | 'local' | 'other';
  direction: 'in' | 'out';
  departsAt: string;
  arrivesAt: string;
  isEstimated: boolean;
  details: string;
  costCents: number;
}

/** The event's trips (one, with `id`), by departure. */
export const findTrips = (db: Db, eventId: number, id?: number) =>
  selectJsonRows<TripRow>(
    db,
    sql`select t.id, t.key, t.contact_id as "contactId", c.first_name || ' ' || c.last_name as "contactName",
          t.event_id as "eventId", t.kind, t.direction, t.departs_at as "departsAt", t.arrives_at as "arrivesAt",
          t.is_estimated as "isEstimated", t.details, t.cost_cents as "costCents"
        from travel_items t join contacts c on c.id = t.contact_id
        where t.event_id = ${eventId} ${id === undefined ? sql`` : sql`and t.id = ${id}`}
        order by t.departs_at, t.id`,
  );

export async function findEventLock(db: Db, eventId: number) {
  const [e] = await selectRows<{ isLocked: boolean }>(
    db,
    sql`select is_locked as "isLocked" from events where id = ${eventId}`,
  );
  return e;
}

/**
 * Active technicians by name or key, the event's crew first: who travels to a show is nearly always
 * on one of its positions.
 */
export function findTravellers(db: Db, eventId: number, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows<{ id: number; name: string; key: string | null }>(
    db,
    sql`select c.id, c.first_name || ' ' || c.last_name as name, c.external_key as key
        from contacts c
        where c.kind = 'technician' and c.is_active and (${search} = '' or c.first_name || ' ' || c.last_name ilike ${like}
          or coalesce(c.nickname, '') ilike ${like} or coalesce(c.external_key, '') ilike ${like})
        order by exists (select 1 from positions p where p.event_id = ${eventId} and p.contact_id = c.id) desc,
          c.last_name, c.first_name, c.id
        limit 20`,
  );
}
