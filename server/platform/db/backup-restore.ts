import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import tar from 'tar-stream';
import { UPLOADS_PREFIX } from './backup-write.js';
import { acquireDataDirLock } from './lock.js';
import { pgliteDataPath } from './open.js';
import { PGLITE_SETTINGS } from './pglite-settings.js';

/**
 * `npm run restore` of a PGlite backup (`.tar.gz`): both formats, the online backups of
 * backup-write.ts and the whole-directory dumps older versions wrote, are streamed into a new
 * folder beside pgdata (memory stays flat; PGlite's loadDataDir read the whole file into memory,
 * 1.6 GB on the large data), opened there (PostgreSQL replays the backup's WAL), and only then
 * swapped in. The replaced folder is kept as pgdata.before-restore-<time>: the latest one only,
 * older ones are removed. Files the archive holds under loadout-uploads/ go back into the
 * uploads folder (a rollback point's images); files already there are left as they are.
 */
export interface RestoreReport {
  users: number;
  uploads: number;
  /** Where the replaced data directory was put, when there was one. */
  keptAt?: string;
  /** Older replaced data directories removed. */
  removed: string[];
}

export async function restoreBackup(
  archive: string,
  { dataDir, uploadsDir }: { dataDir: string; uploadsDir: string },
): Promise<RestoreReport> {
  const lock = await acquireDataDirLock(dataDir);
  const target = pgliteDataPath(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${target}.restoring-${stamp}`;
  try {
    const uploads = await extractBackup(archive, staging, uploadsDir);
    const users = await openOnce(staging);
    const keptAt = fs.existsSync(target) ? `${target}.before-restore-${stamp}` : undefined;
    if (keptAt) fs.renameSync(target, keptAt);
    fs.renameSync(staging, target);
    return { users, uploads, keptAt, removed: removeOlderReplaced(target, keptAt) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await lock.release();
  }
}

/** Opens the restored folder once: the WAL is replayed and checkpointed; answers the users counted. */
async function openOnce(dir: string): Promise<number> {
  const pg = new PGlite(dir, { extensions: { pg_trgm }, ...PGLITE_SETTINGS });
  try {
    await pg.waitReady;
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from users');
    await pg.exec('CHECKPOINT');
    return rows[0]?.n ?? 0;
  } finally {
    await pg.close();
  }
}

function removeOlderReplaced(target: string, keep: string | undefined): string[] {
  const base = path.basename(target);
  const dir = path.dirname(target);
  const older = fs
    .readdirSync(dir)
    .filter((n) => n.startsWith(`${base}.before-restore-`))
    .map((n) => path.join(dir, n))
    .filter((p) => p !== keep);
  for (const p of older) fs.rmSync(p, { recursive: true, force: true });
  return older;
}

/**
 * Streams the archive's database files into `pgdata` (created) and its uploads into `uploadsDir`;
 * answers how many uploaded files it wrote. Names that would leave either folder are refused.
 */
export async function extractBackup(archive: string, pgdata: string, uploadsDir: string): Promise<number> {
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  let uploads = 0;
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const where = destination(header.name, pgdata, uploadsDir);
    const skip = () => {
      stream.resume();
      stream.once('end', () => next());
    };
    if (!where) return skip();
    if (header.type === 'directory') {
      fs.mkdirSync(where.path, { recursive: true, mode: 0o700 });
      return skip();
    }
    if (header.type !== 'file' && header.type !== 'contiguous-file') return skip();
    if (where.upload) uploads++;
    fs.mkdirSync(path.dirname(where.path), { recursive: true, mode: 0o700 });
    pipeline(stream, fs.createWriteStream(where.path, { mode: 0o600 })).then(() => next(), next);
  });
  await pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  return uploads;
}

/** Where an entry goes: under pgdata, or (loadout-uploads/...) under the uploads folder; else nowhere. */
function destination(
  name: string,
  pgdata: string,
  uploadsDir: string,
): { path: string; upload: boolean } | undefined {
  const clean = name.replace(/^(\.?\/)+/, '').replace(/\/+$/, '');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '')) return undefined;
  // A stale server's pid file would only be in the way (dumps of older versions hold one).
  if (clean === 'postmaster.pid') return undefined;
  if (`${clean}/`.startsWith(UPLOADS_PREFIX)) {
    const rest = clean.slice(UPLOADS_PREFIX.length);
    return { path: rest ? path.join(uploadsDir, rest) : uploadsDir, upload: true };
  }
  return { path: path.join(pgdata, clean), upload: false };
}
