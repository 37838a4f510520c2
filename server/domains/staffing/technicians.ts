import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/types.js';
import { departments } from '../catalog/schema.js';
import { contacts, techRoles } from '../people/schema.js';

/**
 * Every active technician (one who left is deactivated, not deleted) with their department, by last name, as the staffing pickers list them; with
 * a category, whether each holds a role for it (the invitee list puts those first).
 */
export function findTechnicians(db: Db, roleCategoryId?: number) {
  const query = db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      nickname: contacts.nickname,
      email: contacts.primaryEmail,
      department: departments.title,
      hasRole: roleCategoryId === undefined ? sql<boolean>`false` : sql<boolean>`${techRoles.id} is not null`,
    })
    .from(contacts)
    .leftJoin(departments, eq(departments.id, contacts.departmentId))
    .where(and(eq(contacts.kind, 'technician'), eq(contacts.isActive, true)))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
    .$dynamic();
  return roleCategoryId === undefined
    ? query
    : query.leftJoin(
        techRoles,
        and(eq(techRoles.contactId, contacts.id), eq(techRoles.categoryId, roleCategoryId)),
      );
}
