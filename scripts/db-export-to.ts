import pg from 'pg';
import { loadConfig } from '../server/platform/config.js';
import { runMigrations } from '../server/platform/db/migrate.js';
import { openPglite, openPostgres } from '../server/platform/db/open.js';
import { copyAllRows } from '../server/platform/db/transfer.js';

/**
 * npm run db:export-to -- postgres://user:pass@host:5432/db   (stop the server first)
 * Moves the embedded database under DATA_DIR into an empty PostgreSQL database: the schema by the
 * same migrations, then every row, in one transaction, checked by row counts. Afterwards start the
 * server with DATABASE_URL set to that address; the embedded data stays as it was.
 */
const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Usage: npm run db:export-to -- postgres://user:pass@host:5432/database');
  process.exit(1);
}
const config = loadConfig();
const started = Date.now();
try {
  const source = await openPglite({ dataDir: config.dataDir, backupKeep: config.backupKeep });
  try {
    await runMigrations(source, (m) => console.log(m));
    const target = await openPostgres(url, 2);
    await runMigrations(target).finally(() => target.close());
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const report = await copyAllRows(source.db, client, (m) => console.log(`  ${m}`));
      const s = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `Exported ${report.rows} rows in ${report.tables} tables to PostgreSQL in ${s} s; row counts checked.\n` +
          `Start the server with DATABASE_URL=${url.replace(/:[^:@/]+@/, ':***@')}`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
} catch (err) {
  console.error(`Export failed: ${(err as Error).message}`);
  process.exit(1);
}
