import { sql } from 'drizzle-orm';
import {
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
import { contacts } from '../../domains/people/schema.js';
import { events } from '../../domains/shows/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';

/*
 * Availability requests (issue 37.3): a question about dates, not an offer. No position is held
 * and a Yes books nothing; turning the yeses into offers starts an ordinary round (labor invites).
 */

/** "Are you free Dec 5–6?", asked of a short list of technicians; optionally about one show. */
export const availabilityRequests = pgTable(
  'availability_requests',
  {
    id: serial('id').primaryKey(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    /** The show it is about, if any: the request is filed in its History. */
    eventId: integer('event_id').references(() => events.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('availability_requests_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    index('availability_requests_end_idx').on(t.endDate),
  ],
);

export const availabilityAnswer = pgEnum('availability_answer', ['pending', 'yes', 'no', 'maybe']);

/**
 * One technician asked, and their answer (changeable while the dates have not passed). The link's
 * token is stored as its SHA-256 hash only and drawn as the mail leaves (links.ts), as an offer's.
 */
export const availabilityAsks = pgTable(
  'availability_asks',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => availabilityRequests.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    answer: availabilityAnswer('answer').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    outboxMessageId: integer('outbox_message_id').references(() => outboxMessages.id),
    tokenHash: text('token_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('availability_asks_request_contact_uq').on(t.requestId, t.contactId),
    uniqueIndex('availability_asks_token_uq').on(t.tokenHash),
    index('availability_asks_contact_idx').on(t.contactId),
    index('availability_asks_message_idx').on(t.outboxMessageId),
  ],
);
