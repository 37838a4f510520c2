import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../server/platform/db/backup.js';
import { migrationsFolder } from '../../server/platform/db/migrate.js';
import { openPglite } from '../../server/platform/db/open.js';
import { type Database, selectRows } from '../../server/platform/db/types.js';
import { startServer } from '../server-process.js';

/**
 * Rolling an upgrade back (issue "data safety" 6 and 8): a version before 17.5 kept item images as
 * files in UPLOADS_DIR/xbook. The upgrade's backup before migrating is the way back; the server then
 * moves the images into the database and the operator removes the files, as the README says.
 * Restoring that backup must bring back everything the old version needs: its database and its
 * image files. A restore keeps the data directory it replaced, the latest one only.
 */
const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The migrations of the version before images moved into the database (0015_xbook_image_bytes). */
function olderMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-old-migrations-'));
  dirs.push(dir);
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith('0015_'));
  journal.entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

const IMAGES = [
  { file: `${'a1'.repeat(16)}.png`, bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
  { file: `${'b2'.repeat(16)}.jpg`, bytes: Buffer.from([0xff, 0xd8, 0xff, 4, 5, 6, 7]) },
];

async function withDatabase<T>(dataDir: string, fn: (d: Database) => Promise<T>): Promise<T> {
  const database = await openPglite({ dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const one = async <T>(d: Database, query: ReturnType<typeof sql>) => (await selectRows<T>(d.db, query))[0]!;

describe('rolling an upgrade back', () => {
  it('the backup before migrating carries the old version’s image files, and a restore puts them back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-rollback-'));
    dirs.push(dataDir);
    const uploadsDir = path.join(dataDir, 'old-uploads');
    const imageDir = path.join(uploadsDir, 'xbook');

    // The old version's data: its schema, two item images named in its database, their files.
    await withDatabase(dataDir, async (d) => {
      await migrate(d.db as unknown as PgliteDatabase, { migrationsFolder: olderMigrations() });
      await d.db.execute(
        sql`insert into departments (title, color_hex, contrast_hex, color_name) values ('Audio', '#000000', '#ffffff', 'Black')`,
      );
      await d.db.execute(
        sql`insert into categories (category_number, description, department_id)
            select n, 'Mics ' || n, d.id from departments d, generate_series(1, 2) n`,
      );
      for (const [n, image] of IMAGES.entries())
        await d.db.execute(sql`
          insert into xbook_item_images (category_id, file_name, content_type, byte_size)
          select id, ${image.file}, 'image/png', ${image.bytes.length} from categories where category_number = ${n + 1}`);
      await d.checkpoint();
    });
    fs.mkdirSync(imageDir, { recursive: true });
    for (const image of IMAGES) fs.writeFileSync(path.join(imageDir, image.file), image.bytes);

    // The upgrade: the server backs up, migrates, and moves the images into the database.
    const server = await startServer({ DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir });
    try {
      await server.ready();
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const [rollbackPoint] = listBackups(path.join(dataDir, 'backups')).filter((f) =>
      f.includes('pre-migrate'),
    );
    expect(rollbackPoint).toBeDefined();
    expect(
      await withDatabase(dataDir, (d) =>
        one<{ n: number }>(d, sql`select count(*)::int as n from xbook_image_bytes`),
      ),
    ).toEqual({ n: IMAGES.length });
    // The operator removes the files, as the README says.
    fs.rmSync(imageDir, { recursive: true });

    // Rolled back: the old version's database, and its image files where it reads them.
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir };
    const restore = () =>
      run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', rollbackPoint!], { env });
    const { stdout } = await restore();
    expect(stdout).toMatch(/2 uploaded files put back/);
    for (const image of IMAGES) expect(fs.readFileSync(path.join(imageDir, image.file))).toEqual(image.bytes);
    await withDatabase(dataDir, async (d) => {
      expect(await one(d, sql`select to_regclass('xbook_image_bytes')::text as t`)).toEqual({ t: null });
      expect(
        (
          await selectRows<{ f: string }>(d.db, sql`select file_name as f from xbook_item_images order by f`)
        ).map((r) => r.f),
      ).toEqual(IMAGES.map((i) => i.file).sort());
    });

    // Each restore keeps the folder it replaced: the latest one only.
    await restore();
    const kept = fs.readdirSync(dataDir).filter((n) => n.startsWith('pgdata.before-restore-'));
    expect(kept).toHaveLength(1);
  }, 240_000);
});
