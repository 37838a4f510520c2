import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { timestamps } from '../../platform/db/schema/columns.js';
import { events, users } from '../../platform/db/schema/core.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { categories } from '../catalog/schema.js';
import { contacts } from '../people/schema.js';

/*
 * Staffing: who is away, who is booked, who was invited. Several areas read these (labor invites,
 * days unavailable, the flow calendar), so they live in a domain module. Who can fill which
 * position (tech roles) is the people domain's.
 */

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

/** Wall-clock time at the venue: a 7 AM crew call is 7 AM wherever the show is. */
const localTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });

/**
 * A crew slot on an event (DOMAIN "Position"). Uncrewed when contact_id is null; Tentative while
 * is_tentative (an invite awaits an answer); otherwise Confirmed.
 */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull(),
    contactId: integer('contact_id').references(() => contacts.id),
    isTentative: boolean('is_tentative').notNull().default(false),
    isStashed: boolean('is_stashed').notNull().default(false),
    isResolved: boolean('is_resolved').notNull().default(false),
    laborNotes: text('labor_notes').notNull().default(''),
    internalNotes: text('internal_notes').notNull().default(''),
    inAt: localTime('in_at').notNull(),
    outAt: localTime('out_at').notNull(),
    loadInConfirmed: boolean('load_in_confirmed').notNull().default(true),
    loadOutConfirmed: boolean('load_out_confirmed').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('positions_times_ck', sql`${t.outAt} >= ${t.inAt}`),
    check('positions_tentative_ck', sql`not ${t.isTentative} or ${t.contactId} is not null`),
    index('positions_event_idx').on(t.eventId),
    // Who is booked when: the invitee list and the flow calendar.
    index('positions_contact_dates_idx').on(t.contactId, t.inAt),
  ],
);

export const inviteAnswer = pgEnum('invite_answer', ['pending', 'accepted', 'declined']);

/** One invite message to one contact for one position (DOMAIN "Invite"). */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    sentByUserId: integer('sent_by_user_id').references(() => users.id),
    includesTravelDates: boolean('includes_travel_dates').notNull().default(false),
    extraNotes: text('extra_notes').notNull().default(''),
    outboxMessageId: integer('outbox_message_id').references(() => outboxMessages.id),
    answer: inviteAnswer('answer').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    // At most one open invite per position: two staff sending at once cannot both win.
    uniqueIndex('invites_one_pending_uq').on(t.positionId).where(sql`${t.answer} = 'pending'`),
    index('invites_position_idx').on(t.positionId, t.createdAt),
    index('invites_contact_idx').on(t.contactId),
  ],
);
