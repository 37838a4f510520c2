import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/schema/columns.js';
import { categories, departments } from '../catalog/schema.js';

/*
 * People: the company's contacts (technicians, account managers, vendors, clients) and the
 * positions each technician can fill. The platform's session reads a few contact columns through
 * its own declaration of this table (platform/db/contacts-link.ts).
 */

export const contactKind = pgEnum('contact_kind', ['technician', 'account_manager', 'vendor', 'client']);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    /** The company's own id for the person: what an import matches a row on. */
    externalKey: text('external_key'),
    kind: contactKind('kind').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nickname: text('nickname'),
    legalName: text('legal_name'),
    companyName: text('company_name'),
    mobilePhone: text('mobile_phone'),
    primaryEmail: text('primary_email'),
    departmentId: integer('department_id').references(() => departments.id),
    techGroup: text('tech_group'),
    isStaff: boolean('is_staff').notNull().default(false),
    targetDays: integer('target_days').notNull().default(0),
    dayRate: numeric('day_rate', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    homeState: text('home_state'),
    isPartTime: boolean('is_part_time').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** A contact in use (on a position, an invite, a login) is deactivated, never deleted. */
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('contacts_kind_idx').on(t.kind),
    index('contacts_department_id_idx').on(t.departmentId),
    index('contacts_last_first_idx').on(t.lastName, t.firstName),
    uniqueIndex('contacts_external_key_uq').on(t.externalKey).where(sql`${t.externalKey} is not null`),
  ],
);

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
