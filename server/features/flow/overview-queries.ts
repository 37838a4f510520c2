import { sql } from 'drizzle-orm';
import {
  type AccountManagerRow,
  accountManagerColumns,
  accountManagerJoin,
} from '../../domains/staffing/account-manager.js';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';
import { touches } from './sql.js';

/** The tables the event overview reads (its cache is kept while none of them moves). */
export const FLOW_OVERVIEW_TABLES = ['contacts', 'events', 'positions'] as const;

export interface OverviewRow extends AccountManagerRow {
  id: number;
  showName: string;
  venueState: string | null;
  location: string;
  isCancelled: boolean;
  firstIn: string;
  lastOut: string;
  openPositions: number;
}

/** Events with positions whose crew window (first call to last out) touches the range. */
export const findOverviewEvents = (db: Db, start: string, end: string) =>
  selectJsonRows<OverviewRow>(
    db,
    sql`with w as (
          select event_id, min(in_at) as first_in, max(out_at) as last_out,
            (count(*) filter (where contact_id is null and not is_resolved and not is_stashed))::int as open
          from positions group by event_id
        )
        select e.id, e.show_name as "showName", e.venue_state as "venueState", e.location,
          e.is_cancelled as "isCancelled", w.first_in as "firstIn", w.last_out as "lastOut",
          w.open as "openPositions",
          ${accountManagerColumns}
        from w join events e on e.id = w.event_id ${accountManagerJoin}
        where ${touches(sql`w.first_in`, sql`w.last_out`, start, end)}
        order by w.first_in, w.last_out, e.id`,
  );

/** Other bids at the same venue whose load-in to load-out days overlap this one's. */
export async function findRelatedEventIds(db: Db, id: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select o.id from events t join events o
          on o.id <> t.id and o.location = t.location and o.location <> ''
          and coalesce(o.load_in_date, o.start_date) <= coalesce(t.load_out_date, t.end_date)
          and coalesce(o.load_out_date, o.end_date) >= coalesce(t.load_in_date, t.start_date)
        where t.id = ${id}
        order by o.id`,
  );
  return rows.map((r) => r.id);
}
