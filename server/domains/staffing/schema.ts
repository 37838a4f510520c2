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
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { categories } from '../catalog/schema.js';
import { contacts } from '../people/schema.js';
import { events } from '../shows/schema.js';

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
    /** The position's key within the bid, as the sales system knows it (imports match on it). */
    lineKey: text('line_key'),
    ...timestamps,
  },
  (t) => [
    check('positions_times_ck', sql`${t.outAt} >= ${t.inAt}`),
    check('positions_tentative_ck', sql`not ${t.isTentative} or ${t.contactId} is not null`),
    index('positions_event_idx').on(t.eventId),
    uniqueIndex('positions_line_key_uq').on(t.eventId, t.lineKey),
    // Who is booked when: the invitee list and the flow calendar.
    index('positions_contact_dates_idx').on(t.contactId, t.inAt),
  ],
);

/**
 * A round offers one position to several technicians (issue 37.1): `first` asks all at once and
 * the first Accept confirms; `order` asks one at a time, each for `answer_minutes`, moving on when
 * the ask is declined or its deadline (`due_at`) passes. The sweep (labor-invites/rounds-sweep.ts)
 * finds due rounds by `due_at` and claims each for `lease_until`, so two server processes never
 * move one round twice, and a restart loses no deadline.
 */
export const roundMode = pgEnum('offer_round_mode', ['first', 'order']);
export const roundState = pgEnum('offer_round_state', ['open', 'filled', 'exhausted', 'withdrawn']);

export const offerRounds = pgTable(
  'offer_rounds',
  {
    id: serial('id').primaryKey(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    mode: roundMode('mode').notNull(),
    state: roundState('state').notNull().default('open'),
    answerMinutes: integer('answer_minutes').notNull().default(240),
    includesTravelDates: boolean('includes_travel_dates').notNull().default(false),
    extraNotes: text('extra_notes').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** When the current ask of an `order` round runs out; null when nothing waits on time. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** A sweeping process holds the round until then (it crashed if the time passed). */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    // One open round per position: two staff starting rounds at once cannot both win.
    uniqueIndex('offer_rounds_one_open_uq').on(t.positionId).where(sql`${t.state} = 'open'`),
    index('offer_rounds_due_idx').on(t.dueAt).where(sql`${t.state} = 'open'`),
  ],
);

/**
 * `queued`: in an in-order round, not asked yet. `withdrawn`: staff took the offer back. `filled`:
 * another technician of the round accepted first. `expired`: an in-order ask's time ran out.
 */
export const inviteAnswer = pgEnum('invite_answer', [
  'pending',
  'accepted',
  'declined',
  'queued',
  'withdrawn',
  'filled',
  'expired',
]);

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
    /** The round this invite belongs to, and its place in an in-order round (0 first). */
    roundId: integer('round_id').references(() => offerRounds.id),
    roundOrder: integer('round_order'),
    ...timestamps,
  },
  (t) => [
    // At most one open invite per position outside rounds: two staff sending at once cannot both
    // win. A first-to-accept round holds several; the round's own index guards it.
    uniqueIndex('invites_one_pending_uq')
      .on(t.positionId)
      .where(sql`${t.answer} = 'pending' and ${t.roundId} is null`),
    uniqueIndex('invites_round_contact_uq').on(t.roundId, t.contactId),
    index('invites_position_idx').on(t.positionId, t.createdAt),
    index('invites_contact_idx').on(t.contactId),
  ],
);

/**
 * The one-tap answer link of an invite. The link holds a random token; only its SHA-256 hash is
 * kept, so a copy of the database answers no offer. The token is drawn as the invite mail leaves
 * (tokens.ts). It is good for its invite only, while that invite waits for an answer, its show is
 * live, its position not stashed and not started.
 */
export const offerTokens = pgTable(
  'offer_tokens',
  {
    id: serial('id').primaryKey(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => invites.id),
    tokenHash: text('token_hash').notNull(),
    /** When the link answered its invite (a decline then offers the days-unavailable step once). */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** When the declined dates were added to the tech's days unavailable through the link. */
    daysAddedAt: timestamp('days_added_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('offer_tokens_hash_uq').on(t.tokenHash),
    index('offer_tokens_invite_idx').on(t.inviteId),
  ],
);
