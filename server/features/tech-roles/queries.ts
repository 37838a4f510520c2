import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { categories, departments } from '../../domains/catalog/schema.js';
import { techRoles } from '../../domains/people/schema.js';
import type { Db } from '../../platform/db/types.js';

export function findLaborCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      number: categories.categoryNumber,
      description: categories.description,
      department: departments.title,
    })
    .from(categories)
    .innerJoin(departments, eq(departments.id, categories.departmentId))
    .where(eq(categories.isLabor, true))
    .orderBy(asc(categories.categoryNumber));
}

const roleColumns = {
  id: techRoles.id,
  categoryId: techRoles.categoryId,
  number: categories.categoryNumber,
  description: categories.description,
};
export type RoleRow = { id: number; categoryId: number; number: number; description: string };

export function findRoles(db: Db, contactId: number): Promise<RoleRow[]> {
  return db
    .select(roleColumns)
    .from(techRoles)
    .innerJoin(categories, eq(categories.id, techRoles.categoryId))
    .where(eq(techRoles.contactId, contactId))
    .orderBy(asc(categories.categoryNumber));
}

/** Inserts the role unless the contact holds it already (the unique key decides, race-free). */
export async function insertRole(db: Db, contactId: number, categoryId: number): Promise<number | undefined> {
  const [row] = await db
    .insert(techRoles)
    .values({ contactId, categoryId })
    .onConflictDoNothing({ target: [techRoles.contactId, techRoles.categoryId] })
    .returning({ id: techRoles.id });
  return row?.id;
}

export async function deleteRole(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(techRoles).where(eq(techRoles.id, id)).returning({ id: techRoles.id });
  return rows.length > 0;
}

/** Contacts holding a role whose category number starts with, or description contains, the text. */
export async function findContactIdsByRole(db: Db, text: string): Promise<number[]> {
  const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .selectDistinct({ id: techRoles.contactId })
    .from(techRoles)
    .innerJoin(categories, eq(categories.id, techRoles.categoryId))
    .where(
      and(
        eq(categories.isLabor, true),
        or(
          ilike(categories.description, like),
          sql`${categories.categoryNumber}::text like ${`${text.replace(/[\\%_]/g, '\\$&')}%`}`,
        ),
      ),
    )
    .orderBy(asc(techRoles.contactId));
  return rows.map((r) => r.id);
}
