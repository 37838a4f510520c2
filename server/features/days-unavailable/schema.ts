import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/schema/columns.js';
import { contacts, users } from '../../platform/db/schema/core.js';

export const unavailableSource = pgEnum('unavailable_source', ['tech', 'staff', 'declined']);

/** Dates a technician cannot work (both ends included). */
export const daysUnavailable = pgTable(
  'days_unavailable',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    source: unavailableSource('source').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('days_unavailable_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    index('days_unavailable_contact_idx').on(t.contactId, t.startDate),
    // The flow calendar and the invitee list ask "who is away on these dates".
    index('days_unavailable_dates_idx').on(t.startDate, t.endDate),
  ],
);
