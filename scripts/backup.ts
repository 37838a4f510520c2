import fs from 'node:fs';
import { loadConfig } from '../server/platform/config.js';
import { listBackups, newBackupPath, PG_DUMP_SUFFIX, pruneBackups } from '../server/platform/db/backup.js';
import { DataDirLockedError } from '../server/platform/db/lock.js';
import { backupPath, openPglite } from '../server/platform/db/open.js';
import { pgDump } from '../server/platform/db/pg-tools.js';

/**
 * npm run backup: a consistent backup into DATA_DIR/backups.
 * PostgreSQL (DATABASE_URL): pg_dump's custom format. Embedded PGlite: the data directory as a
 * gzipped tarball; when a server has the directory open, it is asked (SIGUSR2) to write the backup
 * itself, as only the process holding the database may read it.
 */
const config = loadConfig();
const dir = backupPath(config.dataDir);

async function fromRunningServer(pid: number): Promise<string> {
  const before = new Set(listBackups(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const fresh = listBackups(dir).find((f) => !before.has(f) && f.includes('-manual'));
    if (fresh) return fresh;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server (pid ${pid}) did not write a backup in 10 minutes; see its log.`);
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
      file = await fromRunningServer(err.holder.pid);
    }
  }
  const mb = (fs.statSync(file).size / 1e6).toFixed(1);
  console.log(`Backup written: ${file} (${mb} MB). Restore it with: npm run restore -- "${file}"`);
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
