import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Backups of the PGlite data directory: gzipped tarballs, newest kept, oldest pruned. */
const PREFIX = 'loadout-';
const SUFFIX = '.tar.gz';

export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((f) => f.startsWith(PREFIX) && f.endsWith(SUFFIX))
    .sort()
    .map((f) => path.join(backupDir, f));
}

export function latestBackup(backupDir: string): string | undefined {
  return listBackups(backupDir).at(-1);
}

export async function takeBackup(
  pg: PGlite,
  backupDir: string,
  keep: number,
  reason: string,
): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(backupDir, `${PREFIX}${stamp}-${reason}${SUFFIX}`);
  const dump = await pg.dumpDataDir('gzip');
  const tmp = `${file}.partial`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  const all = listBackups(backupDir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(old, { force: true });
  return file;
}
