import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';

export const errorReportKind = pgEnum('error_report_kind', ['request', 'script']);

/** A failure the browser reported through POST /errors/js. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    kind: errorReportKind('kind').notNull(),
    message: text('message').notNull(),
    /** The message with its ids, dates and numbers replaced: one failing action is one group. */
    groupKey: text('group_key'),
    contactName: text('contact_name'),
    extra: jsonb('extra').$type<unknown>(),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Same kind, message, page and user: a repeat is counted here (updated_at is its last time), not stored again. */
    fingerprint: text('fingerprint'),
    repeats: integer('repeats').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('error_reports_message_idx').on(t.message),
    index('error_reports_group_key_idx').on(t.groupKey, t.updatedAt),
    index('error_reports_created_at_idx').on(t.createdAt),
    index('error_reports_user_id_idx').on(t.userId),
    uniqueIndex('error_reports_fingerprint_idx').on(t.fingerprint),
  ],
);

/**
 * A group an admin marked resolved. It counts as resolved only while no report of the group came
 * after `resolvedAt`, so a failure that happens again reopens it without anyone writing here.
 */
export const errorReportResolutions = pgTable('error_report_resolutions', {
  groupKey: text('group_key').primaryKey(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});
