import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contactsLink } from '../contacts-link.js';
import { timestamps } from './columns.js';

export const events = pgTable(
  'events',
  {
    /** The bid number, which staff quote and search by. */
    id: integer('id').primaryKey(),
    showName: text('show_name').notNull(),
    accountManagerId: integer('account_manager_id').references(() => contactsLink.id),
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
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    contactId: integer('contact_id').references(() => contactsLink.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_contact_id_idx').on(t.contactId),
  ],
);
