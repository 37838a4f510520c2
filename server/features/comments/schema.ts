import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from '../../domains/shows/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';

/** A note on an event that needs an answer; unresolved until someone resolves it. */
export const eventComments = pgTable(
  'event_comments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    comment: text('comment').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** Kept as written: comments outlive accounts (and imported ones have no account). */
    creatorName: text('creator_name').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.id),
    /** The creator was told when it was resolved. */
    resolvedWithAlert: boolean('resolved_with_alert').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('event_comments_event_id_idx').on(t.eventId, t.createdAt),
    // The list shows only unresolved comments: a small partial index keeps it fast as history grows.
    index('event_comments_unresolved_idx').on(t.eventId).where(sql`${t.resolvedAt} is null`),
    index('event_comments_created_by_idx').on(t.createdByUserId),
  ],
);
