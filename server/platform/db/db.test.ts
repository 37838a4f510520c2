import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
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

describe('transaction ends (on PGlite, one call each: begin with the actor, count with commit)', () => {
  it('commits and counts what was written, rolls back what threw, refuses a commit after a caught failure', async () => {
    const { db } = database;
    await db.execute(sql`create table tx_ends (id int primary key)`);
    // Counted as every table of the app is (migration 0010).
    await db.execute(
      sql`create trigger touch_insert after insert on tx_ends referencing new table as changed
          for each statement execute function loadout_touch()`,
    );
    const version = async () =>
      (
        await selectRows<{ v: number }>(
          db,
          sql`select coalesce((select value::int from change_counters where name = 'tx_ends'), 0) as v`,
        )
      )[0]!.v;
    const before = await version();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into tx_ends values (1)`);
      // A nested transaction is a savepoint (a statement no kept one is made of).
      await tx.transaction(async (inner) => inner.execute(sql`insert into tx_ends values (2)`));
    });
    expect(await version()).toBe(before + 1);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_ends values (3)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into tx_ends values (4)`);
        await tx.execute(sql`insert into tx_ends values (1)`).catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect(await selectRows(db, sql`select id from tx_ends order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await version()).toBe(before + 1);
    // A read-only transaction counts nothing, and the handle goes on working.
    await db.transaction(async (tx) => selectRows(tx, sql`select 1`));
    expect(await version()).toBe(before + 1);
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
    // A leftover lock file naming a live pid that did not write it (pid 1, or pid reuse: a process
    // younger than the file) decides nothing; nor does one naming ourselves (a container's pid 1).
    const beforeBoot = new Date(Date.now() - os.uptime() * 1000 - 60_000).toISOString();
    for (const pid of [1, process.pid]) {
      fs.writeFileSync(
        path.join(dir, 'loadout.lock'),
        JSON.stringify({ pid, host: os.hostname(), startedAt: beforeBoot }),
      );
      await (await acquireDataDirLock(dir)).release();
    }
    fs.writeFileSync(
      path.join(dir, 'loadout.lock'),
      JSON.stringify({ pid: 1, host: os.hostname(), startedAt: 'then' }),
    );
    const lock = await acquireDataDirLock(dir);
    await lock.release();
    // Replaced by the holder's own record, which goes with it.
    expect(fs.existsSync(path.join(dir, 'loadout.lock'))).toBe(false);
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

  it('is found through a symlink, another TMPDIR and a path of 90+ characters', async () => {
    const long = path.join(dir, 'a-folder-whose-path-is-long-enough'.repeat(3));
    const link = path.join(dir, 'link');
    fs.mkdirSync(long);
    fs.symlinkSync(long, link);
    const lock = await acquireDataDirLock(long);
    // Held in the folder itself, on its real path.
    expect(lock.path).toBe(path.join(fs.realpathSync(long), 'loadout.sock'));
    expect(fs.existsSync(lock.path)).toBe(true);
    await expect(acquireDataDirLock(link)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(`${long}/`)).rejects.toThrow(DataDirLockedError);
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = fs.mkdtempSync(path.join(dir, 'tmp-'));
    try {
      await expect(acquireDataDirLock(long)).rejects.toThrow(DataDirLockedError);
      expect(await askHolder(link, 'who')).toMatchObject({ ok: true, holder: { pid: process.pid } });
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
    }
    await lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
    await (await acquireDataDirLock(link)).release();
  });

  it("refuses a folder an older version holds: the first versions' lock file, the socket-only versions' socket in /tmp", async () => {
    // The first versions: `loadout.lock` alone, naming a live process that started before it.
    const old = spawn(process.execPath, ['-e', "setInterval(() => {}, 1000); console.log('up')"]);
    await new Promise((resolve) => old.stdout.once('data', resolve));
    const record = path.join(dir, 'loadout.lock');
    const startedAt = new Date().toISOString();
    fs.writeFileSync(record, JSON.stringify({ pid: old.pid, host: os.hostname(), startedAt }));
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`pid ${old.pid} on ${os.hostname()}`);
    expect(fs.existsSync(lockSocketPath(dir))).toBe(false);
    // Another machine's cannot be checked: refused, saying how to clear it.
    fs.writeFileSync(record, JSON.stringify({ pid: 4242, host: 'elsewhere', startedAt }));
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/If no Loadout runs on elsewhere any more, delete/);
    // Its holder gone (or the machine restarted since), the record holds nothing.
    fs.writeFileSync(
      record,
      JSON.stringify({ pid: old.pid, host: os.hostname(), startedAt, bootId: 'before' }),
    );
    await (await acquireDataDirLock(dir)).release();
    fs.writeFileSync(record, JSON.stringify({ pid: old.pid, host: os.hostname(), startedAt }));
    old.kill('SIGKILL');
    await new Promise((resolve) => old.once('exit', resolve));
    await (await acquireDataDirLock(dir)).release();

    // The socket-only versions put a long path's socket in the temporary folder, by the path's hash.
    const long = path.join(dir, 'held-by-a-socket-only-version'.repeat(4));
    fs.mkdirSync(long);
    const hash = createHash('sha256').update(long).digest('hex').slice(0, 24);
    const holder = { app: 'loadout', pid: 4243, host: os.hostname(), startedAt };
    const oldSocket = net
      .createServer((s) => s.once('data', () => s.end(JSON.stringify({ ok: true, holder }))))
      .listen(path.join(os.tmpdir(), `loadout-${hash}.sock`));
    await new Promise((resolve) => oldSocket.once('listening', resolve));
    await expect(acquireDataDirLock(long)).rejects.toThrow('pid 4243');
    await new Promise((resolve) => oldSocket.close(resolve));
    await (await acquireDataDirLock(long)).release();
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
