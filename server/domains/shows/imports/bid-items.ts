import { sql } from 'drizzle-orm';
import type { BidItemValues } from '../../../../contracts/events/bid-items.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { type BidItemWrite, saveBidItems } from '../bid-items.js';
import {
  categoriesByNumber,
  checkBid,
  eventsByBid,
  gearCategory,
  refuseLocked,
  WritesByBid,
} from './bid-lookups.js';

const columns = {
  bid: column.whole(1, { required: true }),
  line: column.text({ required: true, max: 100 }),
  category: column.whole(1, { required: true }),
  description: column.text({ max: 500 }),
  qty: column.whole(0, { required: true, max: 1_000_000 }),
  group: column.text({ max: 200 }),
  client_note: column.text({ max: 2000 }),
  internal_note: column.text({ max: 2000 }),
  vendor: column.text({ max: 100 }),
  active: column.yesNo(true),
  assignable: column.yesNo(true),
  pullable: column.yesNo(true),
  gear_flow: column.yesNo(false),
};

interface Stored {
  id: number;
  bid: number;
  /** Stored, or `L<id>` for a line made without one (how an export writes it). */
  line: string;
  lineKey: string | null;
  categoryId: number;
  category: number;
  description: string;
  qty: number;
  group: string;
  clientNote: string;
  internalNote: string;
  vendorId: number | null;
  vendor: string | null;
  isActive: boolean;
  isAssignable: boolean;
  isPullable: boolean;
  isInGearFlowQueue: boolean;
}

const loadAll = (tx: Db, bids?: readonly number[]) =>
  selectJsonRows<Stored>(
    tx,
    sql`select ei.id, ei.event_id as bid, coalesce(ei.line_key, 'L' || ei.id) as line, ei.line_key as "lineKey",
               ei.category_id as "categoryId", c.category_number as category, ei.description,
               ei.qty_required as qty, ei.group_name as "group", ei.client_note as "clientNote",
               ei.notes as "internalNote", ei.vendor_id as "vendorId", v.external_key as vendor,
               ei.is_active as "isActive", ei.is_assignable as "isAssignable", ei.is_pullable as "isPullable",
               ei.is_in_gear_flow_queue as "isInGearFlowQueue"
        from event_items ei
        join categories c on c.id = ei.category_id
        left join contacts v on v.id = ei.vendor_id
        ${
          bids
            ? sql`where ei.event_id in (${sql.join(
                bids.map((b) => sql`${b}::int`),
                sql`, `,
              )})`
            : sql``
        }
        order by ei.event_id, ei.sort_order, ei.id`,
  );

async function vendorsByKey(tx: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return new Map();
  const rows = await selectRows<{ id: number; key: string }>(
    tx,
    sql`select id, external_key as key from contacts
        where external_key in (${sql.join(
          wanted.map((k) => sql`${k}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

const lineOf = (bid: number, line: string) => `${bid}\n${line}`;

const same = (old: Stored, v: BidItemValues) =>
  old.categoryId === v.categoryId &&
  old.description === v.description &&
  old.qty === v.qty &&
  old.group === v.group &&
  old.clientNote === v.clientNote &&
  old.internalNote === v.internalNote &&
  old.vendorId === v.vendorId &&
  old.isActive === v.isActive &&
  old.isAssignable === v.isAssignable &&
  old.isPullable === v.isPullable &&
  old.isInGearFlowQueue === v.isInGearFlowQueue;

/**
 * An event's bid items by (bid, line): the line's key within the bid, as the sales system knows
 * it. Written through the hand edits' own door (`saveBidItems`), so a quantity lowered below what
 * the pulls hold flags them and tells their screens exactly as an edit on the event page does.
 * Lines the file does not list are left as they are.
 */
export const bidItemsImport: ImportKind<typeof columns> = {
  kind: 'bid-items',
  columns,
  keyColumn: 'line',
  keyOf: (v) => lineOf(v.bid, v.line!),
  describeKey: (v) => `Line "${v.line}" of bid ${v.bid}`,
  example: {
    bid: 24101,
    line: '10',
    category: 1001,
    description: 'Handheld microphones',
    qty: 12,
    group: 'General Session',
    client_note: 'Podium and audience',
    internal_note: 'Fresh batteries',
    vendor: null,
    active: true,
    assignable: true,
    pullable: true,
    gear_flow: false,
  },

  async plan(tx, rows, report) {
    const events = await eventsByBid(
      tx,
      rows.map((r) => r.values.bid),
    );
    const byNumber = await categoriesByNumber(tx);
    const vendors = await vendorsByKey(
      tx,
      rows.flatMap((r) => (r.values.vendor ? [r.values.vendor] : [])),
    );
    const stored = new Map((await loadAll(tx, [...events.keys()])).map((s) => [lineOf(s.bid, s.line), s]));
    const writes = new WritesByBid<BidItemWrite>();
    for (const { row, values: v } of rows) {
      const bidOk = checkBid(events, row, v.bid, report);
      const category = gearCategory(byNumber, row, v.category, report);
      const vendorId = v.vendor ? vendors.get(v.vendor) : null;
      if (vendorId === undefined)
        report.error(
          row,
          'vendor',
          v.vendor!,
          `No contact has the key "${v.vendor}": add them with the contacts import first, or check the key`,
        );
      if (!bidOk || !category || vendorId === undefined) continue;
      const old = stored.get(lineOf(v.bid, v.line!));
      const values: BidItemValues = {
        // A line found by its made-up L<id> keeps having none: the export writes it the same way.
        lineKey: old ? old.lineKey : v.line,
        categoryId: category.id,
        description: v.description ?? category.description,
        qty: v.qty,
        group: v.group ?? '',
        clientNote: v.client_note ?? '',
        internalNote: v.internal_note ?? '',
        vendorId,
        isActive: v.active,
        isAssignable: v.assignable,
        isPullable: v.pullable,
        isInGearFlowQueue: v.gear_flow,
      };
      if (old && same(old, values)) {
        writes.unchanged++;
        continue;
      }
      if (refuseLocked(events, row, v.bid, report)) continue;
      writes.add(v.bid, !old, { id: old?.id, values });
    }
    return writes.plan(saveBidItems);
  },

  async exportRows(db) {
    return (await loadAll(db)).map((s) => ({
      bid: s.bid,
      line: s.line,
      category: s.category,
      description: s.description,
      qty: s.qty,
      group: s.group || null,
      client_note: s.clientNote || null,
      internal_note: s.internalNote || null,
      vendor: s.vendor,
      active: s.isActive,
      assignable: s.isAssignable,
      pullable: s.isPullable,
      gear_flow: s.isInGearFlowQueue,
    }));
  },
};
