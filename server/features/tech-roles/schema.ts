import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/schema/columns.js';
import { categories, contacts } from '../../platform/db/schema/core.js';

/** A position (labor) category a contact can fill; what invitee lists are filtered by. */
export const techRoles = pgTable(
  'tech_roles',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    ...timestamps,
  },
  (t) => [
    // A contact holds a role once ('{name} already has this role').
    uniqueIndex('tech_roles_contact_category_uq').on(t.contactId, t.categoryId),
    index('tech_roles_category_id_idx').on(t.categoryId),
  ],
);
