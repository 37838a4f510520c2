import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

/**
 * The read model of the show pull screen: a dozen set-based queries, each answering one part for
 * the whole pull (never a query per row). Raw SQL where sums and joins say it best.
 */

export interface PullHeaderRow {
  id: number;
  name: string;
  is_main: boolean;
  event_id: number;
  show_name: string;
  start_date: string;
  end_date: string;
  am_first: string | null;
  am_last: string | null;
  am_email: string | null;
}

export async function findPullHeader(db: Db, pullId: number): Promise<PullHeaderRow | undefined> {
  const [row] = await selectRows<PullHeaderRow>(
    db,
    sql`select p.id, p.name, p.is_main, p.event_id, e.show_name, e.start_date::text, e.end_date::text,
               am.first_name as am_first, am.last_name as am_last, am.primary_email as am_email
        from show_pulls p
        join events e on e.id = p.event_id
        left join contacts am on am.id = e.account_manager_id
        where p.id = ${pullId}`,
  );
  return row;
}

export const findEventPulls = (db: Db, eventId: number) =>
  selectRows<{ id: number; name: string; is_main: boolean }>(
    db,
    sql`select id, name, is_main from show_pulls where event_id = ${eventId} order by is_main desc, id`,
  );

export const findDepartments = (db: Db) =>
  selectRows<{ id: number; title: string; color_hex: string; contrast_hex: string; color_name: string }>(
    db,
    sql`select id, title, color_hex, contrast_hex, color_name from departments order by sort_order, id`,
  );

/** A bid item as the event has it; what the pulls hold of it comes from `findEventItemAssignments`. */
export interface EventItemRow {
  id: number;
  category_id: number;
  category_number: number;
  department_id: number;
  description: string;
  group_name: string;
  qty_required: number;
  client_note: string;
  notes: string;
  vendor_company_name: string | null;
  initials1: string | null;
  is_active: boolean;
  is_assignable: boolean;
  is_pullable: boolean;
  is_in_gear_flow_queue: boolean;
  is_flowing: boolean;
  is_stashed: boolean;
  commitment_qty: number;
}

export const findEventItems = (db: Db, eventId: number) =>
  selectJsonRows<EventItemRow>(
    db,
    sql`select ei.id, ei.category_id, c.category_number, c.department_id, ei.description, ei.group_name,
               ei.qty_required, ei.client_note, ei.notes, v.company_name as vendor_company_name, ei.initials1,
               ei.is_active, ei.is_assignable, ei.is_pullable, ei.is_in_gear_flow_queue, ei.is_flowing, ei.is_stashed,
               coalesce(cm.quantity, 0) as commitment_qty
        from event_items ei
        join categories c on c.id = ei.category_id
        left join contacts v on v.id = ei.vendor_id
        left join commitments cm on cm.event_id = ei.event_id and cm.category_id = ei.category_id
        where ei.event_id = ${eventId}
        order by ei.sort_order, ei.id`,
  );

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
            where event_item_id in ${sql.raw(`(${itemIds.map(Number).join(',')})`)}`,
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
            where c.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}
            order by c.category_number`,
      )
    : Promise.resolve([]);

export interface DependencyRow {
  id: number;
  category_id: number;
  message: string;
  logic_type: 'all' | 'other';
  item_id: number | null;
  item_category_id: number | null;
  item_pull_group_id: number | null;
  item_label: string | null;
}

/** Every dependency of the catalogue, one row per required item (a few hundred: kept in a cache). */
export const findDependencyRows = (db: Db) =>
  selectJsonRows<DependencyRow>(
    db,
    sql`select dp.id, dp.category_id, dp.message, dp.logic_type, di.id as item_id, di.category_id as item_category_id,
               di.pull_group_id as item_pull_group_id,
               coalesce(rc.category_number || ' ' || rc.description, 'Pull group: ' || g.name) as item_label
        from dependencies dp
        left join dependency_items di on di.dependency_id = dp.id
        left join categories rc on rc.id = di.category_id
        left join pull_groups g on g.id = di.pull_group_id
        order by dp.id, di.id`,
  );

export interface SatisfiedRow {
  id: number;
  show_pull_item_id: number;
  dependency_id: number;
  is_satisfied: boolean;
}

/**
 * Every line of the pull in four numbers (id, category, quantity, custom), its satisfied
 * dependencies and its total weight (spec 9): what decides its dependencies, in one statement,
 * without the lines' text.
 */
