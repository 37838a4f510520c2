import { index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    index('error_reports_created_at_idx').on(t.createdAt),
    index('error_reports_user_id_idx').on(t.userId),
    uniqueIndex('error_reports_fingerprint_idx').on(t.fingerprint),
  ],
);
