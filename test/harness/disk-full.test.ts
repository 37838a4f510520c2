import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DatabaseStoppedError,
  DISK_FULL_MESSAGE,
  databaseFailureOf,
} from '../../server/platform/db/failures.js';
import { openPglite } from '../../server/platform/db/open.js';
import { selectRows } from '../../server/platform/db/types.js';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type HttpSession, signIn } from '../http-session.js';
import { type ServerProcess, startServer } from '../server-process.js';
import { mountSmallDisk, type SmallDisk } from '../small-disk.js';

/**
 * The data folder on a full disk (issue: data safety, point 2). A backup's checkpoint failed for
 * want of space, and PGlite then answered empty results ("Please log in", "not found" to everyone,
 * /healthz ok) and then nothing, until kill -9. Now a backup or checkpoint without room is refused
 * in words before it starts; the server says "the disk is full" to users and in /readyz, answers
 * right meanwhile, and goes on once space is freed. A checkpoint that fails anyway stops the
 * database: no answer after it, and the server exits for its supervisor to start again.
 */
const run = promisify(execFile);

function backupScript(dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

/** A wedged database answers nothing: fail in a minute rather than at the test's timeout. */
function answered<T>(request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const wedged = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in 60 s: the database is wedged')), 60_000);
  });
  return Promise.race([request, wedged]).finally(() => clearTimeout(timer));
}

describe.skipIf(!!process.env.DATABASE_URL)('the embedded database on a full disk', () => {
  let disk: SmallDisk;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    disk = mountSmallDisk(400);
  });
  afterAll(async () => {
    // A wedged server ignores SIGTERM.
    if (server && server.child.exitCode === null) await server.stop('SIGKILL');
    disk?.cleanup();
  });

  it('a checkpoint that fails anyway stops the database: no empty answers, no hang, nothing lost', async () => {
    const dataDir = path.join(disk.dir, 'direct');
    // No room asked first, so the checkpoint meets the full disk.
    const database = await openPglite({ dataDir, checkpointRoom: 0 });
    const stops: DatabaseStoppedError[] = [];
    database.onStop((reason) => stops.push(reason));
    await database.db.execute(sql`create table t (id int primary key)`);
    await database.db.execute(sql`insert into t select generate_series(1, 1000)`);
    disk.fill();
    try {
      const failed = await database.checkpoint().catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(DatabaseStoppedError);
      expect(databaseFailureOf(failed)).toBe('disk_full');
      expect(stops).toEqual([failed]);
      // Before, this answered no rows at all.
      const read = await database.db.execute(sql`select count(*) from t`).catch((err: unknown) => err);
      expect(databaseFailureOf(read)).toBe('disk_full');
      await expect(database.ping()).rejects.toBe(failed);
    } finally {
      disk.free();
      await database.close();
    }
    // A new process's PGlite recovers from the write-ahead log: every committed row is there.
    const again = await openPglite({ dataDir });
    try {
      expect(await selectRows(again.db, sql`select count(*)::int as n from t`)).toEqual([{ n: 1000 }]);
    } finally {
      await again.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('refuses in words while full, never answers wrong, and goes on once space is freed', async () => {
    const dataDir = path.join(disk.dir, 'server');
    server = await startServer({ DATA_DIR: dataDir, LOADOUT_DEMO: '1' });
    const url = () => server!.url;
    const acknowledged: number[] = [];
    let day = 0;
    const write = async (tech: HttpSession) => {
      const date = new Date(Date.UTC(2032, 0, 1 + day++)).toISOString().slice(0, 10);
      const r = await answered(
        tech.call('POST', '/days-unavailable', {
          startDate: date,
          endDate: date,
          notes: 'n'.repeat(2000),
          confirmed: true,
        }),
      );
      if (r.status === 200) acknowledged.push((r.json as { record: { id: number } }).record.id);
      return r;
    };
    const health = async () => {
      const r = await answered(fetch(`${url()}/readyz`));
      return { status: r.status, json: await r.json() };
    };
    const allSaved = async (tech: HttpSession) => {
      const me = await answered(tech.call('GET', '/auth/me'));
      expect(me).toMatchObject({ status: 200, json: { user: { email: 'tech@example.com' } } });
      const contactId = (me.json as { user: { contact: { id: number } } }).user.contact.id;
      const list = await answered(tech.call('GET', `/days-unavailable?contactId=${contactId}`));
      expect(list.status).toBe(200);
      const present = new Set((list.json as { records: { id: number }[] }).records.map((r) => r.id));
      expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    };
    try {
      await server.ready();
      const tech = await signIn(url(), 'tech@example.com', DEMO_PASSWORD);
      expect((await write(tech)).status).toBe(200);
      // With room, a backup is written (its checkpoint also leaves the write-ahead log's next
      // segments made, so what follows meets the full disk in a table, not in the log).
      expect((await backupScript(dataDir)).stdout).toMatch(/Backup written: /);

      disk.fill();
      expect(await health()).toMatchObject({
        status: 503,
        json: { status: 'unavailable', problem: DISK_FULL_MESSAGE },
      });
      // Writes go on until the disk refuses one (a table must grow); each is saved or refused in words.
      let refused: Awaited<ReturnType<typeof write>> | undefined;
      for (let i = 0; i < 500 && !refused; i++) {
        const r = await write(tech);
        if (r.status !== 200) refused = r;
      }
      expect(refused).toMatchObject({
        status: 503,
        json: { error: { code: 'disk_full', message: DISK_FULL_MESSAGE } },
      });

      // The backup (its checkpoint wedged the database) is refused in words before it starts.
      const backup = await backupScript(dataDir).then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      expect(backup?.code).toBe(1);
      expect(backup?.stderr).toMatch(/The disk is full: .* has \d+ MB free, and a backup needs about \d+ MB/);
      // Right answers meanwhile: the session is there (not "Please log in"), and every saved record.
      await allSaved(tech);
      expect((await health()).status).toBe(503);

      disk.free();
      await vi.waitFor(async () => expect((await health()).status).toBe(200), {
        timeout: 30_000,
        interval: 50,
      });
      expect((await write(tech)).status).toBe(200);
      await allSaved(tech);
      const { stdout } = await backupScript(dataDir);
      expect(stdout).toMatch(/Backup written: \S+-manual\.tar\.gz/);

      // Stopped on a full disk, it skips the checkpoint and says so; the next start has everything.
      disk.fill();
      expect(await server.stop('SIGTERM')).toBe(1);
      expect(server.output()).toContain('Stopped without a checkpoint: The disk is full');
      disk.free();
      server = await startServer({ DATA_DIR: dataDir });
      await server.ready();
      await allSaved({ ...tech, baseUrl: url() });
      expect(await server.stop('SIGTERM')).toBe(0);
    } finally {
      disk.free();
    }
  }, 300_000);
});
