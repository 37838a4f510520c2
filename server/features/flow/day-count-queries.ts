import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../platform/db/types.js';
import { touches } from './sql.js';

/** The tables the day counts read (their cache is kept while none of them moves). */
export const FLOW_DAY_COUNTS_TABLES = ['events', 'positions'] as const;

/**
 * Days booked per technician in two windows at once (calendar and fiscal year): the distinct days
 * of their confirmed positions on events that are not cancelled, stashed ones left out.
 */
export function countBookedDays(db: Db, calendar: [string, string], fiscal: [string, string]) {
  const from = calendar[0] < fiscal[0] ? calendar[0] : fiscal[0];
  const to = calendar[1] > fiscal[1] ? calendar[1] : fiscal[1];
  return selectRows<{ contactId: number; calendar: number; fiscal: number }>(
    db,
    sql`with days as (
          select distinct p.contact_id, d::date as day
          from positions p
          join events e on e.id = p.event_id
          cross join lateral generate_series(
            greatest(p.in_at::date, ${from}::date), least(p.out_at::date, ${to}::date), interval '1 day'
          ) d
          where p.contact_id is not null and not p.is_tentative and not p.is_stashed and not e.is_cancelled
            and ${touches(sql`p.in_at`, sql`p.out_at`, from, to)}
        )
        select contact_id as "contactId",
          (count(*) filter (where day between ${calendar[0]}::date and ${calendar[1]}::date))::int as calendar,
          (count(*) filter (where day between ${fiscal[0]}::date and ${fiscal[1]}::date))::int as fiscal
        from days group by contact_id`,
  );
}
