import { asc, eq, sql } from 'drizzle-orm';
import { showPulls } from '../../../domains/shows/schema.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

/** What the screen shows of the event and the catalogue: its header, pulls, departments, bid items, techs. */

export interface PullHeaderRow {
  id: number;
  name: string;
  is_main: boolean;
  event_id: number;
  show_name: string;
  start_date: string;
  end_date: string;
  is_cancelled: boolean;
  is_locked: boolean;
  am_first: string | null;
  am_last: string | null;
  am_email: string | null;
}

export async function findPullHeader(db: Db, pullId: number): Promise<PullHeaderRow | undefined> {
  const [row] = await selectRows<PullHeaderRow>(
    db,
    sql`select p.id, p.name, p.is_main, p.event_id, e.show_name, e.start_date::text, e.end_date::text,
               e.is_cancelled, e.is_locked,
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

/** Makes the event's Main Show Pull if it is missing; the partial unique index (one main pull per event) makes this safe when two ask at once. */
export async function ensureMainPull(db: Db, eventId: number): Promise<void> {
  await db.execute(
    sql`insert into show_pulls (event_id, name, is_main) values (${eventId}, 'Main Show Pull', true)
        on conflict (event_id) where is_main do nothing`,
  );
}

export const findPullsOfEvent = (db: Db, eventId: number) =>
  db
    .select({ id: showPulls.id, name: showPulls.name, isMain: showPulls.isMain })
    .from(showPulls)
    .where(eq(showPulls.eventId, eventId))
    .orderBy(sql`${showPulls.isMain} desc`, asc(showPulls.id));

export async function insertPull(db: Db, eventId: number, name: string) {
  const [row] = await db
    .insert(showPulls)
    .values({ eventId, name, isMain: false })
    .returning({ id: showPulls.id, name: showPulls.name, isMain: showPulls.isMain });
  return row!;
}

/** A category's bid items on the event, with what the event's pulls hold of each. */
export const findCategoryBidItems = (db: Db, eventId: number, categoryId: number) =>
  selectRows<{ id: number; description: string; quantity: number; assigned: number }>(
    db,
    sql`select ei.id, ei.description, ei.qty_required as quantity,
               coalesce((select sum(a.quantity)::int from event_item_assignments a where a.event_item_id = ei.id), 0) as assigned
        from event_items ei where ei.event_id = ${eventId} and ei.category_id = ${categoryId}
        order by ei.description, ei.id`,
  );

export async function findPull(db: Db, id: number) {
  const [row] = await db
    .select({ id: showPulls.id, eventId: showPulls.eventId, name: showPulls.name, isMain: showPulls.isMain })
    .from(showPulls)
    .where(eq(showPulls.id, id));
  return row;
}

export async function renamePullRow(tx: Db, id: number, name: string) {
  const [row] = await tx
    .update(showPulls)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(showPulls.id, id))
    .returning({ id: showPulls.id, name: showPulls.name, isMain: showPulls.isMain });
  return row!;
}

/** What a pull holds: its lines with a quantity (and their pieces), and its assignments of any kind. */
export async function findPullHoldings(tx: Db, pullId: number) {
  const [row] = await selectRows<{ lines: number; pieces: number; assignments: number }>(
    tx,
    sql`select (select count(*)::int from show_pull_items where show_pull_id = ${pullId} and quantity > 0) as lines,
               (select coalesce(sum(quantity), 0)::int from show_pull_items where show_pull_id = ${pullId}) as pieces,
               (select count(*)::int from event_item_assignments where show_pull_id = ${pullId})
             + (select count(*)::int from commitment_assignments where show_pull_id = ${pullId})
             + (select count(*)::int from system_assignments where show_pull_id = ${pullId})
             + (select count(*)::int from dependency_assignments where show_pull_id = ${pullId}) as assignments`,
  );
  return row!;
}

/** Deletes an empty pull with the lines left at 0 (and what hangs on them: ticked dependencies). */
export async function deletePullRow(tx: Db, pullId: number) {
  const lines = sql`(select id from show_pull_items where show_pull_id = ${pullId})`;
  await tx.execute(sql`delete from satisfied_dependencies where show_pull_item_id in ${lines}`);
  await tx.execute(sql`delete from cross_rental_items where show_pull_item_id in ${lines}`);
  await tx.execute(sql`delete from show_pull_items where show_pull_id = ${pullId}`);
  await tx.delete(showPulls).where(eq(showPulls.id, pullId));
}
