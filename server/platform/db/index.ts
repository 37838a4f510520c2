import type { Config } from '../config.js';
import type { DataDirLock } from './lock.js';
import { openPglite, openPostgres } from './open.js';
import type { Database } from './types.js';

export type { Database, Db } from './types.js';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR (`lock`: its lock, already taken). */
export function openDatabase(
  config: Pick<
    Config,
    'databaseUrl' | 'databasePoolSize' | 'databasePoolWaitMs' | 'dataDir' | 'backupKeep' | 'uploadsDir'
  >,
  lock?: DataDirLock,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize, { poolWaitMs: config.databasePoolWaitMs })
    : openPglite({
        dataDir: config.dataDir,
        backupKeep: config.backupKeep,
        uploadsDir: config.uploadsDir,
        lock,
      });
}
