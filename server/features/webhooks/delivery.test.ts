import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-db.js';
import { startReceiver } from '../../../test/webhook-receiver.js';
import { enqueueWebhook } from '../../domains/webhooks/enqueue.js';
import { webhookEndpoints } from '../../domains/webhooks/schema.js';
import { type Database, selectRows } from '../../platform/db/types.js';
import { isPrivateAddress, PRIVATE_REFUSAL } from './address-guard.js';
import { postWebhook, signatureOf } from './post.js';
import { backoffMs, DELIVERY_LOG_DAYS, deliverDue, MAX_ATTEMPTS, pruneDeliveries } from './worker.js';

/** Issue 34.4: the delivery worker against receivers on loopback, with the clock in the test's hands. */
let database: Database;
let drop: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** A timeout for a loaded machine; the hanging receiver's test sets a short one. */
const options = { allowPrivate: true, timeoutMs: 10_000 };

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  receiver = await startReceiver();
  const admin = await buildUser(database.db, { role: 'admin' });
  await database.db
    .insert(webhookEndpoints)
    .values({ url: receiver.url, secret: 'whsec_test', events: ['pull.changed'], createdByUserId: admin.id });
});
afterAll(async () => {
  await receiver.close();
  await drop();
});
beforeEach(async () => {
  await database.db.execute(sql`delete from webhook_deliveries`);
  receiver.received.length = 0;
  receiver.answer((_req, res) => res.end('ok'));
});

const queue = (n = 1) =>
  database.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await enqueueWebhook(tx, 'pull.changed', { pullId: i + 1 });
  });
const rows = () =>
  selectRows<{
    id: number;
    status: string;
    attempts: number;
    next_attempt_at: Date;
    last_error: string | null;
  }>(
    database.db,
    sql`select id, status, attempts, next_attempt_at, last_error from webhook_deliveries order by id`,
  );
const at = (t0: Date, ms: number) => new Date(t0.getTime() + ms);

