/**
 * Fills the database with generated data: tsx scripts/seed.ts --scale small|large|xlarge [--reset] [--today YYYY-MM-DD]
 * small is the demo (with the demo accounts); large and xlarge (ten times large) are for benchmarks. Uses DATABASE_URL or the PGlite
 * under DATA_DIR, like the server. Refuses a database that has data unless --reset, which empties it first.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/platform/config.js';
import { openDatabase } from '../server/platform/db/index.js';
import { runMigrations } from '../server/platform/db/migrate.js';
import type { Database } from '../server/platform/db/types.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  isScale,
  SCALES,
  seedDemo,
} from '../server/seed/index.js';

const USAGE = 'Usage: tsx scripts/seed.ts --scale small|large|xlarge [--reset] [--today YYYY-MM-DD]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parse() {
  try {
    const { values } = parseArgs({
      options: {
        scale: { type: 'string' },
        reset: { type: 'boolean', default: false },
        today: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (!isScale(values.scale)) {
      const got = values.scale === undefined ? 'no --scale' : `--scale "${values.scale}"`;
      fail(`--scale must be ${SCALES.join(', ')} (got ${got}).\n${USAGE}`);
    }
    return { scale: values.scale, reset: values.reset, today: values.today };
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
}

/** Drops everything (tables, types, migration history) and migrates again. */
async function reset(database: Database) {
  const backup = await database.backup('pre-reset');
  if (backup) process.stdout.write(`Backup before reset: ${backup}\n`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await runMigrations(database);
}

const args = parse();
const config = loadConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
const database = await openDatabase(config).catch((err: Error) => fail(err.message));
let exitCode = 0;
try {
  await runMigrations(database, (m) => process.stdout.write(`${m}\n`));
  if (!(await isDatabaseEmpty(database.db))) {
    if (!args.reset) {
      throw new Error(`The database (${where}) already has data. Run again with --reset to replace it.`);
    }
    await reset(database);
  }
  process.stdout.write(`Seeding the ${args.scale} data set into ${where}...\n`);
  const started = performance.now();
  const summary = await seedDemo(database.db, { scale: args.scale, today: args.today });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = Object.entries(summary).map(([name, n]) => `  ${name.padEnd(12)} ${String(n).padStart(6)}`);
  lines.push(`Seeded in ${seconds} s.`, `Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.role.padEnd(6)} ${a.email.padEnd(20)} ${a.name}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  await database.checkpoint();
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
