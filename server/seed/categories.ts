import { categories } from '../domains/catalog/schema.js';
import type { Db } from '../platform/db/types.js';
import { type DepartmentCatalog, EXPENDABLES, type Item, round2 } from './catalog-types.js';
import { pullGroupKey, type SeededDepartments } from './departments.js';
import { insertReturningIds } from './insert.js';
import type { SeededCategory } from './types.js';

/** Package variants of an item, for the large catalog: [suffix, weight of the variant]. */
const PACKAGES: readonly (readonly [string, (lbs: number) => number])[] = [
  ['', (w) => w],
  [' w/ Road Case', (w) => w * 1.25 + 10],
  [' (Pack of 4)', (w) => w * 4],
  [' (Pack of 8)', (w) => w * 8],
  [' - Tour Spec', (w) => w],
  [' - Demo Stock', (w) => w],
];
/** Each shop holds its own inventory of an item in the large catalog. */
const SHOPS = ['', 'Dallas', 'Houston', 'Austin', 'Orlando', 'Las Vegas', 'Nashville', 'Chicago', 'Denver']
  .concat(['Atlanta', 'Phoenix', 'San Diego', 'New York'])
  .map((city) => (city ? ` - ${city} Shop` : ''));

/** Audio 1000–1999, then 10000–19999, then 100000–199999 (xlarge); Video 2000–2999, then 20000–29999; and so on. */
export function categoryNumber(departmentIndex: number, i: number): number {
  const d = departmentIndex + 1;
  if (d > 9 || i >= 111_000) throw new Error('category number out of range');
  if (i < 1000) return d * 1000 + i;
  return i < 11_000 ? d * 10_000 + (i - 1000) : d * 100_000 + (i - 11_000);
}

type Row = Omit<SeededCategory, 'id'>;

function variant(item: Item, v: number): Item {
  const [suffix, lbs] = PACKAGES[v % PACKAGES.length]!;
  const s = Math.floor(v / PACKAGES.length);
  const shop = SHOPS[s] ?? ` - Lot ${s - SHOPS.length + 2}`;
  return [`${item[0]}${suffix}${shop}`, round2(lbs(item[1]))];
}

function departmentRows(
  d: DepartmentCatalog,
  index: number,
  seeded: SeededDepartments,
  extra: number,
): Row[] {
  const departmentId = seeded.departments.get(d.title)!;
  const equipment = d.pullGroups.flatMap((p) =>
    p.items.map((item) => ({ item, pullGroupId: seeded.pullGroups.get(pullGroupKey(d.title, p.name))! })),
  );
  const row = (item: Item, pullGroupId: number | null, flags: Partial<Row> = {}) => ({
    description: item[0],
    weightLbs: item[1],
    pullGroupId,
    isSystem: false,
    isSalesOnly: false,
    isLabor: false,
    ...flags,
  });
  const rows = [
    ...equipment.map((e) => row(e.item, e.pullGroupId)),
    ...d.systems.map((item) => row(item, null, { isSystem: true })),
    ...d.salesOnly.map((item) =>
      row(item, seeded.pullGroups.get(pullGroupKey(d.title, EXPENDABLES))!, { isSalesOnly: true }),
    ),
    ...d.labor.map((title) => row([title, 0], null, { isLabor: true })),
  ];
  for (let n = 0; n < extra; n++) {
    const e = equipment[n % equipment.length]!;
    rows.push(row(variant(e.item, 1 + Math.floor(n / equipment.length)), e.pullGroupId));
  }
  return rows.map((r, i) => {
    const number = categoryNumber(index, i);
    return { ...r, departmentId, categoryNumber: number, ownedQuantity: ownedOf(r, number) };
  });
}

/**
 * What the company owns of a piece of equipment (issue 38.4's shortages): 4 to 63 units, from the
 * category number rather than the random stream, so the seed's other rows stay as they were.
 * Systems, sales-only and labor categories are not stock.
 */
const ownedOf = (r: Pick<Row, 'isSystem' | 'isSalesOnly' | 'isLabor'>, number: number) =>
  r.isSystem || r.isSalesOnly || r.isLabor ? 0 : 4 + ((number * 7919) % 60);

/** Extra variants per department so the total is `total`, shared in proportion to each catalog's equipment. */
function extrasPerDepartment(catalog: readonly DepartmentCatalog[], total: number | undefined): number[] {
  const equipment = catalog.map((d) => d.pullGroups.reduce((n, p) => n + p.items.length, 0));
  const base = catalog.reduce(
    (n, d, i) => n + equipment[i]! + d.systems.length + d.salesOnly.length + d.labor.length,
    0,
  );
  const extra = Math.max(0, (total ?? 0) - base);
  const allEquipment = equipment.reduce((a, b) => a + b, 0);
  const shares = equipment.map((n) => Math.floor((extra * n) / allEquipment));
  let left = extra - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length, left--) shares[i]!++;
  return shares;
}

/** Equipment, system, sales-only and labor categories for every department. */
export async function seedCategories(
  tx: Db,
  catalog: readonly DepartmentCatalog[],
  seeded: SeededDepartments,
  total: number | undefined,
): Promise<SeededCategory[]> {
  const extras = extrasPerDepartment(catalog, total);
  const rows = catalog.flatMap((d, i) => departmentRows(d, i, seeded, extras[i]!));
  const ids = await insertReturningIds(tx, categories, rows);
  return rows.map((r, i) => ({ ...r, id: ids[i]! }));
}
