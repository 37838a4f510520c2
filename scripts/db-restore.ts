import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from '../server/platform/config.js';
import { acquireDataDirLock } from '../server/platform/db/lock.js';
import { pgliteDataPath } from '../server/platform/db/open.js';

/**
 * npm run db:restore -- data/backups/loadout-....tar.gz
 * Stop the server first. The current pgdata is kept beside it as pgdata.before-restore-<time>.
 */
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run db:restore -- PATH_TO_BACKUP.tar.gz (backups are in DATA_DIR/backups)');
  process.exit(1);
}
const config = loadConfig();
let release: () => void;
try {
  release = acquireDataDirLock(config.dataDir);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const target = pgliteDataPath(config.dataDir);
const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
try {
  if (fs.existsSync(target)) fs.renameSync(target, aside);
  const pg = new PGlite(target, { extensions: { pg_trgm }, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await pg.waitReady;
  const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from users');
  await pg.exec('CHECKPOINT');
  await pg.close();
  console.log(`Restored ${file} into ${target} (${rows[0]?.n ?? 0} users).`);
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
  release();
}
