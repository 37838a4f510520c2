import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';

/**
 * An online backup of the PGlite data directory, streamed to disk: the database keeps answering
 * while its files are read (dumpDataDir built the whole tarball in memory, on this thread, while
 * the database waited: 9 s and +500 MB on the large data). PostgreSQL's low-level API makes the
 * copy consistent: pg_backup_start (a checkpoint) → every file, as it is at that moment → pg_backup_stop
 * → the WAL written meanwhile, and the backup_label it answers. A restore replays that WAL over the
 * copied files. PGlite has no background checkpointer, so nothing recycles the WAL during the copy
 * as long as nobody runs CHECKPOINT (takeBackup runs one backup at a time; open.ts's checkpoint and
 * close wait for it).
 *
 * The archive: the data directory's files at its root (as dumpDataDir wrote them, so the tarball
 * still loads through PGlite's `loadDataDir`), then, when asked, the files of the uploads folder
 * under UPLOADS_PREFIX (what an older version needs besides its database: a rollback point).
 */
export const UPLOADS_PREFIX = 'loadout-uploads/';

// What pg_basebackup leaves out: files of the running server, recreated at start.
const SKIP_CONTENTS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const SKIP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'backup_manifest',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
]);
const skipped = (name: string) =>
  SKIP_FILES.has(name) || name.startsWith('pg_internal.init') || name.startsWith('pgsql_tmp');

const CHUNK = 1024 * 1024;
type Sink = ReturnType<tar.Pack['entry']>;

/** Writes the backup to `file` (through `file.partial`, fsynced, renamed). */
export async function writeOnlineBackup(
  pg: PGlite,
  pgdata: string,
  file: string,
  { label, uploadsDir }: { label: string; uploadsDir?: string },
): Promise<void> {
  const partial = `${file}.partial`;
  const archive = new Archive(fs.createWriteStream(partial));
  let inBackup = false;
  try {
    await pg.query('select pg_backup_start($1, true)', [label]);
    inBackup = true;
    await archive.tree(pgdata, '', true);
    const [stop] = (
      await pg.query<{ labelfile: string; last: string }>(
        'select labelfile, pg_walfile_name(lsn) as last from pg_backup_stop(false)',
      )
    ).rows;
    inBackup = false;
    await archive.wal(pgdata, stop!.labelfile, stop!.last);
    await archive.bytes('backup_label', Buffer.from(stop!.labelfile));
    if (uploadsDir && fs.existsSync(uploadsDir)) await archive.tree(uploadsDir, UPLOADS_PREFIX, false);
    await archive.finish();
    const fh = await fsp.open(partial, 'r');
    await fh.sync().finally(() => fh.close());
    await fsp.rename(partial, file);
    await syncDir(path.dirname(file));
  } catch (err) {
    if (inBackup) await pg.query('select pg_backup_stop(false)').catch(() => {});
    await archive.abort(err as Error);
    await fsp.rm(partial, { force: true });
    throw err;
  }
}

/** A tar stream gzipped (on libuv's threads) into a file; every wait also ends if writing fails. */
class Archive {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private readonly broken: Promise<never>;

  constructor(out: fs.WriteStream) {
    this.written = pipeline(this.pack, zlib.createGzip({ level: 6 }), out);
    this.broken = new Promise<never>((_, reject) => {
      this.written.catch(reject);
    });
    this.broken.catch(() => {});
  }

  private until<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.broken]);
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
  }

  async abort(err: Error): Promise<void> {
    this.pack.destroy(err);
    await this.written.catch(() => {});
  }

  /** Every file under `root`, as it is now; a database folder leaves out what pg_basebackup does. */
  async tree(root: string, prefix: string, isPgdata: boolean): Promise<void> {
    const walk = async (rel: string): Promise<void> => {
      const entries = await fsp.readdir(path.join(root, rel), { withFileTypes: true }).catch(gone);
      for (const e of (entries ?? []).sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const relPath = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) {
          await this.dir(`${prefix}${relPath}`);
          // Its subfolders are kept (pg_wal/archive_status), its files are not.
          if (isPgdata && !rel && SKIP_CONTENTS.has(e.name)) await this.dirsOnly(root, relPath);
          else await walk(relPath);
        } else if (e.isFile() && !(isPgdata && skipped(e.name))) {
          await this.file(`${prefix}${relPath}`, path.join(root, relPath));
        }
      }
    };
    await walk('');
  }

  private async dirsOnly(root: string, rel: string): Promise<void> {
    const entries = await fsp.readdir(path.join(root, rel), { withFileTypes: true }).catch(gone);
    for (const e of entries ?? []) if (e.isDirectory()) await this.dir(`${rel}/${e.name}`);
  }

  /** The WAL segments from the backup's start to its stop (and any timeline history). */
  async wal(pgdata: string, labelfile: string, last: string): Promise<void> {
    const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
    if (!first) throw new Error(`pg_backup_stop answered an unexpected label: ${labelfile}`);
    const dir = path.join(pgdata, 'pg_wal');
    if (!fs.existsSync(path.join(dir, last))) throw new Error(`The WAL segment ${last} is missing`);
    for (const name of (await fsp.readdir(dir)).sort()) {
      const segment = /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last;
      if (segment || /^[0-9A-F]{8}\.history$/.test(name))
        await this.file(`pg_wal/${name}`, path.join(dir, name));
    }
  }

  /**
   * One file, read in chunks as it is while the database goes on writing: its size is taken when
   * it is opened; a file that shrank meanwhile is padded with zeros (pg_basebackup does the same;
   * the WAL replay puts every page written during the copy right). A file removed before it was
   * opened is left out (a dropped table).
   */
  async file(name: string, full: string): Promise<void> {
    const fh = await fsp.open(full, 'r').catch(gone);
    if (!fh) return;
    try {
      const { size, mode, mtime } = await fh.stat();
      const { entry, done } = this.entry({ name, size, mode: mode & 0o777, mtime });
      for (let at = 0; ; ) {
        const buf = Buffer.alloc(Math.min(CHUNK, size - at));
        await this.until(fh.read(buf, 0, buf.length, at));
        at += buf.length;
        if (at >= size) {
          entry.end(buf);
          break;
        }
        if (!entry.write(buf)) await this.until(once(entry, 'drain'));
      }
      await this.until(done);
    } finally {
      await fh.close();
    }
  }

  bytes(name: string, body: Buffer): Promise<void> {
    const { entry, done } = this.entry({ name, size: body.length, mode: 0o600 });
    entry.end(body);
    return this.until(done);
  }

  private dir(name: string): Promise<void> {
    return this.until(this.entry({ name: `${name}/`, type: 'directory', mode: 0o700 }).done);
  }

  private entry(header: Partial<tar.Header> & { name: string }): { entry: Sink; done: Promise<void> } {
    let entry!: Sink;
    const done = new Promise<void>((resolve, reject) => {
      entry = this.pack.entry(header, (err) => (err ? reject(err) : resolve()));
    });
    return { entry, done };
  }
}

function gone(err: NodeJS.ErrnoException): undefined {
  if (err.code === 'ENOENT') return undefined;
  throw err;
}

async function syncDir(dir: string): Promise<void> {
  const fh = await fsp.open(dir, 'r');
  await fh.sync().finally(() => fh.close());
}
