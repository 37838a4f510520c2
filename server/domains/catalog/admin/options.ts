import type { CatalogOptions } from '../../../../contracts/catalog.js';
import type { Db } from '../../../platform/db/types.js';
import { findCatalogOptions } from './departments-queries.js';
import { findPullGroupOptions } from './pull-groups.js';

/** What the editors' selects offer: every department, pull group and department group. */
export async function catalogOptions(db: Db): Promise<CatalogOptions> {
  const [base, pullGroups] = await Promise.all([findCatalogOptions(db), findPullGroupOptions(db)]);
  return { ...base, pullGroups };
}
