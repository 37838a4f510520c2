import { sql } from 'drizzle-orm';
import type { TripFacts } from '../../../domains/shows/trip-view.js';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';

export interface SheetEventRow {
  id: number;
  showName: string;
  status: string;
  isCancelled: boolean;
  location: string;
  venueState: string | null;
  timeZone: string | null;
  startDate: string;
  endDate: string;
  amName: string | null;
  amEmail: string | null;
}

export async function findSheetEvent(db: Db, eventId: number): Promise<SheetEventRow | undefined> {
  const [row] = await selectJsonRows<SheetEventRow>(
    db,
    sql`select e.id, e.show_name as "showName", e.status, e.is_cancelled as "isCancelled", e.location,
          e.venue_state as "venueState", e.time_zone as "timeZone", e.start_date as "startDate",
          e.end_date as "endDate", am.first_name || ' ' || am.last_name as "amName", am.primary_email as "amEmail"
        from events e left join contacts am on am.id = e.account_manager_id
        where e.id = ${eventId}`,
  );
  return row;
}

export interface CrewRow {
  positionId: number;
  contactId: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  role: string;
  category: string;
  inAt: string;
  outAt: string;
}

/** The event's confirmed crew (a tech holding a live position, not tentatively), by call time. */
export const findCrew = (db: Db, eventId: number) =>
  selectJsonRows<CrewRow>(
    db,
    sql`select p.id as "positionId", c.id as "contactId", c.first_name as "firstName", c.last_name as "lastName",
          c.nickname, nullif(trim(c.mobile_phone), '') as phone, nullif(trim(c.primary_email), '') as email,
          p.description as role, k.description as category, p.in_at as "inAt", p.out_at as "outAt"
        from positions p join contacts c on c.id = p.contact_id join categories k on k.id = p.category_id
        where p.event_id = ${eventId} and not p.is_tentative and not p.is_stashed
        order by p.in_at, c.last_name, c.first_name, p.id`,
  );

/** The event's trips, each tied to its traveller, by departure. */
export const findEventTrips = (db: Db, eventId: number) =>
  selectJsonRows<TripFacts & { contactId: number }>(
    db,
    sql`select id, contact_id as "contactId", kind, direction, is_estimated as "isEstimated",
          departs_at as "departsAt", arrives_at as "arrivesAt", details
        from travel_items where event_id = ${eventId}
        order by departs_at, id`,
  );
