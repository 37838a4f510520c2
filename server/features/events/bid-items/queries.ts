import { sql } from 'drizzle-orm';
import type { BidItem } from '../../../../contracts/events/bid-items.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

/** The event's lock, or nothing when there is no such event. */
export const findEventLock = async (db: Db, eventId: number) =>
  (await selectRows<{ is_locked: boolean }>(db, sql`select is_locked from events where id = ${eventId}`))[0];

/** The event's lines (or one of them), in the bid's order, with what each pull holds. */
export const findBidItems = (db: Db, eventId: number, id?: number) =>
  selectJsonRows<Omit<BidItem, 'isOverAssigned'>>(
    db,
    sql`select ei.id, coalesce(ei.line_key, 'L' || ei.id) as "lineKey", ei.category_id as "categoryId",
               c.category_number as "categoryNumber", c.description as "categoryDescription",
               ei.description, ei.qty_required as qty, ei.group_name as "group",
               ei.client_note as "clientNote", ei.notes as "internalNote", ei.vendor_id as "vendorId",
               coalesce(v.company_name, v.first_name || ' ' || v.last_name) as "vendorName",
               ei.is_active as "isActive", ei.is_assignable as "isAssignable", ei.is_pullable as "isPullable",
               ei.is_in_gear_flow_queue as "isInGearFlowQueue", ei.is_stashed as "isStashed",
               coalesce((select json_agg(json_build_object('pullId', p.id, 'pullName', p.name,
                                                           'quantity', a.quantity) order by p.id)
                         from event_item_assignments a join show_pulls p on p.id = a.show_pull_id
                         where a.event_item_id = ei.id), '[]') as pulls
        from event_items ei
        join categories c on c.id = ei.category_id
        left join contacts v on v.id = ei.vendor_id
        where ei.event_id = ${eventId} ${id === undefined ? sql`` : sql`and ei.id = ${id}`}
        order by ei.sort_order, ei.id`,
  );

/** The active vendors, by name: what a line may name as its vendor. */
export const findVendors = (db: Db) =>
  selectJsonRows<{ id: number; name: string }>(
    db,
    sql`select id, coalesce(company_name, first_name || ' ' || last_name) as name from contacts
        where kind = 'vendor' and is_active order by 2, 1`,
  );
