import type { CategoryList } from '../../../../contracts/category-list.js';
import type { Db } from '../../../platform/db/types.js';
import { createJsonCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { findCategoryOptions } from './queries.js';

/** The tables the category list reads (test/harness/cache-tables.test.ts holds it to that). */
export const CATEGORY_LIST_TABLES = ['categories', 'departments'] as const;

/** The catalogue in the compact form of the contract: column by column, each department's title once. */
export async function buildCategoryList(db: Db): Promise<CategoryList> {
  const list: CategoryList = { departments: [], ids: [], numbers: [], descriptions: [], departmentOf: [] };
  const indexOf = new Map<string, number>();
  for (const c of await findCategoryOptions(db)) {
    let d = indexOf.get(c.department);
    if (d === undefined) {
      d = list.departments.push(c.department) - 1;
      indexOf.set(c.department, d);
    }
    list.ids.push(c.id);
    list.numbers.push(c.name);
    list.descriptions.push(c.description);
    list.departmentOf.push(d);
  }
  return list;
}

// One answer for everyone: about 1 MB on a 20,000-category catalogue, 11 MB on 200,000 (the xlarge
// bench set, issue 36.4), which an 8 MB bound never kept: every pull screen built it again.
const cache = createJsonCache({ tables: CATEGORY_LIST_TABLES, maxBytes: 24_000_000 });

/** The serialized list, built again only when a category or a department moves. */
export const categoryListJson = (db: Db): Promise<JsonAnswer> =>
  cache.get(db, 'all', () => buildCategoryList(db));
