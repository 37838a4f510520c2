import type { Db } from '../../platform/db/types.js';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './post.js';
import { type ClaimedDelivery, claimDeliveries, deleteDoneBefore, recordAttempt } from './queries.js';

/** A claimed delivery belongs to its worker this long: well past the POST's timeout. */
const LEASE_MS = 60_000;
/** Tries before a delivery is given up as failed (an admin may Retry it). */
export const MAX_ATTEMPTS = 8;
/** The wait after the first failure, doubled after each one, up to the cap: 30 s, 1 min, … 1 h. */
const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_CAP_MS = 3_600_000;
/** The delivery log keeps a delivery done (delivered or failed) this long. */
export const DELIVERY_LOG_DAYS = 30;
/** Deliveries sent at once by one worker (one slow receiver does not hold up the others). */
const BATCH = 20;

export const backoffMs = (attempts: number) =>
  Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));

export interface WorkerOptions {
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private addresses may be reached. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface Outcome {
  id: number;
  status: 'queued' | 'delivered' | 'failed';
}

/**
 * Sends every delivery due at `now` (the server's clock, or a test's own): claimed in batches
 * (queries.ts `claimDeliveries`), posted, and each outcome recorded: delivered on a 2xx, else due
 * again after the backoff, or failed once MAX_ATTEMPTS ran out.
 */
export async function deliverDue(db: Db, options: WorkerOptions, now = new Date()): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (;;) {
    const claimed = await claimDeliveries(db, now, LEASE_MS, BATCH);
    outcomes.push(...(await Promise.all(claimed.map((c) => attempt(db, c, options, now)))));
    if (claimed.length < BATCH) return outcomes;
  }
}

/** Sends one delivery now if it is due and nobody holds it (Send test, Retry); undefined if not. */
export async function deliverOne(
  db: Db,
  id: number,
  options: WorkerOptions,
  now = new Date(),
): Promise<Outcome | undefined> {
  const [claim] = await claimDeliveries(db, now, LEASE_MS, 1, id);
  return claim && attempt(db, claim, options, now);
}

async function attempt(db: Db, claim: ClaimedDelivery, options: WorkerOptions, now: Date): Promise<Outcome> {
  const result = await postWebhook(
    { url: claim.url, secret: claim.secret, event: claim.event, deliveryId: claim.id, body: claim.body },
    { allowPrivate: options.allowPrivate, timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
  );
  const at = new Date(now.getTime());
  if (result.ok) {
    await recordAttempt(db, claim, {
      status: 'delivered',
      lastStatus: result.status,
      lastError: null,
      lastAttemptAt: at,
      deliveredAt: at,
    });
    return { id: claim.id, status: 'delivered' };
  }
  const status = claim.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
  await recordAttempt(db, claim, {
    status,
    lastStatus: result.status,
    lastError: result.error,
    lastAttemptAt: at,
    nextAttemptAt: new Date(now.getTime() + backoffMs(claim.attempts)),
  });
  return { id: claim.id, status };
}

/** Drops deliveries done more than DELIVERY_LOG_DAYS ago (hourly, main.ts); waiting ones stay. */
export const pruneDeliveries = (db: Db, now = new Date()) =>
  db.transaction((tx) => deleteDoneBefore(tx, new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000)));
