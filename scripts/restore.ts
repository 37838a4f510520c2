import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from '../server/platform/config.js';
import { PG_DUMP_SUFFIX } from '../server/platform/db/backup.js';
import { acquireDataDirLock } from '../server/platform/db/lock.js';
import { pgliteDataPath } from '../server/platform/db/open.js';
import { pgRestore } from '../server/platform/db/pg-tools.js';

/**
 * npm run restore -- FILE   (stop the server first)
 * A `.dump` goes into the PostgreSQL of DATABASE_URL (pg_restore, one transaction). A `.tar.gz`
 * replaces the embedded database under DATA_DIR; the current pgdata is kept beside it as
 * pgdata.before-restore-<time>.
 */
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error(
    'Usage: npm run restore -- PATH_TO_BACKUP (.tar.gz for the embedded database, .dump for PostgreSQL)',
  );
  process.exit(1);
}
const config = loadConfig();

if (file.endsWith(PG_DUMP_SUFFIX)) {
  if (!config.databaseUrl) {
    console.error(`${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into.`);
    process.exit(1);
  }
  try {
    await pgRestore(config.databaseUrl, file);
    console.log(`Restored ${file} into the PostgreSQL database of DATABASE_URL.`);
  } catch (err) {
    console.error(`Restore failed, the database is unchanged: ${(err as Error).message}`);
    process.exitCode = 1;
  }
} else {
  await restorePglite(file);
}

async function restorePglite(archive: string) {
  let lock: Awaited<ReturnType<typeof acquireDataDirLock>>;
  try {
    lock = await acquireDataDirLock(config.dataDir);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const target = pgliteDataPath(config.dataDir);
  const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    if (fs.existsSync(target)) fs.renameSync(target, aside);
    const pg = new PGlite(target, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(archive)]),
    });
    await pg.waitReady;
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from users');
    await pg.exec('CHECKPOINT');
    await pg.close();
    console.log(`Restored ${archive} into ${target} (${rows[0]?.n ?? 0} users).`);
    if (fs.existsSync(aside)) console.log(`The previous data directory is kept at ${aside}.`);
  } catch (err) {
    console.error(`Restore failed: ${(err as Error).message}`);
    if (fs.existsSync(aside)) {
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(aside, target);
      console.error('The previous data directory was put back.');
    }
    process.exitCode = 1;
  } finally {
    await lock.release();
  }
}
