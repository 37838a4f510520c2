import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';

/** What the prints show beyond the screen: the venue, and who each line's cross-rented units come from. */
export interface PrintExtras {
  venue: string;
  /** Per line: cross-rented units by vendor (null: the vendor is not recorded, e.g. a commitment's). */
  crossRentals: ReadonlyMap<number, readonly { vendor: string | null; quantity: number }[]>;
}

export async function findPrintExtras(db: Db, pullId: number): Promise<PrintExtras> {
  const [[event], rentals] = await Promise.all([
    selectRows<{ location: string }>(
      db,
      sql`select e.location from show_pulls p join events e on e.id = p.event_id where p.id = ${pullId}`,
    ),
    // The vendor recorded on the rental, else the bid item's (rentals made before it was recorded).
    selectRows<{ line_id: number; vendor: string | null; quantity: number }>(
      db,
      sql`select r.show_pull_item_id as line_id, v.company_name as vendor, sum(r.quantity)::int as quantity
          from cross_rental_items r
          join show_pull_items i on i.id = r.show_pull_item_id
          left join event_item_assignments a on a.id = r.event_item_assignment_id
          left join event_items ei on ei.id = a.event_item_id
          left join contacts v on v.id = coalesce(r.vendor_id, ei.vendor_id)
          where i.show_pull_id = ${pullId} and r.quantity > 0
          group by r.show_pull_item_id, v.company_name
          order by r.show_pull_item_id, v.company_name nulls last`,
    ),
  ]);
  const crossRentals = new Map<number, { vendor: string | null; quantity: number }[]>();
  for (const r of rentals)
    crossRentals.set(r.line_id, [
      ...(crossRentals.get(r.line_id) ?? []),
      { vendor: r.vendor, quantity: r.quantity },
    ]);
  return { venue: event?.location ?? '', crossRentals };
}
