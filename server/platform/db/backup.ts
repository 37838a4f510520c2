import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { assertRoom, CHECKPOINT_ROOM_BYTES, directoryBytes } from './disk-space.js';

/**
 * Backups: of the PGlite data directory, gzipped tarballs (`.tar.gz`); of a PostgreSQL database,
 * pg_dump archives (`.dump`). Named by time, newest kept, oldest pruned.
 */
const PREFIX = 'loadout-';
const SUFFIX = '.tar.gz';
export const PG_DUMP_SUFFIX = '.dump';

export function listBackups(backupDir: string, suffix = SUFFIX): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((f) => f.startsWith(PREFIX) && f.endsWith(suffix))
    .sort()
    .map((f) => path.join(backupDir, f));
}

export function latestBackup(backupDir: string, suffix = SUFFIX): string | undefined {
  return listBackups(backupDir, suffix).at(-1);
}

export function newBackupPath(backupDir: string, reason: string, suffix = SUFFIX): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(backupDir, `${PREFIX}${stamp}-${reason}${suffix}`);
}

export function pruneBackups(backupDir: string, keep: number, suffix = SUFFIX): void {
  const all = listBackups(backupDir, suffix);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(old, { force: true });
}

/**
 * Refuses a backup, in words and before its checkpoint, unless the disk under `dir` has room for it:
 * the database's size (the tarball is smaller) and a checkpoint's room (disk-space.ts).
 */
export async function assertRoomForBackup(dir: string, databaseDir: string): Promise<void> {
  await assertRoom(dir, directoryBytes(databaseDir) + CHECKPOINT_ROOM_BYTES, 'a backup');
}

export async function takeBackup(
  pg: PGlite,
  backupDir: string,
  keep: number,
  reason: string,
): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true });
  const file = newBackupPath(backupDir, reason);
  const dump = await pg.dumpDataDir('gzip');
  const tmp = `${file}.partial`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  pruneBackups(backupDir, keep);
  return file;
}
