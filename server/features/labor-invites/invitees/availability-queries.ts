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
