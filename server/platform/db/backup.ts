import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { writeOnlineBackup } from './backup-write.js';
import { assertRoom, CHECKPOINT_ROOM_BYTES, directoryBytes } from './disk-space.js';

/**
 * Backups: of the PGlite data directory, gzipped tarballs (`.tar.gz`, written online by
 * backup-write.ts); of a PostgreSQL database, pg_dump archives (`.dump`). Named by time and
 * reason, newest kept, oldest pruned. The backups taken before a migration are the rollback points
 * to the previous version: the last ROLLBACK_POINTS of them are kept apart from BACKUP_KEEP, so a
 * few manual backups do not push the only way back out.
 */
const PREFIX = 'loadout-';
const SUFFIX = '.tar.gz';
export const PG_DUMP_SUFFIX = '.dump';
export const ROLLBACK_REASON = 'pre-migrate';
export const ROLLBACK_POINTS = 2;
/** A `.partial` left this long unchanged is an interrupted backup (pg_dump writes as it goes). */
const PARTIAL_AGE_MS = 10 * 60_000;

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

const isRollbackPoint = (file: string, suffix: string) => file.endsWith(`-${ROLLBACK_REASON}${suffix}`);

/**
 * Keeps the newest `keep` backups and, apart from them, the newest ROLLBACK_POINTS taken before a
 * migration; removes the `.partial` files of interrupted backups (those unchanged for
 * `partialAgeMs`: a backup of another process may still be writing a younger one).
 */
export function pruneBackups(
  backupDir: string,
  keep: number,
  suffix = SUFFIX,
  partialAgeMs = PARTIAL_AGE_MS,
): void {
  const all = listBackups(backupDir, suffix);
  const rollback = all.filter((f) => isRollbackPoint(f, suffix));
  const others = all.filter((f) => !isRollbackPoint(f, suffix));
  const old = [
    ...rollback.slice(0, Math.max(0, rollback.length - ROLLBACK_POINTS)),
    ...others.slice(0, Math.max(0, others.length - keep)),
  ];
  for (const f of old) fs.rmSync(f, { force: true });
  for (const partial of listBackups(backupDir, `${suffix}.partial`)) {
    const changed = fs.statSync(partial, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - changed >= partialAgeMs) fs.rmSync(partial, { force: true });
  }
}

/**
 * Refuses a backup, in words and before its checkpoint, unless the disk under `dir` has room for it:
 * the database's size (the tarball is smaller) and a checkpoint's room (disk-space.ts).
 */
export async function assertRoomForBackup(dir: string, databaseDir: string): Promise<void> {
  await assertRoom(dir, directoryBytes(databaseDir) + CHECKPOINT_ROOM_BYTES, 'a backup');
}

// Backups and checkpoints of a database take turns: a second pg_backup_start would fail, and a
// checkpoint during a copy would recycle the WAL the backup is still to copy.
const running = new WeakMap<PGlite, Promise<unknown>>();

/** Runs `run` once no backup or checkpoint of this database is running (a checkpoint goes through here). */
export function betweenBackups<T>(pg: PGlite, run: () => Promise<T>): Promise<T> {
  const turn = (running.get(pg) ?? Promise.resolve()).catch(() => {}).then(run);
  running.set(pg, turn);
  return turn;
}

/** Resolves once no backup of this database is being written (closing waits for it). */
export async function backupsSettled(pg: PGlite): Promise<void> {
  await running.get(pg)?.catch(() => {});
}

/**
 * Writes a backup while the database keeps serving (backup-write.ts). `carry.uploadsDir` adds the
 * files of the uploads folder (a rollback point: an older version kept item images there).
 */
export async function takeBackup(
  pg: PGlite,
  backupDir: string,
  keep: number,
  reason: string,
  carry: { uploadsDir?: string; checkpoint?: () => Promise<void> } = {},
): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true });
  const file = newBackupPath(backupDir, reason);
  const pgdata = pg.dataDir;
  if (!pgdata || pgdata.includes('://')) throw new Error('Only a database kept in a folder is backed up');
  const { checkpoint, uploadsDir } = carry;
  await betweenBackups(pg, async () => {
    // The caller's checkpoint (checked for room; a failed one stops the database) first, so
    // pg_backup_start's own has next to nothing left to write.
    await checkpoint?.();
    await writeOnlineBackup(pg, pgdata, file, { label: path.basename(file), uploadsDir });
    // Only this process writes this folder's backups, one at a time: any `.partial` is a leftover.
    pruneBackups(backupDir, keep, SUFFIX, 0);
  });
  return file;
}
