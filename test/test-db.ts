import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { runMigrations } from '../server/platform/db/migrate.js';
import { openPglite, openPostgres } from '../server/platform/db/open.js';
import type { Database } from '../server/platform/db/types.js';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite made from the migrated
 * template, or (when DATABASE_URL is set, as in CI's PostgreSQL pass) a new database on that server.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL: the new database's address (a test writes there as another process would). */
  url?: string;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    const database = template
      ? await openPglite({ loadDataDir: new Blob([fs.readFileSync(template)]) })
      : await openPglite();
    if (!template) await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const { url: testUrl, drop } = await createPostgresDatabase(url);
  const database = await openPostgres(testUrl, 5);
  await runMigrations(database);
  return {
    database,
    url: testUrl,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, and a way to drop it. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `loadout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
