import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../platform/db/types.js';
import type { EventRecord } from './event-rules.js';

const RECORD = sql`id, show_name as "showName", account_manager_id as "accountManagerId", status, location,
  venue_state as "venueState", time_zone as "timeZone", start_date::text as "startDate",
  end_date::text as "endDate", load_in_date::text as "loadInDate", load_out_date::text as "loadOutDate",
  is_cancelled as "isCancelled", is_locked as "isLocked"`;

/** Stored events by bid number; `lock` holds their rows to the end of the transaction (writers take turns). */
export async function findEventRecords(
  db: Db,
  ids: readonly number[],
  opts: { lock?: boolean } = {},
): Promise<Map<number, EventRecord>> {
  const found = new Map<number, EventRecord>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const rows = await selectRows<EventRecord>(
      db,
      sql`select ${RECORD} from events
          where id in (${sql.join(
            chunk.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by id ${opts.lock ? sql`for update` : sql``}`,
    );
    for (const r of rows) found.set(r.id, r);
  }
  return found;
}

/** Every event, by bid number (the export). */
export const findAllEventRecords = (db: Db) =>
  selectRows<EventRecord>(db, sql`select ${RECORD} from events order by id`);

/** The ids of `ids` that no contact has. */
export async function findMissingContacts(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select x.id from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)
        where not exists (select 1 from contacts c where c.id = x.id) order by x.id`,
  );
  return rows.map((r) => r.id);
}

/** Bid numbers are handed out one at a time across processes (this lock, to the transaction's end). */
const NEXT_BID_LOCK = 0x1_3400;

/** Held to the transaction's end: two writers cannot both find a bid number free and take it. */
export async function lockBidNumbers(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NEXT_BID_LOCK})`);
}

/** The next free bid number: one past the highest, so a number is never given twice. */
export async function takeNextBid(tx: Db): Promise<number> {
  await lockBidNumbers(tx);
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`select coalesce(max(id), 0)::int + 1 as id from events`,
  );
  return row!.id;
}
