import { randomBytes } from 'node:crypto';
import type { BodyOf } from '../../../contracts/call.js';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpointSummary,
  type WebhookEvent,
  type webhookCalls,
} from '../../../contracts/webhooks.js';
import { webhookBody } from '../../domains/webhooks/enqueue.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyTimestamp } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import * as q from './queries.js';
import { deliverOne, type WorkerOptions } from './worker.js';

/** A signing secret: 32 random bytes, marked so a leaked one is recognised for what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const summaryOf = (r: q.EndpointRow): WebhookEndpointSummary => ({
  id: r.id,
  url: r.url,
  events: r.events as WebhookEvent[],
  active: r.active,
  createdBy: r.createdBy,
  createdText: prettyTimestamp(r.createdAt),
  queued: r.queued,
  failed: r.failed,
});

const deliveryOf = (d: q.DeliveryRow): WebhookDelivery => ({
  id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastError: d.lastError,
  createdText: prettyTimestamp(d.createdAt),
  lastAttemptText: d.lastAttemptAt && prettyTimestamp(d.lastAttemptAt),
  nextAttemptText: d.status === 'queued' ? prettyTimestamp(d.nextAttemptAt) : null,
  deliveredText: d.deliveredAt && prettyTimestamp(d.deliveredAt),
});

export async function listEndpoints(db: Db): Promise<WebhookEndpointSummary[]> {
  return (await q.listEndpoints(db)).map(summaryOf);
}

async function endpoint(db: Db, id: number): Promise<WebhookEndpointSummary> {
  const [row] = await q.listEndpoints(db, id);
  if (!row) throw notFound('That webhook endpoint');
  return summaryOf(row);
}

/**
 * Registers an endpoint. Its secret is answered this once and never listed again (a screen left
 * open or a shared screenshot does not give it away); a lost secret is replaced with a new one.
 */
export async function createEndpoint(
  db: Db,
  admin: SessionUser,
  input: BodyOf<typeof webhookCalls.create>,
): Promise<{ endpoint: WebhookEndpointSummary; secret: string }> {
  const secret = newSecret();
  const id = await db.transaction((tx) =>
    q.insertEndpoint(tx, { ...input, secret, createdByUserId: admin.id }),
  );
  return { endpoint: await endpoint(db, id), secret };
}

export async function updateEndpoint(
  db: Db,
  id: number,
  input: BodyOf<typeof webhookCalls.update>,
): Promise<{ endpoint: WebhookEndpointSummary }> {
  const done = await db.transaction((tx) => q.updateEndpoint(tx, id, input));
  if (!done) throw notFound('That webhook endpoint');
  return { endpoint: await endpoint(db, id) };
}

/** Deletes the endpoint; its deliveries go with it (none waiting is sent). */
export async function removeEndpoint(db: Db, id: number): Promise<void> {
  const done = await db.transaction((tx) => q.deleteEndpoint(tx, id));
  if (!done) throw notFound('That webhook endpoint');
}

/** A new secret, at once: deliveries still queued are signed with it when they are sent. */
export async function replaceSecret(
  db: Db,
  id: number,
): Promise<{ endpoint: WebhookEndpointSummary; secret: string }> {
  const secret = newSecret();
  const done = await db.transaction((tx) => q.updateEndpoint(tx, id, { secret }));
  if (!done) throw notFound('That webhook endpoint');
  return { endpoint: await endpoint(db, id), secret };
}

export async function deliveriesOf(db: Db, id: number): Promise<WebhookDelivery[]> {
  await endpoint(db, id);
  return (await q.deliveriesOf(db, id)).map(deliveryOf);
}

async function sentNow(db: Db, id: number, options: WorkerOptions): Promise<{ delivery: WebhookDelivery }> {
  const outcome = await deliverOne(db, id, options);
  if (!outcome)
    throw new AppError('conflict', 'This delivery is being sent right now. Look again in a moment.');
  return { delivery: deliveryOf((await q.findDelivery(db, id))!) };
}

/**
 * Sends a test event to the endpoint now (even a disabled one: checking it before turning it on is
 * the point), logged like any delivery and retried like one if it fails.
 */
export async function sendTest(db: Db, admin: SessionUser, id: number, options: WorkerOptions) {
  const target = await endpoint(db, id);
  const body = webhookBody(WEBHOOK_TEST_EVENT, { endpointId: target.id, sentBy: admin.name });
  const deliveryId = await db.transaction((tx) => q.insertDelivery(tx, id, WEBHOOK_TEST_EVENT, body));
  return sentNow(db, deliveryId, options);
}

/** An admin's Retry: the delivery is sent now, with its attempts counted afresh. */
export async function retryDelivery(db: Db, id: number, options: WorkerOptions) {
  const found = await q.findDelivery(db, id);
  if (!found) throw notFound('That delivery');
  if (found.status === 'delivered') throw new AppError('conflict', 'This delivery was delivered already.');
  const requeued = await db.transaction((tx) => q.requeueDelivery(tx, id, new Date()));
  if (!requeued)
    throw new AppError('conflict', 'This delivery is being sent right now. Look again in a moment.');
  return sentNow(db, id, options);
}
