import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { listBackups } from './backup.js';
import { restoreBackup } from './backup-restore.js';
import { writeOnlineBackup } from './backup-write.js';
import { runMigrations } from './migrate.js';
import { openPglite, type PgliteOptions } from './open.js';
import { type Database, selectRows } from './types.js';

/**
 * Backups of the embedded database (issue "data safety" 5 and 8): written online and streamed, so
 * the database answers while one is written; every write acknowledged before the backup's end comes
 * back; older whole-directory dumps still restore; leftovers are pruned.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = (name: string) => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `loadout-${name}-`));
  dirs.push(d);
  return d;
};

/** A migrated database in a folder (from the tests' migrated template when there is one). */
async function folderDatabase(options: PgliteOptions = {}): Promise<{ database: Database; dataDir: string }> {
  const dataDir = tempDir('backup-db');
  const template = inject('pgliteTemplate');
  const database = await openPglite({
    dataDir,
    ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
    ...options,
  });
  if (!template) await runMigrations(database);
  return { database, dataDir };
}

/** Polls a condition (no fixed sleeps): the backup's progress is only seen on disk. */
async function until(what: string, ok: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function count(d: Database, table: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(d.db, sql.raw(`select count(*)::int as n from ${table}`));
  return row!.n;
}

describe('online backups', () => {
  it('answers queries and writes while a backup streams to disk', async () => {
    const { database, dataDir } = await folderDatabase({ backupKeep: 3 });
    try {
      // About 40 MB that gzip cannot shrink much: the backup streams for a while.
      await database.db.execute(
        sql`create table bulk as select g as id, md5(g::text) || md5((g * 7)::text) || md5((g * 13)::text) as v
            from generate_series(1, 250000) g`,
      );
      const backups = path.join(dataDir, 'backups');
      let settled = false;
      const backup = database.backup('manual').finally(() => {
        settled = true;
      });
      const partial = () => listBackups(backups, '.tar.gz.partial')[0];
      await until('the backup is streaming', () => {
        const p = partial();
        return Boolean(p && (fs.statSync(p, { throwIfNoEntry: false })?.size ?? 0) > 0);
      });
      expect(await count(database, 'bulk')).toBe(250000);
      await database.db.execute(sql`insert into bulk (id, v) values (0, 'written during the backup')`);
      expect(settled).toBe(false);
      const file = (await backup)!;
      expect(listBackups(backups)).toEqual([file]);
      expect(partial()).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('restores every write acknowledged before the backup ended, taken under a write load (3 rounds)', async () => {
    let client!: PGlite;
    const { database, dataDir } = await folderDatabase({
      instrument: (c) => {
        client = c;
      },
    });
    // The moment the backup asks for its end: every write acknowledged by then is owed.
    const acknowledged: number[] = [];
    let owed = -1;
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      if (text.includes('pg_backup_stop')) owed = acknowledged.length;
      return (query as (...args: unknown[]) => ReturnType<PGlite['query']>)(text, ...rest);
    }) as PGlite['query'];
    try {
      await database.db.execute(sql`create table ledger (id serial primary key, v text not null)`);
      await database.db.execute(
        sql`insert into ledger (v) select repeat(md5(g::text), 20) from generate_series(1, 20000) g`,
      );
      for (let round = 0; round < 3; round++) {
        owed = -1;
        acknowledged.length = 0;
        let writing = true;
        const writer = (async () => {
          while (writing) {
            const [row] = await selectRows<{ id: number }>(
              database.db,
              sql`insert into ledger (v) values (${`round ${round}`}) returning id`,
            );
            acknowledged.push(row!.id);
            await database.db.execute(
              sql`update ledger set v = ${`moved ${row!.id}`} where id = ${(row!.id % 20000) + 1}`,
            );
          }
        })();
        const file = (await database.backup('manual'))!;
        writing = false;
        await writer;
        expect(owed).toBeGreaterThan(0);

        const restored = tempDir('backup-restored');
        await restoreBackup(file, { dataDir: restored, uploadsDir: path.join(restored, 'uploads') });
        const copy = await openPglite({ dataDir: restored });
        try {
          const ids = new Set(
            (
              await selectRows<{ id: number }>(
                copy.db,
                sql`select id from ledger where v = ${`round ${round}`}`,
              )
            ).map((r) => r.id),
          );
          expect(acknowledged.slice(0, owed).filter((id) => !ids.has(id))).toEqual([]);
          expect(await count(copy, 'users')).toBe(await count(database, 'users'));
        } finally {
          await copy.close();
        }
      }
      expect(fs.existsSync(path.join(dataDir, 'pgdata', 'backup_label'))).toBe(false);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('fails with the disk’s own error when the file cannot be written, leaves no .partial, and the next backup works', async () => {
    let client!: PGlite;
    const { database, dataDir } = await folderDatabase({
      instrument: (c) => {
        client = c;
      },
    });
    const dir = tempDir('backup-full-disk');
    try {
      // A disk with no room left: the partial file is /dev/full.
      fs.symlinkSync('/dev/full', path.join(dir, 'full.tar.gz.partial'));
      await expect(
        writeOnlineBackup(client, path.join(dataDir, 'pgdata'), path.join(dir, 'full.tar.gz'), {
          label: 'x',
        }),
      ).rejects.toThrow(/ENOSPC/);
      expect(fs.readdirSync(dir)).toEqual([]);
      expect(await database.backup('manual')).toMatch(/manual\.tar\.gz$/);
    } finally {
      await database.close();
    }
  });

  it('still restores a whole-directory dump of an older version', async () => {
    const { database } = await folderDatabase();
    let file: string;
    try {
      await database.db.execute(sql`insert into department_groups (name) values ('From an old dump')`);
      const dump = (await database.dump())!;
      file = path.join(tempDir('old-dump'), 'loadout-2026-01-01T00-00-00-000Z-manual.tar.gz');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    const restored = tempDir('old-dump-restored');
    await restoreBackup(file, { dataDir: restored, uploadsDir: path.join(restored, 'uploads') });
    const copy = await openPglite({ dataDir: restored });
    try {
      expect(await selectRows(copy.db, sql`select name from department_groups`)).toEqual([
        { name: 'From an old dump' },
      ]);
    } finally {
      await copy.close();
    }
  });
});

describe('pruning', () => {
  it('removes the .partial files of interrupted backups, and keeps rollback points apart from BACKUP_KEEP', async () => {
    const { database, dataDir } = await folderDatabase({ backupKeep: 2 });
    const backups = path.join(dataDir, 'backups');
    const reasons = (files: string[]) => files.map((f) => /Z-(.+)\.tar\.gz/.exec(f)![1]);
    try {
      fs.mkdirSync(backups, { recursive: true });
      const leftover = path.join(backups, 'loadout-2026-01-01T00-00-00-000Z-scheduled.tar.gz.partial');
      fs.writeFileSync(leftover, 'interrupted');
      await database.backup('pre-migrate');
      expect(fs.existsSync(leftover)).toBe(false);
      // More manual backups than BACKUP_KEEP: the rollback point stays.
      for (let i = 0; i < 3; i++) await database.backup('manual');
      expect(reasons(listBackups(backups))).toEqual(['pre-migrate', 'manual', 'manual']);
      // Of the rollback points, the last two are kept.
      await database.backup('pre-migrate');
      await database.backup('pre-migrate');
      expect(reasons(listBackups(backups))).toEqual(['manual', 'manual', 'pre-migrate', 'pre-migrate']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
