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
import { users } from '../../platform/db/schema/core.js';
import { categories } from '../catalog/schema.js';
import { contacts } from '../people/schema.js';
import { qty } from './quantity-column.js';

/*
 * Shows: the events (bids) the company works, their quote lines (bid items), the gear-flow
 * commitments, the pulls each event has, and the crew's travel. Positions, invites and days
 * unavailable are staffing's; the pull's lines and assignments are show-pulls'.
 */

/** Wall-clock time where a trip starts or ends, like a position's crew call. */
const localTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });

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
    /** The venue's IANA zone (America/Chicago); null: the venue state's zone, else TIME_ZONE. */
    timeZone: text('time_zone'),
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
    // The dates an event holds its gear (load-in to load-out, else its show dates): what a pull's
    // shortages compare (show-pulls/lines/queries.ts). Cancelled events hold nothing.
    index('events_stock_window_idx')
      .on(sql`coalesce(${t.loadInDate}, ${t.startDate})`, sql`coalesce(${t.loadOutDate}, ${t.endDate})`)
      .where(sql`not ${t.isCancelled}`),
  ],
);

/** The warehouse pick list of an event; every event has its main one, more can be added. */
export const showPulls = pgTable(
  'show_pulls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    name: text('name').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    /** Bumped by every write to any pull of the event: what the read cache keys on. */
    ...timestamps,
  },
  (t) => [
    index('show_pulls_event_id_idx').on(t.eventId),
    uniqueIndex('show_pulls_one_main_uq').on(t.eventId).where(sql`${t.isMain}`),
  ],
);

/** A bid item: one line of the event's quote. */
export const eventItems = pgTable(
  'event_items',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull(),
    groupName: text('group_name').notNull().default(''),
    qtyRequired: qty('qty_required'),
    clientNote: text('client_note').notNull().default(''),
    notes: text('notes').notNull().default(''),
    vendorId: integer('vendor_id').references(() => contacts.id),
    initials1: text('initials1'),
    initialedByUserId: integer('initialed_by_user_id').references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
    isAssignable: boolean('is_assignable').notNull().default(true),
    isPullable: boolean('is_pullable').notNull().default(true),
    isInGearFlowQueue: boolean('is_in_gear_flow_queue').notNull().default(false),
    isFlowing: boolean('is_flowing').notNull().default(false),
    isStashed: boolean('is_stashed').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The line's key within the bid, as the sales system knows it (imports match on it). */
    lineKey: text('line_key'),
    ...timestamps,
  },
  (t) => [
    index('event_items_event_id_idx').on(t.eventId, t.sortOrder),
    index('event_items_category_id_idx').on(t.categoryId),
    index('event_items_vendor_id_idx').on(t.vendorId),
    uniqueIndex('event_items_line_key_uq').on(t.eventId, t.lineKey),
    check('event_items_qty_ck', sql`${t.qtyRequired} >= 0`),
  ],
);

/** Gear flow: a category-level quantity the availability system committed to the event. */
export const commitments = pgTable(
  'commitments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    quantity: qty('quantity'),
    crossRentalQty: qty('cross_rental_qty'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('commitments_event_category_uq').on(t.eventId, t.categoryId),
    index('commitments_category_id_idx').on(t.categoryId),
  ],
);

/*
 * Travel: a technician's trips to and from events (DOMAIN "Travel item"). The flow calendar draws
 * them and the calendar feed lists them.
 */

/** How they go: the flow calendar colours a bar by this (flight orange, drive green, local blue, other red). */
export const travelKind = pgEnum('travel_kind', ['flight', 'drive', 'local', 'other']);
/** To the event (in) or home from it (out). */
export const travelDirection = pgEnum('travel_direction', ['in', 'out']);

export const travelItems = pgTable(
  'travel_items',
  {
    id: serial('id').primaryKey(),
    /** The trip's key in the company's own system (imports match on it). */
    key: text('key'),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    /** The bid the trip is for; null for travel not tied to one event. */
    eventId: integer('event_id').references(() => events.id),
    kind: travelKind('kind').notNull(),
    direction: travelDirection('direction').notNull(),
    /** Not booked yet: a guess of when they would travel (drawn grey, 10 hours wide). */
    isEstimated: boolean('is_estimated').notNull().default(false),
    departsAt: localTime('departs_at').notNull(),
    arrivesAt: localTime('arrives_at').notNull(),
    /** "AA 1234 DFW → LAS", "Rental car from the shop". */
    details: text('details').notNull().default(''),
    /** What the trip costs as entered (fare, mileage), in cents: part of the event's labor cost. */
    costCents: integer('cost_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('travel_items_cost_ck', sql`${t.costCents} >= 0`),
    check('travel_items_times_ck', sql`${t.arrivesAt} >= ${t.departsAt}`),
    index('travel_items_contact_departs_idx').on(t.contactId, t.departsAt),
    index('travel_items_event_idx').on(t.eventId),
    uniqueIndex('travel_items_key_uq').on(t.key),
    // The flow calendar asks "who travels in this range".
    index('travel_items_departs_idx').on(t.departsAt),
  ],
);
