import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../server/platform/db/backup.js';
import { lockSocketPath } from '../../server/platform/db/lock.js';
import { openPglite, openPostgres } from '../../server/platform/db/open.js';
import { selectRows } from '../../server/platform/db/types.js';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type HttpSession, signIn } from '../http-session.js';
import { freePort, type ServerProcess, startServer } from '../server-process.js';
import { serverTarget } from './targets.js';

/**
 * One data directory, one server (issue "data safety", points 1 and 4): a second server refuses the
 * folder whatever version holds it and however the folder is named (a symlink, another TMPDIR, a
 * long path), before it backs up, migrates or touches anything; the first keeps every write.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};

const IN_USE = 'The data directory is in use by another Loadout process';

/** Every session written so far is still signed in on this server. */
async function allSignedIn(server: ServerProcess, sessions: HttpSession[]) {
  for (const s of sessions)
    expect((await fetch(`${server.url}/auth/me`, { headers: s.headers })).status).toBe(200);
}

/** The server keeps answering and writing: a new session (a login writes one), then all of them. */
async function stillWorks(server: ServerProcess, sessions: HttpSession[]) {
  sessions.push(await signIn(server.url, 'staff@example.com', DEMO_PASSWORD));
  await allSignedIn(server, sessions);
}

/** Starts a second server and expects it to stop at once, saying why (one that serves instead is stopped). */
async function refused(env: Record<string, string>) {
  const second = await startServer(env);
  // On the first server's port, /healthz would be the first server answering.
  const serving = env.PORT
    ? second.exited
    : second.ready(90_000).then(
        () => 'serving' as const,
        () => second.exited,
      );
  const outcome = await Promise.race([second.exited, serving]);
  if (outcome === 'serving') await second.stop('SIGKILL');
  expect(outcome, second.output()).toBe(1);
  expect(second.output()).toContain(IN_USE);
  return second.output();
}

describe.skipIf(!!process.env.DATABASE_URL)('the data directory lock', () => {
  it('refuses to start while an older version holds the folder, before any backup or migration', async () => {
    const dataDir = tempDir('loadout-upgrade-');
    const env = { DATA_DIR: dataDir, LOADOUT_DEMO: '1' };
    const first = await startServer(env);
    await first.ready();
    const sessions: HttpSession[] = [];
    await stillWorks(first, sessions);
    const backupsBefore = listBackups(path.join(dataDir, 'backups'));

    // The first versions locked with `loadout.lock` alone: make the running server look like one.
    fs.rmSync(lockSocketPath(dataDir));
    const record = { pid: first.child.pid, host: os.hostname(), startedAt: new Date().toISOString() };
    fs.writeFileSync(path.join(dataDir, 'loadout.lock'), JSON.stringify(record));
    // The new version, started on the same folder and port as the upgrade does.
    const output = await refused({ ...env, PORT: String(first.port) });
    expect(output).toContain(`pid ${first.child.pid} on ${os.hostname()}`);
    expect(output).not.toMatch(/migrat|backup|could not listen/i);
    expect(listBackups(path.join(dataDir, 'backups'))).toEqual(backupsBefore);
    await stillWorks(first, sessions);

    // The versions since: a socket in the folder, nothing else.
    fs.rmSync(path.join(dataDir, 'loadout.lock'));
    expect(fs.existsSync(lockSocketPath(dataDir))).toBe(false);
    expect(await first.stop('SIGTERM'), first.output()).toBe(0);
    const socketOnly = await startServer(env);
    await socketOnly.ready();
    fs.rmSync(path.join(dataDir, 'loadout.lock'));
    await refused({ ...env, PORT: String(socketOnly.port) });
    await stillWorks(socketOnly, sessions);
    expect(await socketOnly.stop('SIGTERM'), socketOnly.output()).toBe(0);
    expect(listBackups(path.join(dataDir, 'backups'))).toEqual(backupsBefore);
  }, 180_000);

  it('refuses a second server through a symlink, another TMPDIR or a path of 90+ characters', async () => {
    const root = tempDir('loadout-paths-');
    const dataDir = path.join(root, 'a-data-directory-whose-path-is-long'.repeat(3));
    expect(Buffer.byteLength(dataDir)).toBeGreaterThan(110);
    const link = path.join(root, 'short');
    fs.mkdirSync(dataDir);
    fs.symlinkSync(dataDir, link);
    const [tmpA, tmpB] = [tempDir('loadout-tmp-a-'), tempDir('loadout-tmp-b-')];
    const first = await startServer({ DATA_DIR: dataDir, LOADOUT_DEMO: '1', TMPDIR: tmpA });
    await first.ready();
    const sessions: HttpSession[] = [];
    await stillWorks(first, sessions);

    await refused({ DATA_DIR: link, LOADOUT_DEMO: '1', TMPDIR: tmpA });
    await refused({ DATA_DIR: dataDir, LOADOUT_DEMO: '1', TMPDIR: tmpB });
    await refused({ DATA_DIR: dataDir, LOADOUT_DEMO: '1' });
    await stillWorks(first, sessions);
    expect(await first.stop('SIGTERM'), first.output()).toBe(0);

    // Started again through the other name, it has every write.
    const again = await startServer({ DATA_DIR: link, LOADOUT_DEMO: '1', TMPDIR: tmpB });
    await again.ready();
    await allSignedIn(again, sessions);
    expect(await again.stop('SIGTERM'), again.output()).toBe(0);
  }, 180_000);
});

describe('the port', () => {
  it('is held before the database is migrated: a busy port changes nothing in it', async () => {
    const target = await serverTarget();
    try {
      const port = await freePort();
      const squatter = net.createServer();
      await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
      const server = await startServer({ ...target.env, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Could not listen on port ${port}`);
      await new Promise((resolve) => squatter.close(resolve));
      // Nothing migrated, and (PGlite) the folder is free again.
      const database = target.dataDir
        ? await openPglite({ dataDir: target.dataDir })
        : await openPostgres(target.env.DATABASE_URL!, 2);
      const [row] = await selectRows<{ t: string | null }>(
        database.db,
        sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
      );
      await database.close();
      expect(row?.t).toBeNull();
    } finally {
      await target.cleanup();
    }
  }, 120_000);
});
