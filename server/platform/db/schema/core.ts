import { sql } from 'drizzle-orm';
import {
  boolean,
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
    contactId: integer('contact_id').references(() => contactsLink.id),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_contact_id_idx').on(t.contactId),
  ],
);
