import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Two processes opening one PGlite data directory corrupt it. The lock file records who holds it;
 * a lock whose owner (on this host) is dead is stale and is cleared.
 */
export interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data directory is in use by another Loadout process (pid ${holder.pid} on ${holder.host}, ` +
        `started ${holder.startedAt}). Stop that process first, or point DATA_DIR at another directory. ` +
        `Lock file: ${lockPath}`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'loadout.lock');
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(mine), { flag: 'wx' });
      return () => {
        const held = readLock(lockPath);
        if (held?.pid === mine.pid && held.startedAt === mine.startedAt) fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLock(lockPath);
      const stale = !holder || (holder.host === mine.host && !isAlive(holder.pid));
      if (!stale) throw new DataDirLockedError(lockPath, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the data directory lock ${lockPath}`);
}
