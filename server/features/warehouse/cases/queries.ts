import { sql } from 'drizzle-orm';
import type { WarehouseCase } from '../../../../contracts/warehouse-loads.js';
import { type Db, selectRows } from '../../../platform/db/types.js';

const caseColumns = sql`id, number, name, empty_weight_lbs::float8 as "emptyWeight", is_active as "isActive"`;

export const findCases = (db: Db) =>
  selectRows<WarehouseCase>(db, sql`select ${caseColumns} from warehouse_cases order by number`);

export async function findCase(db: Db, id: number): Promise<WarehouseCase | undefined> {
  const [row] = await selectRows<WarehouseCase>(
    db,
    sql`select ${caseColumns} from warehouse_cases where id = ${id}`,
  );
  return row;
}

export async function findCaseByNumber(db: Db, number: number): Promise<WarehouseCase | undefined> {
  const [row] = await selectRows<WarehouseCase>(
    db,
    sql`select ${caseColumns} from warehouse_cases where number = ${number}`,
  );
  return row;
}

/** A new case; without a number, the next after the highest (the table is locked for it). */
export async function insertCase(
  db: Db,
  input: { number?: number; name: string; emptyWeight: number },
): Promise<WarehouseCase | undefined> {
  if (input.number === undefined)
    await db.execute(sql`lock table warehouse_cases in share row exclusive mode`);
  const number =
    input.number === undefined
      ? sql`(select coalesce(max(number), 0) + 1 from warehouse_cases)`
      : sql`${input.number}`;
  const [row] = await selectRows<WarehouseCase>(
    db,
    sql`insert into warehouse_cases (number, name, empty_weight_lbs)
        values (${number}, ${input.name}, ${input.emptyWeight})
        on conflict (number) do nothing returning ${caseColumns}`,
  );
  return row;
}

export async function updateCase(
  db: Db,
  id: number,
  patch: { name?: string; emptyWeight?: number; isActive?: boolean },
): Promise<WarehouseCase | undefined> {
  const [row] = await selectRows<WarehouseCase>(
    db,
    sql`update warehouse_cases set
          name = coalesce(${patch.name ?? null}::text, name),
          empty_weight_lbs = coalesce(${patch.emptyWeight ?? null}::numeric, empty_weight_lbs),
          is_active = coalesce(${patch.isActive ?? null}::boolean, is_active),
          updated_at = now()
        where id = ${id} returning ${caseColumns}`,
  );
  return row;
}

/** A case joins a pull (its label scanned in Load mode, or put on a truck). */
export async function putCaseOnPull(db: Db, pullId: number, caseId: number): Promise<void> {
  await db.execute(
    sql`insert into warehouse_pull_cases (show_pull_id, case_id) values (${pullId}, ${caseId})
        on conflict (show_pull_id, case_id) do nothing`,
  );
}

export async function isCaseOnPull(db: Db, pullId: number, caseId: number): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from warehouse_pull_cases where show_pull_id = ${pullId} and case_id = ${caseId}`,
  );
  return rows.length > 0;
}

export async function setCaseTruck(db: Db, pullId: number, caseId: number, truckId: number | null) {
  await putCaseOnPull(db, pullId, caseId);
  await db.execute(
    sql`update warehouse_pull_cases set truck_id = ${truckId}, updated_at = now()
        where show_pull_id = ${pullId} and case_id = ${caseId} and truck_id is distinct from ${truckId}`,
  );
}

export async function setLineTruck(db: Db, pullId: number, lineId: number, truckId: number | null) {
  if (truckId === null)
    await db.execute(sql`delete from warehouse_line_trucks where show_pull_item_id = ${lineId}`);
  else
    await db.execute(
      sql`insert into warehouse_line_trucks (show_pull_item_id, show_pull_id, truck_id)
          values (${lineId}, ${pullId}, ${truckId})
          on conflict (show_pull_item_id) do update set truck_id = excluded.truck_id, updated_at = now()
          where warehouse_line_trucks.truck_id <> excluded.truck_id`,
    );
}

export async function findLineOfPull(db: Db, pullId: number, lineId: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from show_pull_items where id = ${lineId} and show_pull_id = ${pullId}`,
  );
  return row;
}

