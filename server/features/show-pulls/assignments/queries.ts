import { and, eq, sql } from 'drizzle-orm';
import { commitments, eventItems } from '../../../domains/shows/schema.js';
import { anyOf, type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { commitmentAssignments, eventItemAssignments } from '../schema.js';
import { lineUpsert } from '../write/queries.js';

export interface EventItemAssignmentRow {
  id: number;
  show_pull_id: number;
  event_item_id: number;
  quantity: number;
  qty_cross_rented: number;
}

/** Every bid-item assignment on the event's pulls (hundreds on a big show), read fresh for each view. */
export const findEventItemAssignments = (db: Db, eventId: number) =>
  selectJsonRows<EventItemAssignmentRow>(
    db,
    sql`select x.id, x.show_pull_id, x.event_item_id, x.quantity, x.qty_cross_rented
        from event_item_assignments x join show_pulls p on p.id = x.show_pull_id
        where p.event_id = ${eventId}`,
  );

/** The assignments of some bid items, on every pull. */
export const findAssignmentsOfItems = (db: Db, itemIds: readonly number[]) =>
  itemIds.length
    ? selectRows<EventItemAssignmentRow>(
        db,
        sql`select id, show_pull_id, event_item_id, quantity, qty_cross_rented from event_item_assignments
            where event_item_id = ${anyOf(itemIds)}`,
      )
    : Promise.resolve([]);

export interface CommitmentDbRow {
  id: number;
  category_id: number;
  category_number: number;
  description: string;
  quantity: number;
  cross_rental_qty: number;
  department_id: number;
  is_system: boolean;
  a_id: number | null;
  a_qty: number | null;
  a_cr: number | null;
  other_qty: number;
}

export const findCommitments = (db: Db, eventId: number, pullId: number) =>
  selectRows<CommitmentDbRow>(
    db,
    sql`select cm.id, cm.category_id, c.category_number, c.description, cm.quantity, cm.cross_rental_qty,
               c.department_id, c.is_system, a.id as a_id, a.quantity as a_qty, a.qty_cross_rented as a_cr,
               coalesce((select sum(x.quantity)::int from commitment_assignments x
                         where x.commitment_id = cm.id and x.show_pull_id <> ${pullId}), 0) as other_qty
        from commitments cm
        join categories c on c.id = cm.category_id
        left join commitment_assignments a on a.commitment_id = cm.id and a.show_pull_id = ${pullId}
        where cm.event_id = ${eventId}
        order by c.category_number`,
  );

// The writes' statements.

/** What is assigned of a bid item or commitment: on this pull, and on all the event's pulls. */
export async function assignedTotals(
  tx: Db,
  table: 'event_item_assignments' | 'commitment_assignments',
  column: 'event_item_id' | 'commitment_id',
  id: number,
  pullId: number,
): Promise<{ here: number; total: number }> {
  const [row] = await selectRows<{ here: number; total: number }>(
    tx,
    sql`select coalesce(sum(quantity) filter (where show_pull_id = ${pullId}), 0)::int as here,
               coalesce(sum(quantity), 0)::int as total
        from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return row ?? { here: 0, total: 0 };
}

/** A bid item with what assigning it checks, and what is assigned of it (this pull, every pull): one statement. */
export async function findEventItemToAssign(tx: Db, id: number, pullId: number) {
  const [item] = await selectRows<{
    id: number;
    eventId: number;
    categoryId: number;
    vendorId: number | null;
    qtyRequired: number;
    isActive: boolean;
    isAssignable: boolean;
    isInGearFlowQueue: boolean;
    isStashed: boolean;
    here: number;
    total: number;
  }>(
    tx,
    sql`select i.id, i.event_id as "eventId", i.category_id as "categoryId", i.vendor_id as "vendorId",
               i.qty_required as "qtyRequired", i.is_active as "isActive", i.is_assignable as "isAssignable",
               i.is_in_gear_flow_queue as "isInGearFlowQueue", i.is_stashed as "isStashed",
               coalesce(sum(x.quantity) filter (where x.show_pull_id = ${pullId}), 0)::int as here,
               coalesce(sum(x.quantity), 0)::int as total
        from event_items i left join event_item_assignments x on x.event_item_id = i.id
        where i.id = ${id} group by i.id`,
  );
  return item;
}

type NewAssignment = { showPullId: number; quantity: number; qtyCrossRented: number };

/**
 * A bid-item assignment and its quantity on the category's line (adjustLine), in one statement:
 * the line's minimum reads no assignment, so this is the two one after the other.
 */
export async function insertEventItemAssignmentOnLine(
  tx: Db,
  values: NewAssignment & { eventItemId: number },
  categoryId: number,
): Promise<{ assignmentId: number; lineId: number }> {
  const [row] = await selectRows<{ id: number; assignmentId: number }>(
    tx,
    sql`with made as (insert into event_item_assignments (show_pull_id, event_item_id, quantity, qty_cross_rented)
                      values (${values.showPullId}, ${values.eventItemId}, ${values.quantity}, ${values.qtyCrossRented})
                      returning id)
        ${lineUpsert(values.showPullId, categoryId, values.quantity, sql`(select id from made) as "assignmentId"`)}`,
  );
  if (!row) throw new Error(`category ${categoryId} vanished while adjusting its pull line`);
  return { assignmentId: row.assignmentId, lineId: row.id };
}

/** A bid-item assignment with what un-assigning it needs of the item. */
export async function findEventItemAssignment(tx: Db, assignmentId: number) {
  const [row] = await tx
    .select({
      itemId: eventItemAssignments.eventItemId,
      quantity: eventItemAssignments.quantity,
      categoryId: eventItems.categoryId,
      isAssignable: eventItems.isAssignable,
    })
    .from(eventItemAssignments)
    .innerJoin(eventItems, eq(eventItems.id, eventItemAssignments.eventItemId))
    .where(eq(eventItemAssignments.id, assignmentId));
  return row;
}

/**
 * A bid-item assignment deleted and its quantity taken off the category's line (adjustLine), in
 * one statement; the line's minimum leaves out the cross-rental the delete takes with it.
 */
export async function deleteEventItemAssignmentOffLine(
  tx: Db,
  a: { id: number; showPullId: number; quantity: number },
  categoryId: number,
) {
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`with gone as (delete from event_item_assignments where id = ${a.id})
        ${lineUpsert(a.showPullId, categoryId, -a.quantity, undefined, a.id)}`,
  );
  if (!row) throw new Error(`category ${categoryId} vanished while adjusting its pull line`);
}

/** The event's commitment of a category (one at most). */
export async function findCommitment(tx: Db, eventId: number, categoryId: number) {
  const [c] = await tx
    .select()
    .from(commitments)
    .where(and(eq(commitments.eventId, eventId), eq(commitments.categoryId, categoryId)));
  return c;
}

export async function insertCommitmentAssignment(tx: Db, values: NewAssignment & { commitmentId: number }) {
  const [a] = await tx
    .insert(commitmentAssignments)
    .values(values)
    .returning({ id: commitmentAssignments.id });
  return a!.id;
}

export async function findCommitmentAssignment(tx: Db, assignmentId: number) {
  const [row] = await tx
    .select({ quantity: commitmentAssignments.quantity, categoryId: commitments.categoryId })
    .from(commitmentAssignments)
    .innerJoin(commitments, eq(commitments.id, commitmentAssignments.commitmentId))
    .where(eq(commitmentAssignments.id, assignmentId));
  return row;
}

export async function deleteCommitmentAssignment(tx: Db, assignmentId: number) {
  await tx.delete(commitmentAssignments).where(eq(commitmentAssignments.id, assignmentId));
}

/** The bid item, its row locked: two people initialling it at once take turns. */
export async function lockEventItem(tx: Db, id: number) {
  const [item] = await tx.select().from(eventItems).where(eq(eventItems.id, id)).for('update');
  return item;
}

export async function setItemInitials(tx: Db, id: number, initials: string | null, userId: number | null) {
  await tx
    .update(eventItems)
    .set({ initials1: initials, initialedByUserId: userId })
    .where(eq(eventItems.id, id));
}

/** What the event's initials progress (spec 9) is counted from. */
export const findInitialsOfEvent = (tx: Db, eventId: number) =>
  selectRows<{ is_active: boolean; initials1: string | null }>(
    tx,
    sql`select is_active, initials1 from event_items where event_id = ${eventId}`,
  );
