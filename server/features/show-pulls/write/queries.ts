import { and, eq, type SQL, sql } from 'drizzle-orm';
import { showPulls } from '../../../domains/shows/schema.js';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { crossRentalItems, showPullItems } from '../schema.js';

/**
 * Every write to a pull first locks the rows of all the event's pulls, in id order. Writers of one
 * event take turns (two staff assigning at once both land, in some order; a write on one pull
 * changes what the event's other pulls show, "other pulls' total"); writers of different events
 * do not wait. The read cache learns of the write from the table versions (versioned-cache.ts).
 */
export async function lockPull(tx: Db, pullId: number): Promise<{ id: number; eventId: number } | undefined> {
  // One statement: the event's pulls, found through the one asked for (none when it is unknown).
  const [first] = await selectRows<{ event_id: number }>(
    tx,
    sql`select event_id from show_pulls
        where event_id = (select event_id from show_pulls where id = ${pullId})
        order by id for update`,
  );
  return first && { id: pullId, eventId: first.event_id };
}

export async function lockEventPulls(tx: Db, eventId: number): Promise<void> {
  await tx
    .select({ id: showPulls.id })
    .from(showPulls)
    .where(eq(showPulls.eventId, eventId))
    .orderBy(showPulls.id)
    .for('update');
}

/** The pull a row belongs to, looked up before locking it (the lock is then taken on the pull). */
export async function pullOf(
  tx: Db,
  table:
    | 'event_item_assignments'
    | 'commitment_assignments'
    | 'system_assignments'
    | 'dependency_assignments'
    | 'show_pull_items',
  id: number,
) {
  const [row] = await selectRows<{ show_pull_id: number }>(
    tx,
    sql`select show_pull_id from ${sql.identifier(table)} where id = ${id}`,
  );
  return row?.show_pull_id;
}

/**
 * Adds delta to the category's pull line (made with the category's description and weight when
 * missing). The line never goes below its minimum (spec 5: dependency-added + system-assigned +
 * cross-rented, as they stand when this runs, so a write changes its sources first): a write that
 * takes quantity off, such as un-assigning a bid item the systems also need, lowers the line only
 * down to that minimum, as a writer setting the quantity by hand could. Returns the line's id.
 */
export async function adjustLine(tx: Db, pullId: number, categoryId: number, delta: number): Promise<number> {
  const [row] = await selectRows<{ id: number }>(tx, lineUpsert(pullId, categoryId, delta));
  if (!row) throw new Error(`category ${categoryId} vanished while adjusting its pull line`);
  return row.id;
}

/**
 * adjustLine's statement; `after` joins its RETURNING (a caller running a data-modifying CTE
 * before it in the same statement answers what the CTE made there). `leaving`: the bid-item
 * assignment such a CTE deletes, whose cross-rental the line's minimum no longer counts (the
 * cascade that deletes it runs after the statement, so the statement still sees it).
 */
export function lineUpsert(
  pullId: number,
  categoryId: number,
  delta: number,
  after?: SQL,
  leaving?: number,
): SQL {
  const sources = sql`(select coalesce(sum(quantity), 0) from dependency_assignments
                        where show_pull_id = ${pullId} and category_id = ${categoryId})
                    + (select coalesce(sum(quantity), 0) from system_assignments
                        where show_pull_id = ${pullId} and category_id = ${categoryId})`;
  const next = sql`greatest(show_pull_items.quantity + ${delta}::int, ${sources}
                    + (select coalesce(sum(r.quantity), 0) from cross_rental_items r
                        where r.show_pull_item_id = show_pull_items.id${
                          leaving === undefined
                            ? sql``
                            : sql` and r.event_item_assignment_id is distinct from ${leaving}`
                        }), 0)::int`;
  return sql`insert into show_pull_items (show_pull_id, category_id, quantity, description, weight)
        select ${pullId}, c.id, greatest(${delta}::int, ${sources}, 0)::int, c.description, c.weight_lbs
        from categories c where c.id = ${categoryId}
        on conflict (show_pull_id, category_id) where not is_custom
        do update set quantity = ${next},
                      ignore_weight_qty = least(show_pull_items.ignore_weight_qty, ${next}),
                      updated_at = now()
        returning id${after ? sql`, ${after}` : sql``}`;
}

export async function findLine(tx: Db, pullId: number, categoryId: number) {
  const [row] = await tx
    .select()
    .from(showPullItems)
    .where(
      and(
        eq(showPullItems.showPullId, pullId),
        eq(showPullItems.categoryId, categoryId),
        eq(showPullItems.isCustom, false),
      ),
    );
  return row;
}

export async function findLineById(tx: Db, id: number) {
  const [row] = await tx.select().from(showPullItems).where(eq(showPullItems.id, id));
  return row;
}

export async function addCrossRental(
  tx: Db,
  lineId: number,
  quantity: number,
  /** The assignment it is part of (it leaves with it), and the vendor: the bid item's, when it names one. */
  source: { eventItemAssignmentId?: number; commitmentAssignmentId?: number; vendorId?: number | null },
) {
  if (quantity <= 0) return;
  await tx.insert(crossRentalItems).values({ showPullItemId: lineId, quantity, ...source });
}