describe('the delivery worker', () => {
  it('signs the exact body it sends with the endpoint secret', async () => {
    await queue();
    const [outcome] = await deliverDue(database.db, options);
    expect(outcome!.status).toBe('delivered');
    const got = receiver.received[0]!;
    expect(got.headers['x-loadout-signature']).toBe(signatureOf('whsec_test', got.body));
    expect(JSON.parse(got.body)).toMatchObject({ event: 'pull.changed', data: { pullId: 1 } });
    expect(await deliverDue(database.db, options)).toEqual([]);
  });

  it('retries a receiver that times out, then answers 500, with backoff; delivers once it recovers', async () => {
    await queue();
    const t0 = new Date();
    // Hangs: no answer within the timeout.
    receiver.answer(() => {});
    expect((await deliverDue(database.db, { ...options, timeoutMs: 300 }, t0))[0]!.status).toBe('queued');
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, last_error: 'No answer within 0.3 s.' });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(t0.getTime() + backoffMs(1));
    // Not due before the backoff has passed.
    expect(await deliverDue(database.db, options, at(t0, backoffMs(1) - 1))).toEqual([]);

    receiver.answer((_req, res) => res.writeHead(500).end());
    const t1 = at(t0, backoffMs(1));
    expect((await deliverDue(database.db, options, t1))[0]!.status).toBe('queued');
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, last_error: 'Answered 500.' });
    expect(new Date(row!.next_attempt_at).getTime()).toBe(t1.getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    receiver.answer((_req, res) => res.writeHead(204).end());
    const t2 = at(t1, backoffMs(2));
    expect((await deliverDue(database.db, options, t2))[0]!.status).toBe('delivered');
    expect((await rows())[0]).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    expect(receiver.received).toHaveLength(3);
    expect(await deliverDue(database.db, options, at(t2, 86_400_000))).toEqual([]);
  });

  it('gives up as failed after the last attempt; the backoff is capped', async () => {
    await queue();
    receiver.answer((_req, res) => res.writeHead(503).end());
    let now = new Date();
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const [outcome] = await deliverDue(database.db, options, now);
      expect(outcome!.status).toBe(i < MAX_ATTEMPTS ? 'queued' : 'failed');
      now = at(now, backoffMs(i));
    }
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await deliverDue(database.db, options, at(now, 86_400_000))).toEqual([]);
    expect(backoffMs(30)).toBe(3_600_000);
  });

  it('two workers at once never deliver one row twice', async () => {
    await queue(45);
    const [a, b] = await Promise.all([deliverDue(database.db, options), deliverDue(database.db, options)]);
    const ids = [...a!, ...b!].map((o) => o.id);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
    const sent = receiver.received.map((r) => r.headers['x-loadout-delivery']);
    expect(sent).toHaveLength(45);
    expect(new Set(sent).size).toBe(45);
    expect((await rows()).filter((r) => r.status !== 'delivered')).toEqual([]);
  });

  it('keeps done deliveries in the log for a month, and waiting ones until they are done', async () => {
    await queue(2);
    const [first] = await rows();
    await deliverDue(database.db, options, new Date());
    await database.db.execute(sql`update webhook_deliveries set status = 'queued' where id <> ${first!.id}`);
    const later = at(new Date(), DELIVERY_LOG_DAYS * 86_400_000 + 60_000);
    expect(await pruneDeliveries(database.db, at(new Date(), 60_000))).toBe(0);
    expect(await pruneDeliveries(database.db, later)).toBe(1);
    expect((await rows()).map((r) => r.status)).toEqual(['queued']);
  });

  it('takes a row again whose worker died with it claimed, once the lease ran out', async () => {
    await queue();
    const t0 = new Date();
    // A worker claimed it and never came back.
    await database.db.execute(
      sql`update webhook_deliveries set lease_until = ${at(t0, 60_000)}, attempts = 1`,
    );
    expect(await deliverDue(database.db, options, at(t0, 59_000))).toEqual([]);
    expect((await deliverDue(database.db, options, at(t0, 60_001)))[0]!.status).toBe('delivered');
  });
});

describe('posting', () => {
  const post = (url: string, allowPrivate = false) =>
    postWebhook(
      { url, secret: 's', event: 'webhook.test', deliveryId: 1, body: '{}' },
      { allowPrivate, timeoutMs: 500 },
    );

  it('refuses loopback and private addresses unless allowed, by address or by name', async () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
    expect(await post(receiver.url)).toEqual({ ok: false, status: null, error: PRIVATE_REFUSAL });
    expect(await post(`http://localhost:${receiver.port}/hook`)).toEqual({
      ok: false,
      status: null,
      error: PRIVATE_REFUSAL,
    });
    expect(await post(`http://[::1]:${receiver.port}/hook`)).toMatchObject({ error: PRIVATE_REFUSAL });
    expect(receiver.received).toHaveLength(0);
    expect(await post(`http://localhost:${receiver.port}/hook`, true)).toEqual({ ok: true, status: 200 });
  });

  it('follows no redirect, and reads no more of an answer than it keeps', async () => {
    receiver.answer((_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end());
    expect(await post(receiver.url, true)).toEqual({
      ok: false,
      status: 302,
      error: 'Answered 302 (a redirect, which is not followed: give the final address).',
    });
    expect(receiver.received).toHaveLength(1);

    // An endless answer: the attempt ends after the first kilobytes, not at the timeout.
    const endless = http.createServer((_req, res) => {
      res.writeHead(500);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const more = () => {
        while (res.write(chunk));
      };
      res.on('drain', more);
      more();
    });
    await new Promise<void>((r) => endless.listen(0, '127.0.0.1', r));
    const started = Date.now();
    const result = await post(`http://127.0.0.1:${(endless.address() as AddressInfo).port}/`, true);
    expect(Date.now() - started).toBeLessThan(500);
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect((result as { error: string }).error.length).toBeLessThan(400);
    endless.closeAllConnections();
    endless.close();
  });
});
