import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contacts } from '../../domains/people/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { events } from '../../platform/db/schema/core.js';

/**
 * The secret of each technician's calendar feed. The feed's token is an HMAC of the contact and
 * this row's nonce under the server's feed key (FEED_SECRET), so the link can be shown again
 * without being stored; only the token's SHA-256 hash is kept, to find the row from the URL.
 * A reset draws a new nonce: the old link stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    contactId: integer('contact_id')
      .primaryKey()
      .references(() => contacts.id),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);

/** The feed key when FEED_SECRET is not set: drawn once, kept here (one row). */
export const calendarFeedKey = pgTable(
  'calendar_feed_key',
  {
    id: integer('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    ...timestamps,
  },
  (t) => [check('calendar_feed_key_one_row_ck', sql`${t.id} = 1`)],
);

/*
 * Travel: a technician's trips to and from events (DOMAIN "Travel item"). The flow calendar draws
 * them and the calendar feed lists them. Only flow reads them (the demo seed writes some), so they
 * live here rather than in the platform's schema.
 */

/** How they go: the flow calendar colours a bar by this (flight orange, drive green, local blue, other red). */
export const travelKind = pgEnum('travel_kind', ['flight', 'drive', 'local', 'other']);
/** To the event (in) or home from it (out). */
export const travelDirection = pgEnum('travel_direction', ['in', 'out']);

/** Wall-clock time where the trip starts or ends, like a position's crew call. */
const localTime = (name: string) => timestamp(name, { mode: 'string', withTimezone: false });

export const travelItems = pgTable(
  'travel_items',
  {
    id: serial('id').primaryKey(),
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
    ...timestamps,
  },
  (t) => [
    check('travel_items_times_ck', sql`${t.arrivesAt} >= ${t.departsAt}`),
    index('travel_items_contact_departs_idx').on(t.contactId, t.departsAt),
    index('travel_items_event_idx').on(t.eventId),
    // The flow calendar asks "who travels in this range".
    index('travel_items_departs_idx').on(t.departsAt),
  ],
);