export async function findLineFacts(db: Db, pullId: number) {
  // Four arrays, not a JSON object per line: on PGlite this is about three times faster.
  const [row] = await selectRows<{
    ids: string | null;
    cats: string | null;
    qty: string | null;
    custom: string | null;
    satisfied: string;
    lbs: number;
  }>(
    db,
    sql`select array_agg(i.id)::text as ids, array_agg(i.category_id)::text as cats,
               array_agg(i.quantity)::text as qty, array_agg(i.is_custom)::text as custom,
               coalesce(sum((i.quantity - i.ignore_weight_qty) * i.weight), 0)::float8 as lbs,
               (select coalesce(json_agg(s), '[]')::text from (
                  select s.id, s.show_pull_item_id, s.dependency_id, s.is_satisfied from satisfied_dependencies s
                  join show_pull_items l on l.id = s.show_pull_item_id where l.show_pull_id = ${pullId}) s) as satisfied
        from show_pull_items i where i.show_pull_id = ${pullId}`,
  );
  const ids = pgArray(row?.ids);
  const cats = pgArray(row?.cats);
  const qty = pgArray(row?.qty);
  const custom = pgArray(row?.custom);
  const lines = ids.map((id, k) => ({
    id: Number(id),
    category_id: Number(cats[k]),
    quantity: Number(qty[k]),
    isCustom: custom[k] === 't',
  }));
  return { lines, satisfied: JSON.parse(row?.satisfied ?? '[]') as SatisfiedRow[], lbs: row?.lbs ?? 0 };
}

/** The items of a Postgres array of numbers or booleans, as text ('{1,2,3}'). */
const pgArray = (text: string | null | undefined): string[] =>
  text && text.length > 2 ? text.slice(1, -1).split(',') : [];

/** Categories and their pull group (those in one). */
export const findCategoryGroups = (db: Db) =>
  selectJsonRows<{ id: number; g: number }>(
    db,
    sql`select id, pull_group_id as g from categories where pull_group_id is not null`,
  );

export const findSatisfied = (db: Db, pullId: number) =>
  selectRows<SatisfiedRow>(
    db,
    sql`select s.id, s.show_pull_item_id, s.dependency_id, s.is_satisfied from satisfied_dependencies s
        join show_pull_items i on i.id = s.show_pull_item_id where i.show_pull_id = ${pullId}`,
  );

export const findDependencyAssignments = (db: Db, pullId: number) =>
  selectRows<{
    id: number;
    quantity: number;
    dependency_item_id: number;
    for_show_pull_item_id: number;
    description: string;
    category_id: number;
  }>(
    db,
    sql`select d.id, d.quantity, d.dependency_item_id, d.for_show_pull_item_id, i.description, d.category_id
        from dependency_assignments d join show_pull_items i on i.id = d.for_show_pull_item_id
        where d.show_pull_id = ${pullId} order by d.id`,
  );

/** Systems of the departments the event uses, with their components. */
export const findSystems = (db: Db, eventId: number) =>
  selectJsonRows<{
    id: number;
    description: string;
    category_number: number;
    department_id: number;
    item_id: number;
    item_category_id: number;
    item_description: string;
    item_quantity: number;
  }>(
    db,
    sql`select s.id, s.description, s.category_number, s.department_id, si.id as item_id, si.category_id as item_category_id,
               ic.description as item_description, si.quantity as item_quantity
        from categories s
        join system_items si on si.system_category_id = s.id
        join categories ic on ic.id = si.category_id
        where s.is_system and s.department_id in (
          select distinct c.department_id from event_items ei join categories c on c.id = ei.category_id where ei.event_id = ${eventId})
        order by s.category_number, si.id`,
  );

export const findSystemAssignments = (db: Db, pullId: number) =>
  selectRows<{ id: number; quantity: number; system_category_id: number; category_id: number }>(
    db,
    sql`select id, quantity, system_category_id, category_id from system_assignments where show_pull_id = ${pullId} order by id`,
  );

export const findTechs = (db: Db, eventId: number) =>
  selectRows<{ contact_id: number; first_name: string; last_name: string }>(
    db,
    sql`select c.id as contact_id, c.first_name, c.last_name from event_techs t join contacts c on c.id = t.contact_id
        where t.event_id = ${eventId} order by c.last_name, c.first_name`,
  );

/** Every equipment category (not labor), by number: the pickers' list. */
export const findCategoryOptions = (db: Db) =>
  selectJsonRows<{ id: number; name: string; description: string; department: string }>(
    db,
    sql`select c.id, c.category_number::text as name, c.description, d.title as department
        from categories c join departments d on d.id = c.department_id
        where not c.is_labor order by c.category_number`,
  );
