import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../server/platform/db/migrate.js';
import { openPglite, openPostgres } from '../../server/platform/db/open.js';
import { type Database, selectRows } from '../../server/platform/db/types.js';
import { seedDemo } from '../../server/seed/index.js';
import { startServer } from '../server-process.js';
import { createPostgresDatabase } from '../test-db.js';
import { dbChecksum } from './checksum.js';

/**
 * Backups, restores and the move to PostgreSQL (issue 10), through the npm scripts as an operator
 * runs them: the data that comes back is the data that went in, row for row.
 */
const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL;
const TODAY = '2026-03-01';

function script(name: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
}

async function withDatabase<T>(open: () => Promise<Database>, fn: (d: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
let dataDir: string;
let seeded: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-backup-'));
  dirs.push(dataDir);
  seeded = await withDatabase(
    () => openPglite({ dataDir }),
    async (d) => {
      await runMigrations(d);
      await seedDemo(d.db, { scale: 'small', today: TODAY });
      await addImage(d);
      return dbChecksum(d.db);
    },
  );
}, 180_000);

/** Item images live in the database (issue 17.5): one goes through every backup and restore. */
const IMAGE = { file: `${'ab'.repeat(16)}.png`, bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]) };
async function addImage(d: Database) {
  await d.db.execute(sql`
    insert into xbook_item_images (category_id, file_name, content_type, byte_size)
    select category_id, ${IMAGE.file}, 'image/png', ${IMAGE.bytes.length}
    from xbook_sheet_items where kind = 'category' and category_id is not null limit 1`);
  await d.db.execute(
    sql`insert into xbook_image_bytes (file_name, bytes) values (${IMAGE.file}, ${IMAGE.bytes})`,
  );
}
async function imageBytes(d: Database): Promise<Buffer | undefined> {
  const [row] = await selectRows<{ hex: string }>(
    d.db,
    sql`select encode(bytes, 'hex') as hex from xbook_image_bytes where file_name = ${IMAGE.file}`,
  );
  return row && Buffer.from(row.hex, 'hex');
}
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function damage(d: Database) {
  await d.db.execute(sql`delete from event_comments`);
  await d.db.execute(sql`update contacts set nickname = 'lost'`);
}

describe('embedded database', () => {
  it('backs up, and a restore brings back exactly what was backed up', async () => {
    const { stdout } = await script('backup', [], { DATA_DIR: dataDir });
    const file = /Backup written: (\S+\.tar\.gz)/.exec(stdout)![1]!;
    expect(fs.existsSync(file)).toBe(true);

    const damaged = await withDatabase(
      () => openPglite({ dataDir }),
      async (d) => {
        await damage(d);
        return dbChecksum(d.db);
      },
    );
    expect(damaged).not.toBe(seeded);

    await script('restore', [file], { DATA_DIR: dataDir });
    expect(
      await withDatabase(
        () => openPglite({ dataDir }),
        (d) => dbChecksum(d.db),
      ),
    ).toBe(seeded);
    // Restored into a fresh directory too, the image's bytes are there (no uploads folder needed).
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-restore-fresh-'));
    dirs.push(fresh);
    await script('restore', [file], { DATA_DIR: fresh });
    expect(await withDatabase(() => openPglite({ dataDir: fresh }), imageBytes)).toEqual(IMAGE.bytes);
  }, 180_000);

  it('asks a running server for the backup instead of opening its directory', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await server.ready();
      const { stdout } = await script('backup', [], { DATA_DIR: dataDir });
      const file = /Backup written: (\S+-manual\.tar\.gz)/.exec(stdout)![1]!;
      expect(fs.statSync(file).size).toBeGreaterThan(100_000);
      // The server kept serving through it.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  }, 180_000);
});

describe.skipIf(!serverUrl)('PostgreSQL', () => {
  it('backs up with pg_dump, and pg_restore brings back exactly what was backed up', async () => {
    const { url, drop } = await createPostgresDatabase(serverUrl!);
    drops.push(drop);
    const before = await withDatabase(
      () => openPostgres(url, 2),
      async (d) => {
        await runMigrations(d);
        await seedDemo(d.db, { scale: 'small', today: TODAY });
        return dbChecksum(d.db);
      },
    );
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-pgbackup-'));
    dirs.push(pgDir);
    const { stdout } = await script('backup', [], { DATA_DIR: pgDir, DATABASE_URL: url });
    const file = /Backup written: (\S+\.dump)/.exec(stdout)![1]!;
    await withDatabase(() => openPostgres(url, 2), damage);
    await script('restore', [file], { DATA_DIR: pgDir, DATABASE_URL: url });
    expect(
      await withDatabase(
        () => openPostgres(url, 2),
        (d) => dbChecksum(d.db),
      ),
    ).toBe(before);
  }, 180_000);

  it('moves the embedded database into an empty PostgreSQL database, every row', async () => {
    const { url, drop } = await createPostgresDatabase(serverUrl!);
    drops.push(drop);
    const source = await withDatabase(
      () => openPglite({ dataDir }),
      (d) => dbChecksum(d.db),
    );
    const { stdout } = await script('db-export-to', [url], { DATA_DIR: dataDir });
    expect(stdout).toMatch(/Exported \d+ rows in \d+ tables to PostgreSQL/);
    expect(
      await withDatabase(
        () => openPostgres(url, 2),
        (d) => dbChecksum(d.db),
      ),
    ).toBe(source);
    expect(await withDatabase(() => openPostgres(url, 2), imageBytes)).toEqual(IMAGE.bytes);
    // New rows continue after the copied ids, and a second export is refused: the target has data.
    await withDatabase(
      () => openPostgres(url, 2),
      (d) =>
        d.db.execute(
          sql`insert into departments (title, color_hex, contrast_hex, color_name) values ('New', '#000000', '#ffffff', 'Black')`,
        ),
    );
    await expect(script('db-export-to', [url], { DATA_DIR: dataDir })).rejects.toThrow(/not empty/);
  }, 180_000);
});
