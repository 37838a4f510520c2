import { sql } from 'drizzle-orm';
import type { PrepLine, ScanMode } from '../../../contracts/warehouse.js';
import { type Db, selectRows } from '../../platform/db/types.js';

/** A pull line with its counts per mode (sums of the scans; lines of quantity 0 are not listed). */
const lineSelect = sql`
  select i.id, i.category_id as "categoryId", c.category_number::text as "categoryNumber",
         i.description, coalesce(d.title, '') as department, i.quantity,
         coalesce(sum(s.quantity) filter (where s.mode = 'prep'), 0)::int as prepped,
         coalesce(sum(s.quantity) filter (where s.mode = 'load'), 0)::int as loaded,
         coalesce(sum(s.quantity) filter (where s.mode = 'return'), 0)::int as returned
  from show_pull_items i
  join categories c on c.id = i.category_id
  left join departments d on d.id = c.department_id
  left join warehouse_scans s on s.show_pull_item_id = i.id`;
const lineGroup = sql`group by i.id, c.category_number, d.title`;
const lineOrder = sql`order by d.title nulls last, c.category_number, i.id`;

export const findPrepLines = (db: Db, pullId: number) =>
  selectRows<PrepLine>(
    db,
    sql`${lineSelect} where i.show_pull_id = ${pullId} and i.quantity > 0 ${lineGroup} ${lineOrder}`,
  );

export async function findPrepLine(db: Db, lineId: number): Promise<PrepLine | undefined> {
  const [row] = await selectRows<PrepLine>(db, sql`${lineSelect} where i.id = ${lineId} ${lineGroup}`);
  return row;
}

export interface PullHead {
  id: number;
  name: string;
  eventId: number;
  showName: string;
}

export async function findPull(db: Db, pullId: number): Promise<PullHead | undefined> {
  const [row] = await selectRows<PullHead>(
    db,
    sql`select p.id, p.name, p.event_id as "eventId", e.show_name as "showName"
        from show_pulls p join events e on e.id = p.event_id where p.id = ${pullId}`,
  );
  return row;
}

/** The lines of a pull holding a category, those that still need units in the mode first. */
export const findLinesOfCategory = (db: Db, pullId: number, categoryId: number) =>
  selectRows<PrepLine>(
    db,
    sql`${lineSelect} where i.show_pull_id = ${pullId} and i.category_id = ${categoryId} and i.quantity > 0
        ${lineGroup} order by i.is_custom, i.id`,
  );

export async function findCategoryByNumber(db: Db, number: number) {
  const [row] = await selectRows<{ id: number; number: string; description: string }>(
    db,
    sql`select id, category_number::text as number, description from categories
        where category_number = ${number} and not is_labor`,
  );
  return row;
}

export async function findCategory(db: Db, id: number) {
  const [row] = await selectRows<{ id: number; number: string; description: string }>(
    db,
    sql`select id, category_number::text as number, description from categories
        where id = ${id} and not is_labor`,
  );
  return row;
}

/** A line's pull and category, whatever its quantity (a label may be older than a change). */
export async function findLineHome(db: Db, lineId: number) {
  const [row] = await selectRows<{ pullId: number; categoryId: number; quantity: number }>(
    db,
    sql`select show_pull_id as "pullId", category_id as "categoryId", quantity
        from show_pull_items where id = ${lineId}`,
  );
  return row;
}

export interface StoredScan {
  showPullId: number;
  showPullItemId: number;
  quantity: number;
  mode: ScanMode;
}

export async function findScan(db: Db, clientScanId: string): Promise<StoredScan | undefined> {
  const [row] = await selectRows<StoredScan>(
    db,
    sql`select show_pull_id as "showPullId", show_pull_item_id as "showPullItemId", quantity, mode
        from warehouse_scans where client_scan_id = ${clientScanId}`,
  );
  return row;
}

export async function insertScan(
  db: Db,
  scan: StoredScan & { clientScanId: string; code: string; userId: number; caseId: number | null },
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`insert into warehouse_scans (client_scan_id, show_pull_id, show_pull_item_id, mode, quantity, code, user_id, case_id)
        values (${scan.clientScanId}, ${scan.showPullId}, ${scan.showPullItemId}, ${scan.mode},
                ${scan.quantity}, ${scan.code}, ${scan.userId}, ${scan.caseId})
        on conflict (client_scan_id) do nothing returning id`,
  );
  return rows.length > 0;
}

/**
 * The bid items a fully prepped line stands for: the event's items of its category assigned to
 * this pull, active and not yet initialled (spec 4: only active items, only toggles sent).
 */
export const findItemsToInitial = (db: Db, pullId: number, categoryId: number) =>
  selectRows<{ id: number }>(
    db,
    sql`select ei.id from event_items ei
        join event_item_assignments a on a.event_item_id = ei.id and a.show_pull_id = ${pullId}
        where ei.category_id = ${categoryId} and ei.is_active and ei.initials1 is null
        order by ei.id`,
  );
