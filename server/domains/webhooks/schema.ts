import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';

/**
 * A receiver an admin registered (issue 34.4): Loadout POSTs the events it subscribes to there,
 * signed with its secret. The secret is kept as drawn (HMAC needs it), shown once when drawn.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  /** Event names (contracts/webhooks.ts `WEBHOOK_EVENTS`). */
  events: text('events').array().notNull(),
  active: boolean('active').notNull().default(true),
  createdByUserId: integer('created_by_user_id')
    .notNull()
    .references(() => users.id),
  ...timestamps,
});

/**
 * queued: to be sent at next_attempt_at (again after a failure, with backoff);
 * delivered: the receiver answered 2xx; failed: the attempts ran out (an admin may Retry).
 */
export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['queued', 'delivered', 'failed']);

/**
 * The outbox of deliveries: a row is written in the same transaction as the change it tells of
 * (enqueue.ts), and sent after the commit by the delivery worker (features/webhooks/worker.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The JSON body as sent: the signature is over these exact bytes, on every attempt. */
    body: text('body').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker claimed it until then (two processes never send one row at once). */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** The receiver's last HTTP status (null: no answer: refused, timed out, blocked). */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);
