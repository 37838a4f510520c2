import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types.js';
import { categories } from './schema.js';

/** One equipment or labor category of the catalogue, with what pulls, sheets and roles check. */
export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      number: categories.categoryNumber,
      description: categories.description,
      departmentId: categories.departmentId,
      weight: categories.weightLbs,
      isSystem: categories.isSystem,
      isLabor: categories.isLabor,
    })
    .from(categories)
    .where(eq(categories.id, id));
  return row;
}
