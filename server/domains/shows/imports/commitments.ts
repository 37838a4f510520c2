import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { type CommitmentWrite, saveCommitments } from '../commitments.js';
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
  category: column.whole(1, { required: true }),
  qty: column.whole(0, { required: true, max: 1_000_000 }),
  cross_rental_qty: column.whole(0, { max: 1_000_000 }),
};

interface Stored {
  id: number;
  bid: number;
  category: number;
  quantity: number;
  crossRentalQty: number;
}

const loadAll = (tx: Db) =>
  selectJsonRows<Stored>(
    tx,
    sql`select m.id, m.event_id as bid, c.category_number as category, m.quantity,
               m.cross_rental_qty as "crossRentalQty"
        from commitments m join categories c on c.id = m.category_id
        order by m.event_id, c.category_number`,
  );

const keyOf = (bid: number, category: number) => `${bid}\n${category}`;

/**
 * An event's gear-flow commitments by (bid, category), written through the hand edits' own door
 * (`saveCommitments`). Commitments the file does not list are left as they are.
 */
export const commitmentsImport: ImportKind<typeof columns> = {
  kind: 'commitments',
  columns,
  keyColumn: 'category',
  keyOf: (v) => keyOf(v.bid, v.category),
  describeKey: (v) => `Category ${v.category} of bid ${v.bid}`,
  example: { bid: 24101, category: 1001, qty: 24, cross_rental_qty: 4 },

  async plan(tx, rows, report) {
    const events = await eventsByBid(
      tx,
      rows.map((r) => r.values.bid),
    );
    const byNumber = await categoriesByNumber(tx);
    const stored = new Map((await loadAll(tx)).map((s) => [keyOf(s.bid, s.category), s]));
    const writes = new WritesByBid<CommitmentWrite>();
    for (const { row, values: v } of rows) {
      const bidOk = checkBid(events, row, v.bid, report);
      const category = gearCategory(byNumber, row, v.category, report);
      if (v.cross_rental_qty > v.qty)
        report.error(
          row,
          'cross_rental_qty',
          String(v.cross_rental_qty),
          `should be at most the qty (${v.qty}): the cross-rented part of the commitment`,
        );
      if (!bidOk || !category || v.cross_rental_qty > v.qty) continue;
      const old = stored.get(keyOf(v.bid, v.category));
      if (old && old.quantity === v.qty && old.crossRentalQty === v.cross_rental_qty) {
        writes.unchanged++;
        continue;
      }
      if (refuseLocked(events, row, v.bid, report)) continue;
      const values = { categoryId: category.id, quantity: v.qty, crossRentalQty: v.cross_rental_qty };
      writes.add(v.bid, !old, { id: old?.id, values });
    }
    return writes.plan(saveCommitments);
  },

  async exportRows(db) {
    return (await loadAll(db)).map((s) => ({
      bid: s.bid,
      category: s.category,
      qty: s.quantity,
      cross_rental_qty: s.crossRentalQty,
    }));
  },
};
