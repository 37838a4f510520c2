import { sql } from 'drizzle-orm';
import { getLoads } from '../../server/features/warehouse/cases/service.js';
import type { Db } from '../../server/platform/db/types.js';
import { benchCase, type ScreenCase } from '../case.js';
import { largestPull } from './show-pulls.js';

const CASES = 24;
const FIRST = 9001;

/**
 * The largest pull loaded (issue 38.3): 24 cases on three trucks, four lines in five loaded into
 * them, the rest loose. Made once, kept (each row is named, so a second run adds nothing).
 */
async function loadedLargestPull(db: Db) {
  const p = await largestPull(db);
  const pull = p.pull_id;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into warehouse_cases (number, name, empty_weight_lbs)
      select ${FIRST} + g - 1, 'Bench case ' || g, 20 + g from generate_series(1, ${CASES}) g
      on conflict (number) do nothing`);
    await tx.execute(sql`
      insert into warehouse_trucks (show_pull_id, name, weight_limit_lbs)
      select ${pull}, 'Bench truck ' || g, 10000 from generate_series(1, 3) g
      where not exists (select 1 from warehouse_trucks where show_pull_id = ${pull})`);
    await tx.execute(sql`
      insert into warehouse_pull_cases (show_pull_id, case_id, truck_id)
      select ${pull}, c.id,
             (select t.id from warehouse_trucks t where t.show_pull_id = ${pull} order by t.id
              limit 1 offset c.number % 3)
      from warehouse_cases c where c.number between ${FIRST} and ${FIRST + CASES - 1}
      on conflict (show_pull_id, case_id) do nothing`);
    await tx.execute(sql`
      insert into warehouse_scans (client_scan_id, show_pull_id, show_pull_item_id, mode, quantity, code, case_id)
      select 'bench-load-' || i.id, ${pull}, i.id, 'load', i.quantity, 'bench',
             (select c.id from warehouse_cases c where c.number = ${FIRST} + i.id % ${CASES})
      from show_pull_items i
      where i.show_pull_id = ${pull} and i.quantity > 0 and i.id % 5 <> 0
      on conflict (client_scan_id) do nothing`);
  });
  return p;
}

export const warehouseCases = [
  benchCase({
    name: "warehouse: the largest pull's loads (weights per case and truck)",
    kind: 'read',
    p99Target: 150,
    prepare: loadedLargestPull,
    floor: (db, p) => getLoads(db, p.pull_id),
    requests: (p) => [{ method: 'GET', path: `/warehouse/pulls/${p.pull_id}/loads` }],
  }),
];

export const warehouseScreens: ScreenCase[] = [
  {
    // The prep page in Load mode: its lines, then the cases and trucks with their weights.
    name: 'prep page, largest pull, Load mode (cases and trucks)',
    prepare: async (db) => ({ path: `/show-pulls/${(await loadedLargestPull(db)).pull_id}/prep?mode=load` }),
    painted: '.prep-lines li',
    interactive: '.prep-loads .prep-case',
  },
];