export async function findTruck(db: Db, pullId: number, truckId: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from warehouse_trucks where id = ${truckId} and show_pull_id = ${pullId}`,
  );
  return row;
}

export async function insertTruck(
  db: Db,
  pullId: number,
  input: { name: string; weightLimit: number | null },
) {
  await db.execute(
    sql`insert into warehouse_trucks (show_pull_id, name, weight_limit_lbs)
        values (${pullId}, ${input.name}, ${input.weightLimit})`,
  );
}

export async function updateTruck(
  db: Db,
  truckId: number,
  patch: { name?: string; weightLimit?: number | null },
): Promise<void> {
  await db.execute(
    sql`update warehouse_trucks set
          name = coalesce(${patch.name ?? null}::text, name),
          weight_limit_lbs = ${patch.weightLimit === undefined ? sql`weight_limit_lbs` : sql`${patch.weightLimit}::numeric`},
          updated_at = now()
        where id = ${truckId}`,
  );
}

export const deleteTruck = (db: Db, truckId: number) =>
  db.execute(sql`delete from warehouse_trucks where id = ${truckId}`);

/** A pull line as the weights read it: its unit weight, what is left out of the weight, its counts. */
export interface LoadLine {
  id: number;
  categoryNumber: string;
  description: string;
  quantity: number;
  ignoreWeightQty: number;
  weight: number;
  loaded: number;
  returned: number;
  truckId: number | null;
}

export interface CaseOnPull {
  caseId: number;
  number: number;
  name: string;
  emptyWeight: number;
  truckId: number | null;
}

/** A line's units loaded into a case, and those checked back in from it. */
export interface CaseCount {
  lineId: number;
  caseId: number;
  loaded: number;
  returned: number;
}

export interface TruckRow {
  id: number;
  name: string;
  weightLimit: number | null;
}

/** Everything a pull's loads are computed from: five small reads on the pull's own rows. */
/** The tables a pull's loads read, with its head (test/harness/cache-tables.test.ts holds it to that). */
export const LOADS_TABLES = [
  'categories',
  'events',
  'show_pull_items',
  'show_pulls',
  'warehouse_cases',
  'warehouse_line_trucks',
  'warehouse_pull_cases',
  'warehouse_scans',
  'warehouse_trucks',
] as const;

export async function findLoadRows(db: Db, pullId: number) {
  const [lines, cases, counts, trucks, available] = await Promise.all([
    selectRows<LoadLine>(
      db,
      sql`select i.id, c.category_number::text as "categoryNumber", i.description, i.quantity,
                 i.ignore_weight_qty as "ignoreWeightQty", i.weight::float8 as weight,
                 coalesce(s.loaded, 0)::int as loaded, coalesce(s.returned, 0)::int as returned,
                 t.truck_id as "truckId"
          from show_pull_items i
          join categories c on c.id = i.category_id
          left join (
            select show_pull_item_id,
                   sum(quantity) filter (where mode = 'load') as loaded,
                   sum(quantity) filter (where mode = 'return') as returned
            from warehouse_scans where show_pull_id = ${pullId} and mode <> 'prep'
            group by show_pull_item_id
          ) s on s.show_pull_item_id = i.id
          left join warehouse_line_trucks t on t.show_pull_item_id = i.id
          where i.show_pull_id = ${pullId} and i.quantity > 0
          order by c.category_number, i.id`,
    ),
    selectRows<CaseOnPull>(
      db,
      sql`select pc.case_id as "caseId", c.number, c.name, c.empty_weight_lbs::float8 as "emptyWeight",
                 pc.truck_id as "truckId"
          from warehouse_pull_cases pc join warehouse_cases c on c.id = pc.case_id
          where pc.show_pull_id = ${pullId} order by c.number`,
    ),
    selectRows<CaseCount>(
      db,
      sql`select show_pull_item_id as "lineId", case_id as "caseId",
                 coalesce(sum(quantity) filter (where mode = 'load'), 0)::int as loaded,
                 coalesce(sum(quantity) filter (where mode = 'return'), 0)::int as returned
          from warehouse_scans where show_pull_id = ${pullId} and case_id is not null
          group by show_pull_item_id, case_id`,
    ),
    selectRows<TruckRow>(
      db,
      sql`select id, name, weight_limit_lbs::float8 as "weightLimit"
          from warehouse_trucks where show_pull_id = ${pullId} order by id`,
    ),
    selectRows<{ id: number; number: number; name: string }>(
      db,
      sql`select id, number, name from warehouse_cases where is_active order by number`,
    ),
  ]);
  return { lines, cases, counts, trucks, available };
}
