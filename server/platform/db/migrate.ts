import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../paths.js';
import { ROLLBACK_REASON } from './backup.js';
import { type Database, selectRows } from './types.js';

// The SQL stays in the sources; the compiled server (dist/node) reads it from there.
export const migrationsFolder = path.join(projectRoot, 'server', 'platform', 'db', 'migrations');

// One number for every process: on PostgreSQL only one of them migrates at a time.
const MIGRATION_LOCK = 7_245_001;

function journalLength(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedCount(database: Database): Promise<number> {
  const [exists] = await selectRows<{ t: string | null }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!exists?.t) return 0;
  const [r] = await selectRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return r?.n ?? 0;
}

/** Applies pending migrations; on PGlite a backup is taken first when the database already has data. */
export async function runMigrations(
  database: Database,
  log: (msg: string) => void = () => {},
): Promise<number> {
  if (database.kind === 'postgres') {
    return database.exclusive(MIGRATION_LOCK, async () => {
      const pending = journalLength() - (await appliedCount(database));
      if (pending > 0) await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
      return Math.max(0, pending);
    });
  }
  const applied = await appliedCount(database);
  const pending = journalLength() - applied;
  if (pending <= 0) return 0;
  if (applied > 0) {
    const file = await database.backup(ROLLBACK_REASON);
    if (file) log(`backup before migrating: ${file}`);
  }
  await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  return pending;
}
