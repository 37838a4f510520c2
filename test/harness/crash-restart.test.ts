import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/platform/db/open.js';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type HttpSession, openLoginPage, signIn } from '../http-session.js';
import { type ServerProcess, startServer } from '../server-process.js';
import { type ServerTarget, serverTarget } from './targets.js';

/**
 * Crash and restart (issue 10): a write load, SIGKILL in the middle, restart; every acknowledged
 * write is still there and the database opens cleanly, many kills in a row. The writes are new
 * sessions (a login inserts one); each acknowledged session must still work after every restart.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const WORKERS = 4;

let target: ServerTarget;
beforeAll(async () => {
  target = await serverTarget();
});
afterAll(() => target.cleanup());

/** Logs in over and over from several workers until stopped; keeps the sessions acknowledged with 200. */
function writeLoad(server: ServerProcess) {
  const acknowledged: HttpSession[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        acknowledged.push(await signIn(server.url, 'staff@example.com', DEMO_PASSWORD));
      } catch {
        // Refused or cut off by the kill: not acknowledged, so not owed.
      }
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, worker));
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function stillSignedIn(server: ServerProcess, sessions: HttpSession[]): Promise<number> {
  let lost = 0;
  for (const s of sessions) {
    const res = await fetch(`${server.url}/auth/me`, { headers: s.headers });
    if (res.status !== 200) lost++;
  }
  return lost;
}

describe('crash and restart', () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs in a row`, async () => {
    const owed: HttpSession[] = [];
    let server = await startServer(target.env);
    for (let kill = 0; kill < KILLS; kill++) {
      await server.ready();
      expect(await stillSignedIn(server, owed), `after restart ${kill}`).toBe(0);
      const load = writeLoad(server);
      await new Promise((r) => setTimeout(r, 150 + ((kill * 97) % 500)));
      server.child.kill('SIGKILL');
      await server.exited;
      await load.stop();
      for (const s of load.acknowledged) owed.push({ ...s, baseUrl: '' });
      // What a pid-file lock was fooled by (issue 17.4): a leftover lock naming a live pid that is
      // not Loadout (pid 1, or this very runner: pid reuse). Its process is younger than the file,
      // so it is not the file's writer and decides nothing.
      if (target.dataDir)
        fs.writeFileSync(
          path.join(target.dataDir, 'loadout.lock'),
          JSON.stringify({
            pid: kill % 2 ? 1 : process.pid,
            host: os.hostname(),
            startedAt: new Date(Date.now() - os.uptime() * 1000 - 60_000).toISOString(),
          }),
        );
      server = await startServer(target.env);
    }
    await server.ready();
    expect(await stillSignedIn(server, owed)).toBe(0);
    expect(owed.length).toBeGreaterThan(KILLS);
    expect(await server.stop('SIGTERM'), server.output()).toBe(0);
  }, 600_000);

  it('drains requests in flight on SIGTERM, then exits 0', async () => {
    const server = await startServer(target.env);
    await server.ready();
    // Eight logins at once: password hashing runs four at a time, so when the first answers the
    // others are inside the server. Then the signal.
    const pages = await Promise.all(Array.from({ length: 8 }, () => openLoginPage(server.url)));
    let signalledAt = Number.POSITIVE_INFINITY;
    const inFlight = pages.map((p) =>
      signIn(server.url, 'admin@example.com', DEMO_PASSWORD, p).then(() => performance.now() > signalledAt),
    );
    await Promise.race(inFlight);
    server.child.kill('SIGTERM');
    signalledAt = performance.now();
    const answers = await Promise.allSettled(inFlight);
    // Each one either finished (200) or, if it had not reached the server yet, was turned away with
    // the clean 503 a load balancer retries elsewhere; none was cut off.
    const cutOff = answers.filter(
      (a) => a.status === 'rejected' && !String(a.reason).includes('"unavailable"'),
    );
    expect(cutOff.map((a) => String((a as PromiseRejectedResult).reason))).toEqual([]);
    const finishedAfterSignal = answers.filter((a) => a.status === 'fulfilled' && a.value).length;
    expect(finishedAfterSignal, 'requests in flight were drained').toBeGreaterThan(0);
    expect(await server.exited, server.output()).toBe(0);
  }, 120_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('the embedded database directory', () => {
  it('refuses a second server on the same directory, and the first keeps working', async () => {
    const first = await startServer(target.env);
    await first.ready();
    const second = await startServer(target.env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('in use by another Loadout process');
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const session = await signIn(first.url, 'tech@example.com', DEMO_PASSWORD);
    expect((await session.call('GET', '/auth/me')).status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
  }, 120_000);

  it('names the latest backup and how to restore it when the directory will not open', async () => {
    const dataDir = target.dataDir!;
    // A backup, as the schedule or a migration takes one (the server is stopped).
    const database = await openPglite({ dataDir });
    const backup = (await database.backup('scheduled'))!;
    await database.close();
    // Ruin the cluster's control file: PostgreSQL cannot start without it.
    fs.writeFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control'), 'not a control file');
    const broken = await startServer(target.env);
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain(`The latest backup is ${backup}`);
    expect(broken.output()).toContain(`npm run db:restore -- "${backup}"`);
    // Doing what it says brings the server back with its data.
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', backup], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    });
    const restored = await startServer(target.env);
    await restored.ready();
    const session = await signIn(restored.url, 'tech@example.com', DEMO_PASSWORD);
    expect((await session.call('GET', '/auth/me')).status).toBe(200);
    expect(await restored.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
