import fs from 'node:fs';
import { loadConfig } from '../server/platform/config.js';
import { newBackupPath, PG_DUMP_SUFFIX, pruneBackups } from '../server/platform/db/backup.js';
import { askHolder, DataDirLockedError } from '../server/platform/db/lock.js';
import { backupPath, openPglite } from '../server/platform/db/open.js';
import { pgDump } from '../server/platform/db/pg-tools.js';

/**
 * npm run backup: a consistent backup into DATA_DIR/backups.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format. Embedded PGlite: the data directory as a
 * gzipped tarball; when a server has the directory open, it is asked through the lock's socket to
 * write the backup itself (only the process holding the database may read it); nothing is signalled.
 */
const config = loadConfig();
const dir = backupPath(config.dataDir);

/** The running server writes the backup itself, asked through the data directory's lock socket. */
async function fromRunningServer(locked: DataDirLockedError): Promise<string> {
  const answer = await askHolder(config.dataDir, 'backup', 10 * 60_000);
  // No answer: it stopped meanwhile, or it is a version older than the socket (its lock file alone).
  if (!answer)
    throw new Error(
      `${locked.message}\nIt does not answer for a backup: when it has stopped, run the backup again.`,
    );
  if (!answer.ok) throw new Error(`The server could not write the backup: ${answer.error}`);
  if (!answer.file) throw new Error('The server wrote no backup; see its log.');
  return answer.file;
}

try {
  let file: string;
  if (config.databaseUrl) {
    file = newBackupPath(dir, 'manual', PG_DUMP_SUFFIX);
    await pgDump(config.databaseUrl, file);
    pruneBackups(dir, config.backupKeep, PG_DUMP_SUFFIX);
  } else {
    try {
      const database = await openPglite({ dataDir: config.dataDir, backupKeep: config.backupKeep });
      try {
        file = (await database.backup('manual'))!;
      } finally {
        await database.close();
      }
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      file = await fromRunningServer(err);
    }
  }
  const mb = (fs.statSync(file).size / 1e6).toFixed(1);
  console.log(`Backup written: ${file} (${mb} MB). Restore it with: npm run restore -- "${file}"`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
