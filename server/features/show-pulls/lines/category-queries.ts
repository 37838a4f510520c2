import { sql } from 'drizzle-orm';
import { anyOf, type Db, selectJsonRows } from '../../../platform/db/types.js';

export interface CategoryRow {
  id: number;
  category_number: number;
  description: string;
  pull_group_id: number | null;
  pull_group_name: string | null;
  department_id: number;
  department_title: string;
  is_editable: boolean;
  is_system: boolean;
}

const categoryColumns = sql`c.id, c.category_number, c.description, c.pull_group_id, g.name as pull_group_name,
  c.department_id, d.title as department_title, c.is_editable, c.is_system`;

/** The categories of the event's bid items. */
export const findEventCategories = (db: Db, eventId: number) =>
  selectJsonRows<CategoryRow>(
    db,
    sql`select ${categoryColumns}
        from categories c
        join departments d on d.id = c.department_id
        left join pull_groups g on g.id = c.pull_group_id
        where c.id in (select category_id from event_items where event_id = ${eventId})
        order by c.category_number`,
  );

/** Categories by id (a pull's lines outside the bid, lines a write made), with the event's bid quantity of each. */
export const findCategoriesOfEvent = (db: Db, eventId: number, ids: readonly number[]) =>
  ids.length
    ? selectJsonRows<CategoryRow & { bid_qty: number }>(
        db,
        sql`select ${categoryColumns},
                   coalesce((select sum(ei.qty_required)::int from event_items ei
                             where ei.event_id = ${eventId} and ei.category_id = c.id), 0) as bid_qty
            from categories c
            join departments d on d.id = c.department_id
            left join pull_groups g on g.id = c.pull_group_id
            where c.id = ${anyOf(ids)}
            order by c.category_number`,
      )
    : Promise.resolve([]);

/** Which of these categories the event's bid has: the screen lists those whether or not a line holds them. */
export const findBidCategoryIds = async (db: Db, eventId: number, ids: readonly number[]) =>
  new Set(
    ids.length
      ? (
          await selectJsonRows<{ id: number }>(
            db,
            sql`select distinct category_id as id from event_items
                where event_id = ${eventId} and category_id = ${anyOf(ids)}`,
          )
        ).map((r) => r.id)
      : [],
  );
