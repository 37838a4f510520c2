import { type SQL, sql } from 'drizzle-orm';
import type { BusyKind } from '../../../../contracts/labor-invites-availability.js';
import { type Db, selectRows } from '../../../platform/db/types.js';

export interface BusyRow {
  contactId: number;
  kind: BusyKind;
  eventId: number | null;
  /** The show for a position; the notes for days unavailable; the trip's details for travel. */
  text: string;
  startDate: string;
  endDate: string;
}

/**
 * Everything that keeps technicians from working [start, end] (both days included), in one
 * statement: held positions (not stashed, event not cancelled), days unavailable, and travel
 * (not to a cancelled event). Each overlap is written as the range its GiST index holds
 * (migration 0019), so a day's question reads only the rows that touch it.
 */
export function findBusyBetween(
  db: Db,
  start: string,
  end: string,
  opts: { exceptPositionId?: number; contactIds?: number[] } = {},
): Promise<BusyRow[]> {
  const days = sql`tsrange(${start}::date::timestamp, (${end}::date + 1)::timestamp, '[)')`;
  const only = (column: SQL) =>
    opts.contactIds
      ? sql`and ${column} in (${sql.join(
          opts.contactIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  return selectRows<BusyRow>(
    db,
    sql`select p.contact_id as "contactId", case when p.is_tentative then 'tentative' else 'booked' end as kind,
          p.event_id as "eventId", e.show_name as text,
          p.in_at::date::text as "startDate", p.out_at::date::text as "endDate"
        from positions p join events e on e.id = p.event_id
        where p.contact_id is not null and tsrange(p.in_at, p.out_at, '[]') && ${days}
          and not p.is_stashed and not e.is_cancelled and p.id <> ${opts.exceptPositionId ?? 0}
          ${only(sql`p.contact_id`)}
      union all
        select d.contact_id, 'unavailable', null, d.notes, d.start_date::text, d.end_date::text
        from days_unavailable d
        where daterange(d.start_date, d.end_date, '[]') && daterange(${start}::date, ${end}::date, '[]')
          ${only(sql`d.contact_id`)}
      union all
        select t.contact_id, 'travel', t.event_id, t.details, t.departs_at::date::text, t.arrives_at::date::text
        from travel_items t left join events e on e.id = t.event_id
        where tsrange(t.departs_at, t.arrives_at, '[]') && ${days} and e.is_cancelled is not true
          ${only(sql`t.contact_id`)}
      order by 1, 5, 2`,
  );
}

/** Each technician's role categories, and the roles held by anyone (the picker's role filter). */
export async function findRoles(db: Db) {
  const [held, names] = await Promise.all([
    selectRows<{ contactId: number; categoryIds: number[] }>(
      db,
      sql`select contact_id as "contactId", array_agg(category_id order by category_id) as "categoryIds"
          from tech_roles group by contact_id`,
    ),
    selectRows<{ id: number; name: string }>(
      db,
      sql`select c.id, c.category_number || ' ' || c.description as name from categories c
          where c.id in (select category_id from tech_roles) order by c.category_number`,
    ),
  ]);
  return { byContact: new Map(held.map((r) => [r.contactId, r.categoryIds])), names };
}

/** A technician's job near the position offered, as the rest rule reads it (domains/staffing/rest.ts). */
export interface NearJob {
  contactId: number;
  id: number;
  eventId: number;
  showName: string;
  state: string | null;
  inAt: string;
  outAt: string;
}

/** A booked trip near the position offered (estimates are not travel anyone booked). */
export interface NearTrip {
  contactId: number;
  eventId: number | null;
  direction: 'in' | 'out';
  isEstimated: boolean;
  departsAt: string;
  arrivesAt: string;
}

/**
 * The position offered, and the bookings and trips of these contacts (or everyone) within `days`
 * of it on either side: what may follow it, or be followed by it, too closely. The same GiST
 * ranges as findBusyBetween, so only the rows near the position are read.
 */
export async function findRestNeighbours(
  db: Db,
  positionId: number,
  days: number,
  contactIds?: number[],
): Promise<{ position: NearJob | undefined; jobs: NearJob[]; trips: NearTrip[] }> {
  const only = (column: SQL) =>
    contactIds
      ? sql`and ${column} in (${sql.join(
          contactIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const near = sql`(select tsrange(in_at - make_interval(days => ${days}), out_at + make_interval(days => ${days}), '[]')
      from positions where id = ${positionId})`;
  const jobColumns = sql`p.contact_id as "contactId", p.id, p.event_id as "eventId", e.show_name as "showName",
      e.venue_state as state, p.in_at::text as "inAt", p.out_at::text as "outAt"`;
  const [position, jobs, trips] = await Promise.all([
    selectRows<NearJob>(
      db,
      sql`select ${jobColumns} from positions p join events e on e.id = p.event_id where p.id = ${positionId}`,
    ),
    selectRows<NearJob>(
      db,
      sql`select ${jobColumns} from positions p join events e on e.id = p.event_id
          where p.contact_id is not null and tsrange(p.in_at, p.out_at, '[]') && ${near}
            and not p.is_stashed and not e.is_cancelled and p.id <> ${positionId} ${only(sql`p.contact_id`)}`,
    ),
    selectRows<NearTrip>(
      db,
      sql`select t.contact_id as "contactId", t.event_id as "eventId", t.direction, t.is_estimated as "isEstimated",
            t.departs_at::text as "departsAt", t.arrives_at::text as "arrivesAt"
          from travel_items t
          where not t.is_estimated and tsrange(t.departs_at, t.arrives_at, '[]') && ${near}
            ${only(sql`t.contact_id`)}`,
    ),
  ]);
  return { position: position[0], jobs, trips };
}
