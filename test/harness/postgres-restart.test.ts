import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type HttpSession, signIn } from '../http-session.js';
import { type OwnPostgres, startOwnPostgres } from '../own-postgres.js';
import { type ServerProcess, startServer } from '../server-process.js';

/**
 * PostgreSQL restarted under writes (issue: data safety, point 3). An immediate stop kills every
 * backend at once; the server process lived through none of it (a pooled connection's error had
 * no handler). Now it lives, refuses in words while the database is away, and goes on after; every
 * write it acknowledged is there. Its own cluster, so it can be restarted: in CI's PostgreSQL pass.
 */
const AWAY = 'The database is not answering; try again in a moment.';

interface Refusal {
  status: number;
  message?: string;
}

/** Writes days unavailable, each on a day of its own, from two workers until stopped. */
function writeLoad(tech: HttpSession) {
  const acknowledged: number[] = [];
  const refusals: Refusal[] = [];
  let day = 0;
  let running = true;
  const worker = async () => {
    while (running) {
      const date = new Date(Date.UTC(2031, 0, 1 + day++)).toISOString().slice(0, 10);
      try {
        const r = await tech.call('POST', '/days-unavailable', {
          startDate: date,
          endDate: date,
          notes: 'restart',
          confirmed: true,
        });
        if (r.status === 200) acknowledged.push((r.json as { record: { id: number } }).record.id);
        else
          refusals.push({
            status: r.status,
            message: (r.json as { error?: { message: string } })?.error?.message,
          });
      } catch (err) {
        // No answer at all: the process died or cut the connection.
        refusals.push({ status: 0, message: String(err) });
      }
    }
  };
  const done = Promise.all([worker(), worker()]);
  return {
    acknowledged,
    refusals,
    /** Waits until `more` further writes were acknowledged. */
    progress: (more: number) => {
      const target = acknowledged.length + more;
      return vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(target), {
        timeout: 60_000,
        interval: 20,
      });
    },
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL restarted under writes', () => {
  let postgres: OwnPostgres;
  let server: ServerProcess;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    server = await startServer({ DATABASE_URL: postgres.url, LOADOUT_DEMO: '1' });
    await server.ready();
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await postgres?.cleanup();
  });

  it('lives through it, refuses in words while the database is away, and loses no acknowledged write', async () => {
    const tech = await signIn(server.url, 'tech@example.com', DEMO_PASSWORD);
    const load = writeLoad(tech);
    try {
      await load.progress(10);
      // The crash and recovery in one step, writes in flight.
      await postgres.restartImmediate();
      await load.progress(10);
      expect(server.child.exitCode, server.output()).toBeNull();

      // Away for as long as it takes to look: health, a write and a read all say so.
      await postgres.stopImmediate();
      await vi.waitFor(
        async () => {
          expect(server.child.exitCode, `the server died:\n${server.output()}`).toBeNull();
          const health = await fetch(`${server.url}/readyz`);
          expect(health.status).toBe(503);
          expect(await health.json()).toMatchObject({ status: 'unavailable', problem: AWAY });
        },
        { timeout: 30_000, interval: 50 },
      );
      const write = await tech.call('POST', '/days-unavailable', {
        startDate: '2030-06-01',
        endDate: '2030-06-01',
        confirmed: true,
      });
      expect(write).toMatchObject({
        status: 503,
        json: { error: { code: 'database_unavailable', message: AWAY } },
      });
      // Not "Please log in": the session is not gone, the database is.
      expect(await tech.call('GET', '/auth/me')).toMatchObject({
        status: 503,
        json: { error: { message: AWAY } },
      });

      await postgres.start();
      await vi.waitFor(async () => expect((await fetch(`${server.url}/readyz`)).status).toBe(200), {
        timeout: 60_000,
        interval: 50,
      });
      await load.progress(10);
    } finally {
      await load.stop();
    }
    expect(server.child.exitCode, server.output()).toBeNull();
    // Every refusal was the one in words; nothing was cut off or answered with a bare 500.
    expect(load.refusals.filter((r) => r.status !== 503 || r.message !== AWAY)).toEqual([]);
    const me = await tech.call('GET', '/auth/me');
    const contactId = (me.json as { user: { contact: { id: number } } }).user.contact.id;
    const list = await tech.call('GET', `/days-unavailable?contactId=${contactId}`);
    const present = new Set((list.json as { records: { id: number }[] }).records.map((r) => r.id));
    expect(load.acknowledged.filter((id) => !present.has(id))).toEqual([]);
  }, 300_000);
});
