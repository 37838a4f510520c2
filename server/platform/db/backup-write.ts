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
    throw archive.failure ?? err;
  }
}

/**
 * A tar stream gzipped (on libuv's threads) into a file; every wait also ends if writing fails.
 * Files are read into two buffers in turn, each reused once gzip has taken the chunk it holds: a
 * new buffer per chunk left garbage for V8 to collect when it pleased (+150 MB of RSS on the large
 * data before it did).
 */
class Archive {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private readonly broken: Promise<never>;
  private readonly buffers = [Buffer.alloc(CHUNK), Buffer.alloc(CHUNK)];
  private readonly inUse: (Promise<void> | undefined)[] = [undefined, undefined];
  private readonly taken = new Map<Buffer, () => void>();
  private turn = 0;
  /** Why writing the file failed (a full disk), when it did: the error to report. */
  failure: Error | undefined;

  constructor(out: fs.WriteStream) {
    const gzip = zlib.createGzip({ level: 6 });
    const compressed = pipeline(gzip, out);
    this.written = (async () => {
      for await (const chunk of this.pack as AsyncIterable<Buffer>) {
        // The callback comes once zlib has read the chunk: its buffer may then be filled again.
        await new Promise<void>((resolve, reject) => gzip.write(chunk, (e) => (e ? reject(e) : resolve())));
        this.taken.get(chunk)?.();
        this.taken.delete(chunk);
      }
      gzip.end();
      await compressed;
    })();
    this.written.catch((err) => {
      gzip.destroy(err);
      this.pack.destroy(err);
    });
    this.broken = new Promise<never>((_, reject) => {
      this.written.catch(reject);
      compressed.catch(reject);
    });
    this.broken.catch((err: Error) => {
      this.failure ??= err;
    });
  }

  /** The next read buffer, once gzip has taken what it last held; answers a view of `size` bytes. */
  private async nextBuffer(size: number): Promise<{ view: Buffer; slot: number }> {
    const slot = this.turn++ % this.buffers.length;
    await this.until(this.inUse[slot] ?? Promise.resolve());
    return { view: this.buffers[slot]!.subarray(0, size), slot };
  }

  private lend(view: Buffer, slot: number): Buffer {
    this.inUse[slot] = new Promise<void>((resolve) => this.taken.set(view, resolve));
    return view;
  }

  private until<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.broken]);
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.until(this.written);
  }

  async abort(err: Error): Promise<void> {
    this.pack.destroy(err);
    await this.until(this.written).catch(() => {});
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
        const { view, slot } = await this.nextBuffer(Math.min(CHUNK, size - at));
        const { bytesRead } = await this.until(fh.read(view, 0, view.length, at));
        view.fill(0, bytesRead);
        at += view.length;
        if (at >= size) {
          // An empty chunk may never reach gzip: its buffer is not lent.
          entry.end(view.length ? this.lend(view, slot) : view);
          break;
        }
        if (!entry.write(this.lend(view, slot))) await this.until(once(entry, 'drain'));
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
    let settle!: (err?: Error | null) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (err) => (err ? reject(err) : resolve());
    });
    done.catch(() => {}); // awaited by the caller; a failure meanwhile is also seen through `broken`
    return { entry: this.pack.entry(header, settle), done };
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
