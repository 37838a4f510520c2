import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** The library groups departments into named groups (e.g. "Production", "Scenic"). */
export const departmentGroups = pgTable('department_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().unique(),
    colorHex: text('color_hex').notNull(),
    contrastHex: text('contrast_hex').notNull(),
    colorName: text('color_name').notNull(),
    groupId: integer('group_id').references(() => departmentGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('departments_group_id_idx').on(t.groupId)],
);

export const pullGroups = pgTable(
  'pull_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('pull_groups_department_name_uq').on(t.departmentId, t.name)],
);

/** An equipment category, or (is_labor) a labor position category. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    categoryNumber: integer('category_number').notNull(),
    description: text('description').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    pullGroupId: integer('pull_group_id').references(() => pullGroups.id),
    weightLbs: numeric('weight_lbs', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    isSystem: boolean('is_system').notNull().default(false),
    isSalesOnly: boolean('is_sales_only').notNull().default(false),
    isLabor: boolean('is_labor').notNull().default(false),
    isEditable: boolean('is_editable').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_number_uq').on(t.categoryNumber),
    index('categories_department_id_idx').on(t.departmentId),
    index('categories_pull_group_id_idx').on(t.pullGroupId),
    // Library search finds sheet items by category description: lower(description) LIKE '%word%'
    // (pg_trgm serves any substring; LIKE on the lowered text is several times faster than ILIKE).
    index('categories_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    // ...and walks descriptions in order (words too short for trigrams).
    index('categories_description_lower_idx').on(sql`lower(${t.description})`, t.id),
  ],
);

export const contactKind = pgEnum('contact_kind', ['technician', 'account_manager', 'vendor', 'client']);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
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
    ...timestamps,
  },
  (t) => [
    index('contacts_kind_idx').on(t.kind),
    index('contacts_department_id_idx').on(t.departmentId),
    index('contacts_last_first_idx').on(t.lastName, t.firstName),
  ],
);

export const events = pgTable(
  'events',
  {
    /** The bid number, which staff quote and search by. */
    id: integer('id').primaryKey(),
    showName: text('show_name').notNull(),
    accountManagerId: integer('account_manager_id').references(() => contacts.id),
    status: text('status').notNull(),
    location: text('location').notNull().default(''),
    venueState: text('venue_state'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    loadInDate: date('load_in_date', { mode: 'string' }),
    loadOutDate: date('load_out_date', { mode: 'string' }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('events_start_end_idx').on(t.startDate, t.endDate),
    index('events_account_manager_id_idx').on(t.accountManagerId),
    index('events_show_name_lower_idx').on(sql`lower(${t.showName})`),
  ],
);

export const userRole = pgEnum('user_role', ['admin', 'staff', 'tech']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    initials: text('initials').notNull(),
    /** Null while an invited person has not set a password yet (invited, not joined). */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull(),
    /** A deactivated account cannot sign in and has no session; what it wrote stays theirs. */
    active: boolean('active').notNull().default(true),
    contactId: integer('contact_id').references(() => contacts.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_contact_id_idx').on(t.contactId),
  ],
);
