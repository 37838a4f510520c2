import { and, eq, sql } from 'drizzle-orm';
import type { BidItemValues } from '../../../contracts/events/bid-items.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { insertRows, updateRows } from '../../platform/imports/write.js';
import { idList } from './edits.js';
import { eventItems } from './schema.js';

/** The columns a save writes, from the call's values (the line key apart: blank keeps it). */
export const bidItemColumns = (v: BidItemValues) => ({
  categoryId: v.categoryId,
  description: v.description,
  qtyRequired: v.qty,
  groupName: v.group,
  clientNote: v.clientNote,
  notes: v.internalNote,
  vendorId: v.vendorId,
  isActive: v.isActive,
  isAssignable: v.isAssignable,
  isPullable: v.isPullable,
  isInGearFlowQueue: v.isInGearFlowQueue,
});
const WRITTEN = [
  'categoryId',
  'description',
  'qtyRequired',
  'groupName',
  'clientNote',
  'notes',
  'vendorId',
  'isActive',
  'isAssignable',
  'isPullable',
  'isInGearFlowQueue',
] as const;

/** The event's lines among `ids` (to tell an id of another event from one of this). */
export const findEventItemIds = async (tx: Db, eventId: number, ids: readonly number[]) =>
  ids.length
    ? (
        await selectRows<{ id: number }>(
          tx,
          sql`select id from event_items where event_id = ${eventId} and id in ${idList(ids)}`,
        )
      ).map((r) => r.id)
    : [];

/**
 * The lines of the event holding one of `keys`, stored or made (`L<id>` of a line without a key):
 * a key names one line of a bid.
 */
export const findLineKeyHolders = (tx: Db, eventId: number, keys: readonly string[]) =>
  keys.length
    ? selectRows<{ id: number; key: string }>(
        tx,
        sql`select id, coalesce(line_key, 'L' || id) as key from event_items
            where event_id = ${eventId}
              and coalesce(line_key, 'L' || id) in (${sql.join(
                keys.map((k) => sql`${k}`),
                sql`, `,
              )})`,
      )
    : Promise.resolve([]);

export const findVendorsMissing = async (tx: Db, vendorIds: readonly number[]) => {
  const ids = [...new Set(vendorIds)];
  if (!ids.length) return false;
  const rows = await selectRows<{ id: number }>(tx, sql`select id from contacts where id in ${idList(ids)}`);
  return rows.length < ids.length;
};

/** New lines go after the event's last, in the order given; answers their ids. */
export async function insertBidItems(
  tx: Db,
  eventId: number,
  rows: readonly { values: BidItemValues }[],
): Promise<number[]> {
  const [last] = await selectRows<{ n: number }>(
    tx,
    sql`select coalesce(max(sort_order), 0)::int as n from event_items where event_id = ${eventId}`,
  );
  return insertRows(
    tx,
    eventItems,
    rows.map((r, i) => ({
      eventId,
      ...bidItemColumns(r.values),
      lineKey: r.values.lineKey,
      sortOrder: last!.n + i + 1,
    })),
  );
}

export async function updateBidItems(
  tx: Db,
  rows: readonly { id: number; values: BidItemValues }[],
): Promise<void> {
  // A key left blank keeps the line's key (the sales system's files find the line by it).
  const keyed = rows.filter((r) => r.values.lineKey !== null);
  const unkeyed = rows.filter((r) => r.values.lineKey === null);
  await updateRows(
    tx,
    eventItems,
    [...WRITTEN, 'lineKey'],
    keyed.map((r) => ({ id: r.id, ...bidItemColumns(r.values), lineKey: r.values.lineKey })),
  );
  await updateRows(
    tx,
    eventItems,
    WRITTEN,
    unkeyed.map((r) => ({ id: r.id, ...bidItemColumns(r.values) })),
  );
}

export const setStashed = (tx: Db, eventId: number, id: number, stashed: boolean) =>
  tx
    .update(eventItems)
    .set({ isStashed: stashed })
    .where(and(eq(eventItems.id, id), eq(eventItems.eventId, eventId)))
    .returning({ id: eventItems.id });

export const deleteBidItem = (tx: Db, eventId: number, id: number) =>
  tx.delete(eventItems).where(and(eq(eventItems.id, id), eq(eventItems.eventId, eventId)));

/** The lines among `ids` whose pulls hold more than the line's quantity. */
export const findOverAssigned = async (tx: Db, ids: readonly number[]) =>
  ids.length
    ? (
        await selectRows<{ id: number }>(
          tx,
          sql`select ei.id from event_items ei
              where ei.id in ${idList(ids)}
                and ei.qty_required < (select coalesce(sum(a.quantity), 0) from event_item_assignments a
                                       where a.event_item_id = ei.id)`,
        )
      ).map((r) => r.id)
    : [];
