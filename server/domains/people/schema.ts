import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * What a day of labor costs (issue 37.5), in integer cents: the rate of a labor category (a tech
 * role, `category_id`) or one technician's own (`contact_id`), which overrides the role's whole
 * rate when set. A day of at most `half_day_hours` is paid the half-day rate; each hour past
 * `overtime_after_hours` adds the overtime rate; per diem is paid for each day. Admins only (spec 6).
 */
export const laborRates = pgTable(
  'labor_rates',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id),
    contactId: integer('contact_id').references(() => contacts.id),
    dayCents: integer('day_cents').notNull(),
    halfDayCents: integer('half_day_cents').notNull(),
    halfDayHours: integer('half_day_hours').notNull().default(5),
    overtimeCentsPerHour: integer('overtime_cents_per_hour').notNull().default(0),
    overtimeAfterHours: integer('overtime_after_hours').notNull().default(10),
    perDiemCents: integer('per_diem_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('labor_rates_owner_ck', sql`(${t.categoryId} is null) <> (${t.contactId} is null)`),
    check(
      'labor_rates_amounts_ck',
      sql`${t.dayCents} >= 0 and ${t.halfDayCents} >= 0 and ${t.overtimeCentsPerHour} >= 0 and ${t.perDiemCents} >= 0`,
    ),
    check(
      'labor_rates_hours_ck',
      sql`${t.halfDayHours} between 0 and 24 and ${t.overtimeAfterHours} between 1 and 24`,
    ),
    uniqueIndex('labor_rates_category_uq').on(t.categoryId).where(sql`${t.categoryId} is not null`),
    uniqueIndex('labor_rates_contact_uq').on(t.contactId).where(sql`${t.contactId} is not null`),
  ],
);
