import { eq, sql } from 'drizzle-orm';
import { laborRates } from '../../domains/people/schema.js';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';
import type { Rate } from './cost-rule.js';

/** The tables an event's cost reads (test/harness/cache-tables.test.ts holds it to that). */
export const LABOR_COST_TABLES = [
  'events',
  'positions',
  'categories',
  'contacts',
  'labor_rates',
  'travel_items',
] as const;

/** Ids as one array parameter (a JS array in `sql` would be spread into a list). */
const idList = (ids: readonly number[]) => `{${ids.join(',')}}`;

const rateColumns = sql`r.day_cents as "dayCents", r.half_day_cents as "halfDayCents",
  r.half_day_hours as "halfDayHours", r.overtime_cents_per_hour as "overtimeCentsPerHour",
  r.overtime_after_hours as "overtimeAfterHours", r.per_diem_cents as "perDiemCents"`;

type RateRow = Rate & { categoryId: number | null; contactId: number | null };

/** Every rate, by role (labor category) and by technician: a few hundred rows at most. */
export async function findRates(db: Db) {
  const rows = await selectRows<RateRow>(
    db,
    sql`select r.category_id as "categoryId", r.contact_id as "contactId", ${rateColumns} from labor_rates r`,
  );
  const roles = new Map<number, Rate>();
  const technicians = new Map<number, Rate>();
  for (const { categoryId, contactId, ...rate } of rows) {
    if (categoryId !== null) roles.set(categoryId, rate);
    else if (contactId !== null) technicians.set(contactId, rate);
  }
  return { roles, technicians };
}

export interface PositionRow {
  id: number;
  eventId: number;
  categoryId: number;
  category: string;
  description: string;
  contactId: number | null;
  tech: string | null;
  isTentative: boolean;
  inAt: string;
  outAt: string;
}

/** The events' positions that are planned (a stashed one is set aside), in the labor screen's order. */
export const findPositions = (db: Db, eventIds: readonly number[]) =>
  selectJsonRows<PositionRow>(
    db,
    sql`select p.id, p.event_id as "eventId", p.category_id as "categoryId", k.category_number::text as category,
          p.description, p.contact_id as "contactId",
          case when c.id is null then null else c.first_name || ' ' || c.last_name end as tech,
          p.is_tentative as "isTentative", p.in_at as "inAt", p.out_at as "outAt"
        from positions p join categories k on k.id = p.category_id left join contacts c on c.id = p.contact_id
        where p.event_id = any(${idList(eventIds)}::int[]) and not p.is_stashed
        order by p.event_id, p.in_at, k.category_number, p.id`,
  );

export interface TripRow {
  id: number;
  eventId: number;
  traveller: string;
  kind: string;
  direction: 'in' | 'out';
  departsAt: string;
  costCents: number;
}

export const findTrips = (db: Db, eventIds: readonly number[]) =>
  selectJsonRows<TripRow>(
    db,
    sql`select t.id, t.event_id as "eventId", c.first_name || ' ' || c.last_name as traveller, t.kind,
          t.direction, t.departs_at as "departsAt", t.cost_cents as "costCents"
        from travel_items t join contacts c on c.id = t.contact_id
        where t.event_id = any(${idList(eventIds)}::int[])
        order by t.event_id, t.departs_at, t.id`,
  );

export interface EventRow {
  id: number;
  showName: string;
}

export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const [e] = await selectRows<EventRow>(
    db,
    sql`select id, show_name as "showName" from events where id = ${id}`,
  );
  return e;
}

/** Events overlapping the range that have positions, soonest first (as the labor screen lists them). */
export const findEventsBetween = (db: Db, start: string, end: string) =>
  selectRows<EventRow>(
    db,
    sql`select e.id, e.show_name as "showName" from events e
        where e.start_date <= ${end} and e.end_date >= ${start}
          and exists (select 1 from positions p where p.event_id = e.id)
        order by e.start_date, e.id`,
  );

/** Labor categories with their rates, for the rates screen. */
export const findRoleRates = (db: Db) =>
  selectJsonRows<{
    categoryId: number;
    name: string;
    description: string;
    department: string;
    rate: Rate | null;
  }>(
    db,
    sql`select k.id as "categoryId", k.category_number::text as name, k.description, d.title as department,
          case when r.id is null then null else json_build_object(
            'dayCents', r.day_cents, 'halfDayCents', r.half_day_cents, 'halfDayHours', r.half_day_hours,
            'overtimeCentsPerHour', r.overtime_cents_per_hour, 'overtimeAfterHours', r.overtime_after_hours,
            'perDiemCents', r.per_diem_cents) end as rate
        from categories k join departments d on d.id = k.department_id
          left join labor_rates r on r.category_id = k.id
        where k.is_labor
        order by k.category_number`,
  );

/** Active technicians with their own rates (null: paid at the role's). */
export const findTechnicianRates = (db: Db) =>
  selectJsonRows<{ contactId: number; name: string; department: string | null; rate: Rate | null }>(
    db,
    sql`select c.id as "contactId", c.last_name || ', ' || c.first_name as name, d.title as department,
          case when r.id is null then null else json_build_object(
            'dayCents', r.day_cents, 'halfDayCents', r.half_day_cents, 'halfDayHours', r.half_day_hours,
            'overtimeCentsPerHour', r.overtime_cents_per_hour, 'overtimeAfterHours', r.overtime_after_hours,
            'perDiemCents', r.per_diem_cents) end as rate
        from contacts c left join departments d on d.id = c.department_id
          left join labor_rates r on r.contact_id = c.id
        where c.kind = 'technician' and (c.is_active or r.id is not null)
        order by c.last_name, c.first_name, c.id`,
  );

export async function isLaborCategory(db: Db, id: number) {
  const [k] = await selectRows<{ isLabor: boolean }>(
    db,
    sql`select is_labor as "isLabor" from categories where id = ${id}`,
  );
  return k?.isLabor === true;
}

export async function isTechnician(db: Db, id: number) {
  const [c] = await selectRows<{ kind: string }>(db, sql`select kind from contacts where id = ${id}`);
  return c?.kind === 'technician';
}

export type Owner = { categoryId: number } | { contactId: number };
const ownerIs = (o: Owner) =>
  'categoryId' in o ? eq(laborRates.categoryId, o.categoryId) : eq(laborRates.contactId, o.contactId);

/** Sets the owner's rate in one statement, so two admins saving at once both succeed (the last wins). */
export async function upsertRate(tx: Db, owner: Owner, rate: Rate) {
  const byRole = 'categoryId' in owner;
  await tx
    .insert(laborRates)
    .values({ ...owner, ...rate })
    .onConflictDoUpdate({
      target: byRole ? laborRates.categoryId : laborRates.contactId,
      targetWhere: byRole ? sql`category_id is not null` : sql`contact_id is not null`,
      set: { ...rate, updatedAt: new Date() },
    });
}

export const deleteRate = (tx: Db, owner: Owner) => tx.delete(laborRates).where(ownerIs(owner));
