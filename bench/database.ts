import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/platform/config.js';
import { openDatabase } from '../server/platform/db/index.js';
import { runMigrations } from '../server/platform/db/migrate.js';
import type { Database } from '../server/platform/db/types.js';
import { isDatabaseEmpty, seedDemo } from '../server/seed/index.js';

/** The large data set lives here between runs (seeding takes a minute); BENCH_DATA_DIR moves it. */
export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'bench/.data-large');
/** Seeded relative to a fixed day, so runs on different days measure the same rows. */
export const BENCH_TODAY = '2026-11-23';

export const benchTarget = () =>
  process.env.DATABASE_URL
    ? { kind: 'postgres' as const }
    : { kind: 'pglite' as const, dataDir: BENCH_DATA_DIR };

export function openBenchDatabase(): Promise<Database> {
  const config = loadConfig({ dataDir: BENCH_DATA_DIR, demo: false });
  return openDatabase(config);
}

/**
 * Migrates and, when empty, seeds the large data set. A data set seeded by an older schema is
 * thrown away (a marker file holds a hash of the migrations and seed code it was made with).
 */
/** The schema a data set was made with: a hash of every migration. */
export function migrationsHash(): string {
  const dir = 'server/platform/db/migrations';
  const hash = createHash('sha256');
  for (const f of fs
    .readdirSync(dir)
    .filter((x) => x.endsWith('.sql'))
    .sort())
    hash.update(fs.readFileSync(path.join(dir, f)));
  return hash.digest('hex');
}

export async function prepareBenchDatabase(log: (m: string) => void): Promise<void> {
  const marker = path.join(BENCH_DATA_DIR, 'bench-seed.json');
  const migrations = migrationsHash();
  if (!process.env.DATABASE_URL && fs.existsSync(marker)) {
    const made = JSON.parse(fs.readFileSync(marker, 'utf8')) as { migrations: string };
    if (made.migrations !== migrations) {
      log('The bench data set was made by an older schema or seed: seeding it again.');
      fs.rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
    }
  }
  const database = await openBenchDatabase();
  try {
    await runMigrations(database);
    if (await isDatabaseEmpty(database.db)) {
      log('Seeding the large data set (once; kept for later runs)...');
      const started = performance.now();
      await seedDemo(database.db, { scale: 'large', today: BENCH_TODAY });
      log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      await database.checkpoint();
    }
  } finally {
    await database.close();
  }
  if (!process.env.DATABASE_URL) fs.writeFileSync(marker, JSON.stringify({ migrations }));
}
