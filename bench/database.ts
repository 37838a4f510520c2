import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/platform/config.js';
import { openDatabase } from '../server/platform/db/index.js';
import { runMigrations } from '../server/platform/db/migrate.js';
import type { Database } from '../server/platform/db/types.js';
import { selectRows } from '../server/platform/db/types.js';
import { isDatabaseEmpty, isScale, SCALES, type Scale, seedDemo } from '../server/seed/index.js';
import { SIZES } from '../server/seed/sizes.js';

/**
 * `--scale <name>` in the arguments, else BENCH_SCALE, else large (issue 36.4 adds xlarge, and
 * small for the curve: the demo's size, 80 events).
 */
export function benchScale(argv: readonly string[], env: string | undefined): Scale {
  const at = argv.indexOf('--scale');
  const value = at >= 0 ? argv[at + 1] : (env ?? 'large');
  if (!isScale(value)) throw new Error(`The bench runs on ${SCALES.join(', ')}, not "${value}"`);
  return value;
}

/** The data set the cases run on. */
export const BENCH_SCALE = benchScale(process.argv, process.env.BENCH_SCALE);
/** Each data set lives in its own directory between runs (seeding takes minutes); BENCH_DATA_DIR moves it. */
export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? `bench/.data-${BENCH_SCALE}`);
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
 * Migrates and, when empty, seeds the bench's data set. A data set seeded by an older schema or
 * another scale is thrown away (a marker file holds a hash of the migrations and the scale). On
 * PostgreSQL a database holding another scale's data is refused rather than emptied.
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

/**
 * The shows import case's bid numbers start here or above (`BENCH_IMPORT_FIRST_BID`), far past the
 * seed's (24,100 on), so its events are told from the data set's.
 */
export const IMPORTED_BIDS_FROM = 900_000;

export async function prepareBenchDatabase(log: (m: string) => void): Promise<void> {
  const marker = path.join(BENCH_DATA_DIR, 'bench-seed.json');
  const migrations = migrationsHash();
  if (!process.env.DATABASE_URL && fs.existsSync(marker)) {
    const made = JSON.parse(fs.readFileSync(marker, 'utf8')) as { migrations: string; scale?: Scale };
    if (made.migrations !== migrations || (made.scale ?? 'large') !== BENCH_SCALE) {
      log('The bench data set was made by an older schema or seed: seeding it again.');
      fs.rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
    }
  }
  const database = await openBenchDatabase();
  try {
    await runMigrations(database);
    if (await isDatabaseEmpty(database.db)) {
      log(`Seeding the ${BENCH_SCALE} data set (once; kept for later runs)...`);
      const started = performance.now();
      await seedDemo(database.db, { scale: BENCH_SCALE, today: BENCH_TODAY });
      log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      await database.checkpoint();
    } else {
      // Events tell the scales apart (80, 2,000, 20,000); the shows import case's own (2,000, kept
      // between runs) have bid numbers of their own range and are not counted.
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from events where id < ${IMPORTED_BIDS_FROM}`,
      );
      const wanted = SIZES[BENCH_SCALE].events;
      const n = row?.n ?? 0;
      if (n < wanted || n >= wanted * 2)
        throw new Error(
          `The bench database has ${n} events, not the ${wanted} of the ${BENCH_SCALE} data set: point DATABASE_URL at an empty database or one seeded with --scale ${BENCH_SCALE}`,
        );
    }
  } finally {
    await database.close();
  }
  if (!process.env.DATABASE_URL) fs.writeFileSync(marker, JSON.stringify({ migrations, scale: BENCH_SCALE }));
}
