import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../contracts/webhooks.js';
import type { Db } from '../../platform/db/types.js';

/**
 * Queues `event` for every active endpoint subscribed to it. Call it with the transaction of the
 * change it tells of: the delivery rows commit with the change or not at all, and the worker
 * sends them after the commit (features/webhooks/worker.ts). One statement, and a cheap one when
 * no endpoint listens (the endpoints table is a handful of rows).
 */
export async function enqueueWebhook(
  tx: Db,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.execute(sql`insert into webhook_deliveries (endpoint_id, event, body)
    select id, ${event}, ${webhookBody(event, data)} from webhook_endpoints
    where active and ${event} = any(events)`);
}

/** The JSON every delivery carries: what happened, when, and its facts (ids a receiver reads back by). */
export function webhookBody(event: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({ event, occurredAt: at.toISOString(), data });
}
