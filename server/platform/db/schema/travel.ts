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
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { contacts, events } from './core.js';

/*
 * Travel: a technician's trips to and from events (DOMAIN "Travel item"). The flow calendar draws
 * them and the calendar feed lists them; labor invites may offer them, so they live in the platform.
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
