import net from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/test-db.js';
import { registerErrorHandler } from '../http/errors.js';
import { DATABASE_AWAY_MESSAGE, DATABASE_BUSY_MESSAGE } from './failures.js';
import { openPostgres } from './open.js';
import type { Database } from './types.js';

/**
 * A busy pool is a queue, not an outage (issue 36.3): under 200 connections a query waited for one
 * of the pool's connections past the old 5 s and was answered 503 "the database is not answering",
 * and the README's nginx block took the process out. Now the wait is DATABASE_POOL_WAIT_MS, past
 * it the answer is "busy"; a connection attempt still fails within seconds when the database does
 * not answer. Through a relay in front of the shared PostgreSQL, so the test can silence it.
 */
describe.skipIf(!process.env.DATABASE_URL)('waiting for a pooled PostgreSQL connection', () => {
  let drop: () => Promise<void>;
  let relay: net.Server;
  let relayUrl: string;
  /** `pipe`: to PostgreSQL; `silent`: takes connections and never answers (a host gone quiet). */
  let mode: 'pipe' | 'silent' = 'pipe';
  const sockets = new Set<net.Socket>();
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];

  /** A database of pool size 1 behind the relay, and the app answering from it. */
  async function appOn(poolWaitMs: number) {
    const database = await openPostgres(relayUrl, 1, { poolWaitMs, connectMs: 500 });
    opened.push(database);
    const app = Fastify();
    apps.push(app);
    registerErrorHandler(app);
    app.get<{ Querystring: { s: string } }>('/hold', async (request) => {
      await database.db.execute(sql`select pg_sleep(${Number(request.query.s)})`);
      return { held: true };
    });
    app.get('/one', async () => {
      const started = Date.now();
      await database.db.execute(sql`select 1`);
      return { waitedMs: Date.now() - started };
    });
    return app;
  }

  beforeAll(async () => {
    const made = await createPostgresDatabase(process.env.DATABASE_URL!);
    drop = made.drop;
    const target = new URL(made.url);
    relay = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
      if (mode === 'silent') return;
      const upstream = net.connect(Number(target.port), target.hostname);
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const via = new URL(made.url);
    via.port = String((relay.address() as net.AddressInfo).port);
    relayUrl = via.toString();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const s of sockets) s.destroy();
    relay.close();
    await Promise.all(opened.map((d) => d.close().catch(() => {})));
    await drop();
  });

  it('a query waits past the old 5 s for a saturated pool and is answered', async () => {
    const app = await appOn(20_000);
    const hold = app.inject({ method: 'GET', url: '/hold?s=5.5' });
    // The hold has the pool's one connection before the next asks.
    await new Promise((r) => setTimeout(r, 200));
    const one = await app.inject({ method: 'GET', url: '/one' });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ waitedMs: number }>().waitedMs).toBeGreaterThan(5_000);
    expect((await hold).statusCode).toBe(200);
  }, 15_000);

  it('past DATABASE_POOL_WAIT_MS it is refused as busy, with Retry-After', async () => {
    const app = await appOn(300);
    const hold = app.inject({ method: 'GET', url: '/hold?s=1' });
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    const one = await app.inject({ method: 'GET', url: '/one' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(one.statusCode).toBe(503);
    expect(one.headers['retry-after']).toBe('5');
    expect(one.json()).toEqual({ error: { code: 'database_busy', message: DATABASE_BUSY_MESSAGE } });
    expect((await hold).statusCode).toBe(200);
  }, 15_000);

  it('a database that stops answering, then refuses, is told at once, not after the pool wait', async () => {
    const app = await appOn(20_000);
    expect((await app.inject({ method: 'GET', url: '/one' })).statusCode).toBe(200);
    // Every connection cut; new ones taken and never answered.
    mode = 'silent';
    for (const s of sockets) s.destroy();
    // The pool drops its cut connection as it hears of it: the next query opens a new one.
    await new Promise((r) => setTimeout(r, 100));
    for (const refusedBy of ['silence', 'refusal']) {
      if (refusedBy === 'refusal') {
        relay.close();
        for (const s of sockets) s.destroy();
      }
      const started = Date.now();
      const one = await app.inject({ method: 'GET', url: '/one' });
      const tookMs = Date.now() - started;
      // Silence: the connection attempt's 500 ms (connectMs), not the pool's 20 s wait.
      if (refusedBy === 'silence') expect(tookMs).toBeGreaterThanOrEqual(450);
      expect(tookMs, refusedBy).toBeLessThan(3_000);
      expect(one.statusCode).toBe(503);
      expect(one.json()).toEqual({
        error: { code: 'database_unavailable', message: DATABASE_AWAY_MESSAGE },
      });
    }
  }, 15_000);
});
