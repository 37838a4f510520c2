import { eq, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { showPullItems } from '../schema.js';

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
}

const lineFilter = (only?: { lineId: number } | { categoryIds: readonly number[] }) =>
  !only
    ? sql``
    : 'lineId' in only
      ? sql`and i.id = ${only.lineId}`
      : sql`and i.category_id in ${sql.raw(`(${only.categoryIds.map(Number).join(',') || 'null'})`)}`;

/** Pull lines with the parts of their minimum: dependency-added, system-assigned, cross-rented. */
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
                     where show_pull_id = ${pullId} group by category_id)
        select i.id, i.category_id, i.quantity, i.description, i.notes, i.writer_notes, i.weight, i.ignore_weight_qty,
               i.is_custom,
               case when i.is_custom then 0 else coalesce(dep.qty, 0) end as dependency_qty,
               case when i.is_custom then 0 else coalesce(sys.qty, 0) end as system_qty,
               coalesce((select sum(r.quantity)::int from cross_rental_items r where r.show_pull_item_id = i.id), 0)
                 as cross_rented_qty,
               i.created_at = now() as is_new
        from show_pull_items i
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

/** Its satisfied dependencies and cross rentals go with it (on delete cascade). */
export async function deleteLine(tx: Db, lineId: number) {
  await tx.delete(showPullItems).where(eq(showPullItems.id, lineId));
}
