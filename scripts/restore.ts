import fs from 'node:fs';
import { loadConfig } from '../server/platform/config.js';
import { PG_DUMP_SUFFIX } from '../server/platform/db/backup.js';
import { restoreBackup } from '../server/platform/db/backup-restore.js';
import { DataDirLockedError } from '../server/platform/db/lock.js';
import { pgliteDataPath } from '../server/platform/db/open.js';
import { pgRestore } from '../server/platform/db/pg-tools.js';

/**
 * npm run restore -- FILE   (stop the server first)
 * A `.dump` goes into the PostgreSQL of DATABASE_URL (pg_restore, one transaction). A `.tar.gz`
 * replaces the embedded database under DATA_DIR (platform/db/backup-restore.ts); the replaced
 * pgdata is kept beside it as pgdata.before-restore-<time>, the latest one only.
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
  try {
    const report = await restoreBackup(archive, { dataDir: config.dataDir, uploadsDir: config.uploadsDir });
    console.log(`Restored ${archive} into ${pgliteDataPath(config.dataDir)} (${report.users} users).`);
    if (report.uploads) console.log(`${report.uploads} uploaded files put back into ${config.uploadsDir}.`);
    if (report.keptAt) console.log(`The previous data directory is kept at ${report.keptAt}.`);
    for (const old of report.removed)
      console.log(`Removed the data directory an earlier restore replaced: ${old}`);
  } catch (err) {
    if (err instanceof DataDirLockedError) console.error(err.message);
    else console.error(`Restore failed, the database is unchanged: ${(err as Error).message}`);
    process.exitCode = 1;
  }
}
