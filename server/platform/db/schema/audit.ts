import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apiTokens } from './api-tokens.js';
import { users } from './core.js';

/**
 * Who changed what and when: one row per inserted, updated or deleted row of the audited tables,
 * written by the `loadout_audit` trigger (migration 0006) in the same transaction as the change.
 * `changes` holds the new row (insert), the old row (delete), or `{column: [before, after]}`.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The API token the change came through, if any (set by a trigger from loadout.api_token_id). */
    apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    tableName: text('table_name').notNull(),
    rowId: bigint('row_id', { mode: 'number' }),
    action: text('action', { enum: ['insert', 'update', 'delete'] }).notNull(),
    eventId: integer('event_id'),
    sheetId: integer('sheet_id'),
    contactId: integer('contact_id'),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('audit_entries_event_idx').on(t.eventId, t.at).where(sql`${t.eventId} is not null`),
    index('audit_entries_sheet_idx').on(t.sheetId, t.at).where(sql`${t.sheetId} is not null`),
    index('audit_entries_contact_idx').on(t.contactId, t.at).where(sql`${t.contactId} is not null`),
    index('audit_entries_row_idx').on(t.tableName, t.rowId),
  ],
);
