import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.js';
import { listBackups } from './backup.js';
import { RootHandleInTransactionError } from './guard.js';
import {
  acquireDataDirLock,
  askHolder,
  type DataDirLock,
  DataDirLockedError,
  lockSocketPath,
} from './lock.js';
import { runMigrations } from './migrate.js';
import { openPglite } from './open.js';
import { type Database, selectRows } from './types.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

describe('transaction guard', () => {
  it('throws instead of hanging when the root handle is used inside a transaction', async () => {
    const { db } = database;
    const failure = await db
      .transaction(async () => {
        await db.execute(sql`select 1`);
      })
      .catch((err: Error) => err);
    // Drizzle wraps driver errors; ours is the cause.
    expect((failure as Error).cause ?? failure).toBeInstanceOf(RootHandleInTransactionError);
    // The handle is still usable afterwards, and the transaction handle works inside.
    const inside = await db.transaction(async (tx) => selectRows<{ v: number }>(tx, sql`select 2 as v`));
    expect(inside).toEqual([{ v: 2 }]);
    expect(await selectRows<{ v: number }>(db, sql`select 3 as v`)).toEqual([{ v: 3 }]);
  });

  it('lets other requests use the root handle while a transaction is open elsewhere', async () => {
    const { db } = database;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await selectRows(t, sql`select 1`);
      await gate;
    });
    const outside = selectRows<{ v: number }>(db, sql`select 4 as v`);
    release();
    await tx;
    expect(await outside).toEqual([{ v: 4 }]);
  });
});

describe('PGlite data directory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-db-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener with a message naming the holder (itself included)', async () => {
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(new RegExp(`pid ${process.pid}`));
    await lock.release();
    expect(fs.existsSync(lockSocketPath(dir))).toBe(false);
    await (await acquireDataDirLock(dir)).release();
  });

  it('is free again when its holder is killed (SIGKILL), whatever pid anyone has', async () => {
    // A holder that dies without cleaning up: its socket file stays, nobody listens on it.
    const child = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(lockSocketPath(dir))}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/does not answer as Loadout/);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(fs.existsSync(lockSocketPath(dir))).toBe(true);
    // An old lock file naming a live pid (ours, pid 1: a container's restart, or pid reuse) decides nothing.
    fs.writeFileSync(
      path.join(dir, 'loadout.lock'),
      JSON.stringify({ pid: 1, host: os.hostname(), startedAt: 'then' }),
    );
    const lock = await acquireDataDirLock(dir);
    await lock.release();
    fs.rmSync(path.join(dir, 'loadout.lock'));
  });

  it('lets two starters race for a stale lock: exactly one wins', async () => {
    fs.writeFileSync(lockSocketPath(dir), '');
    const tries = await Promise.allSettled([
      acquireDataDirLock(dir),
      acquireDataDirLock(dir),
      acquireDataDirLock(dir),
    ]);
    const won = tries.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    await (won[0] as PromiseFulfilledResult<DataDirLock>).value.release();
  });

  it('answers a backup request through the socket, signalling nobody', async () => {
    const lock = await acquireDataDirLock(dir);
    lock.onBackup(async () => '/backups/x.tar.gz');
    expect(await askHolder(dir, 'backup')).toMatchObject({ ok: true, file: '/backups/x.tar.gz' });
    expect(await askHolder(dir, 'who')).toMatchObject({
      ok: true,
      holder: { app: 'loadout', pid: process.pid },
    });
    await lock.release();
    expect(await askHolder(dir, 'who')).toBeUndefined();
  });

  it('keeps data across reopening, backs up before a migration and keeps a few generations', async () => {
    const first = await openPglite({ dataDir: dir, backupKeep: 2 });
    await runMigrations(first);
    await first.db.execute(sql`insert into department_groups (name) values ('Production')`);
    for (const reason of ['a', 'b', 'c']) await first.backup(reason);
    expect(listBackups(path.join(dir, 'backups'))).toHaveLength(2);
    await first.checkpoint();
    await first.close();
    const second = await openPglite({ dataDir: dir });
    expect(await selectRows(second.db, sql`select name from department_groups`)).toEqual([
      { name: 'Production' },
    ]);
    await second.close();
  });

  it('names the latest backup when the data directory will not open', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-broken-'));
    fs.mkdirSync(path.join(broken, 'pgdata'));
    fs.writeFileSync(path.join(broken, 'pgdata', 'PG_VERSION'), 'garbage');
    fs.mkdirSync(path.join(broken, 'backups'));
    fs.writeFileSync(path.join(broken, 'backups', 'loadout-2026-01-01T00-00-00-000Z-scheduled.tar.gz'), '');
    await expect(openPglite({ dataDir: broken })).rejects.toThrow(
      /npm run db:restore -- ".*scheduled\.tar\.gz"/,
    );
    expect(fs.existsSync(lockSocketPath(broken))).toBe(false);
    fs.rmSync(broken, { recursive: true, force: true });
  });
});
