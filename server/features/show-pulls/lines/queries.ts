import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { crossRentalItems, showPullItems } from '../schema.js';
import { addCrossRental } from '../write/queries.js';

export interface PullItemRow {
  id: number;
  category_id: number;
  quantity: number;
  description: string;
  notes: string;
  writer_notes: string;
  weight: string | number;
  ignore_weight_qty: number;
  is_custom: boolean;
  dependency_qty: number;
  system_qty: number;
  cross_rented_qty: number;
  /** Made by the transaction reading it (its default created_at is the transaction's start). */
  is_new: boolean;
  /** The category's owned quantity (the catalog's). */
  owned: number;
  /** Units of the category that other pulls hold over dates overlapping this pull's event. */
  held_elsewhere: number;
}

const lineFilter = (only?: { lineId: number } | { categoryIds: readonly number[] }) =>
  !only
    ? sql``
    : 'lineId' in only
      ? sql`and i.id = ${only.lineId}`
      : sql`and i.category_id = ${anyOf(only.categoryIds)}`;

/*
 * What other pulls hold of the lines' categories: the lines of every other pull whose event is not
 * cancelled and whose dates (load-in to load-out, else start to end) overlap this pull's event,
 * less their cross-rented units (rented from a vendor, not taken from stock). Only the overlapping
 * events' pulls are read (a few dozen of the large data's 2,000 events), through
 * events_stock_window_idx, then their lines through show_pull_items_pull_idx.
 */
const heldElsewhere = (pullId: number, only?: Parameters<typeof lineFilter>[0]) =>
  sql`held as (
        select o.category_id,
               sum(greatest(o.quantity - coalesce((select sum(r.quantity) from cross_rental_items r
                                                   where r.show_pull_item_id = o.id), 0), 0))::int as qty
        from show_pulls me
        join events e on e.id = me.event_id
        join events oe on not oe.is_cancelled
         and coalesce(oe.load_in_date, oe.start_date) <= coalesce(e.load_out_date, e.end_date)
         and coalesce(oe.load_out_date, oe.end_date) >= coalesce(e.load_in_date, e.start_date)
        join show_pulls op on op.event_id = oe.id and op.id <> me.id
        join show_pull_items o on o.show_pull_id = op.id
        where me.id = ${pullId}
          and o.category_id in (select i.category_id from show_pull_items i
                                where i.show_pull_id = ${pullId} ${lineFilter(only)})
        group by o.category_id)`;

/**
 * Pull lines with the parts of their minimum (dependency-added, system-assigned, cross-rented) and
 * their stock: what the company owns and what other pulls hold over the same dates.
 */
export const findPullItems = (
  db: Db,
  pullId: number,
  only?: { lineId: number } | { categoryIds: readonly number[] },
) =>
  selectJsonRows<PullItemRow>(
    db,
    sql`with dep as (select category_id, sum(quantity)::int as qty from dependency_assignments
                     where show_pull_id = ${pullId} group by category_id),
             sys as (select category_id, sum(quantity)::int as qty from system_assignments
                     where show_pull_id = ${pullId} group by category_id),
             ${heldElsewhere(pullId, only)}
        select i.id, i.category_id, i.quantity, i.description, i.notes, i.writer_notes, i.weight, i.ignore_weight_qty,
               i.is_custom,
               case when i.is_custom then 0 else coalesce(dep.qty, 0) end as dependency_qty,
               case when i.is_custom then 0 else coalesce(sys.qty, 0) end as system_qty,
               coalesce((select sum(r.quantity)::int from cross_rental_items r where r.show_pull_item_id = i.id), 0)
                 as cross_rented_qty,
               i.created_at = now() as is_new,
               c.owned_quantity as owned, coalesce(held.qty, 0) as held_elsewhere
        from show_pull_items i
        join categories c on c.id = i.category_id
        left join held on held.category_id = i.category_id
        left join dep on dep.category_id = i.category_id
        left join sys on sys.category_id = i.category_id
        where i.show_pull_id = ${pullId} ${lineFilter(only)}
        order by i.id`,
  );

// The writes' statements.

type NewLine = Pick<
  typeof showPullItems.$inferInsert,
  'showPullId' | 'categoryId' | 'quantity' | 'description' | 'weight'
>;

/** A category's own line, made by hand (a quantity set where the pull had none). */
export async function insertLine(tx: Db, values: NewLine) {
  const [line] = await tx.insert(showPullItems).values(values).returning();
  return line!;
}

/** A custom line: a category's item under a description of the writer's own. */
export async function insertCustomLine(tx: Db, values: NewLine & { notes: string }) {
  const [line] = await tx
    .insert(showPullItems)
    .values({ ...values, isCustom: true })
    .returning({ id: showPullItems.id });
  return line!.id;
}

type LineFields = Partial<
  Pick<typeof showPullItems.$inferInsert, 'quantity' | 'ignoreWeightQty' | 'notes' | 'writerNotes'>
>;

export async function updateLine(tx: Db, lineId: number, fields: LineFields) {
  await tx.update(showPullItems).set(fields).where(eq(showPullItems.id, lineId));
}

export async function handCrossRentedQty(tx: Db, lineId: number): Promise<number> {
  const [row] = await selectRows<{ qty: number }>(
    tx,
    sql`select coalesce(sum(quantity), 0)::int as qty from cross_rental_items
        where show_pull_item_id = ${lineId} and event_item_assignment_id is null and commitment_assignment_id is null`,
  );
  return row?.qty ?? 0;
}

/** Replaces the line's hand-added cross rentals (those of no assignment) by one of qty units. */
export async function setHandCrossRental(tx: Db, lineId: number, qty: number) {
  await tx
    .delete(crossRentalItems)
    .where(
      and(
        eq(crossRentalItems.showPullItemId, lineId),
        isNull(crossRentalItems.eventItemAssignmentId),
        isNull(crossRentalItems.commitmentAssignmentId),
      ),
    );
  await addCrossRental(tx, lineId, qty, {});
}

/** Its satisfied dependencies and cross rentals go with it (on delete cascade). */
export async function deleteLine(tx: Db, lineId: number) {
  await tx.delete(showPullItems).where(eq(showPullItems.id, lineId));
}
