import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { POOL_WAIT_MS } from '../config.js';
import {
  assertRoomForBackup,
  backupsSettled,
  betweenBackups,
  latestBackup,
  ROLLBACK_REASON,
  takeBackup,
} from './backup.js';
import { assertNotFull, assertRoom, CHECKPOINT_ROOM_BYTES } from './disk-space.js';
import { assertNotInTransaction, guardMethods, runMarkedAsTransaction } from './guard.js';
import { PostgresListener } from './listen.js';
import { acquireDataDirLock, type DataDirLock } from './lock.js';
import { tunePglite } from './pglite-client.js';
import { PGLITE_SETTINGS } from './pglite-settings.js';
import { currentActorId, currentApiTokenId, forgetScopedVersions } from './request-scope.js';
import { trackWrites, VERSIONS_CHANNEL } from './table-versions.js';
import { type Database, type Db, selectRows } from './types.js';

export interface PgliteOptions {
  /** Directory holding pgdata/, backups/ and the lock; omit for an in-memory database. */
  dataDir?: string;
  /** Start from this dump (tests start from a migrated template). */
  loadDataDir?: Blob;
  backupKeep?: number;
  /** The directory's lock, when the caller took it first (the server does, before its port); else
   * taken here. Either way it is released when the database closes or fails to open. */
  lock?: DataDirLock;
  /** A rollback point (the backup before a migration) carries this folder's files too. */
  uploadsDir?: string;
  /** Sees the client once open (bench/profile-writes.ts counts and times its protocol calls). */
  instrument?: (client: PGlite) => void;
  /** Free bytes a checkpoint asks of the disk first (disk-space.ts); tests set 0 to make one fail. */
  checkpointRoom?: number;
}

export const pgliteDataPath = (dataDir: string) => path.join(dataDir, 'pgdata');
export const backupPath = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Every transaction marks its async context, so the root handle refuses to run inside it, tells
 * the database who is acting (the audit trigger records it with each change), and counts the
 * tables it wrote at its end (table-versions.ts).
 */
function markTransactions(db: Db, { driverSetsActor = false, onCommitWrote = () => {} } = {}): Db {
  const original = db.transaction.bind(db);
  const marked: typeof db.transaction = async (fn, config) => {
    let wrote = false;
    try {
      const result = await original(async (tx) => {
        // On PGlite the client does both ends in one simple statement each (pglite-client.ts).
        if (driverSetsActor) return runMarkedAsTransaction(() => fn(tx));
        const actor = currentActorId();
        const token = currentApiTokenId();
        await tx.execute(
          sql`select set_config('loadout.user_id', ${actor === null ? '' : String(actor)}, true),
                     set_config('loadout.api_token_id', ${token === null ? '' : String(token)}, true),
                     set_config('loadout.in_app_tx', 'on', true)`,
        );
        const result = await runMarkedAsTransaction(() => fn(tx));
        // Count the tables this transaction wrote (a no-op when it only read); see table-versions.ts.
        // The CTE reads the list before the count empties it.
        const [row] = await selectRows<{ wrote: boolean }>(
          tx,
          sql`with w as materialized (select coalesce(current_setting('loadout.touched', true), '') <> '' as wrote)
              select w.wrote, loadout_count_touched() from w`,
        );
        wrote = row?.wrote === true;
        return result;
      }, config);
      // Before the caller goes on: its next read in this process must not serve what it replaced.
      if (wrote) onCommitWrote();
      return result;
    } finally {
      forgetScopedVersions();
    }
  };
  db.transaction = marked;
  return db;
}

// A root statement that starts with `select` writes no table; anything else may (as pglite-client.ts).
const READS = /^\s*select\b/i;

/**
 * The table versions on PostgreSQL move by notification: each process hears on its one LISTEN
 * connection that a version moved (migration 0029), and counts its own writes as they end, so a
 * cached read asks nothing until something moved. While that connection is down the count is
 * unknown and every read asks (table-versions.ts); back, it counts a move, as notifications were lost.
 */
async function trackVersionsByNotification(db: Db, pool: pg.Pool, listener: PostgresListener) {
  let moves = 0;
  const moved = () => {
    moves++;
  };
  await listener.listen(VERSIONS_CHANNEL, moved, moved);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (READS.test(text ?? '')) return query(...args);
    // The callback form (no promise): counted when its callback is called.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function')
      args[last] = (...answer: unknown[]) => {
        moved();
        return callback(...answer);
      };
    const run = query(...args);
    return run instanceof Promise ? run.finally(moved) : run;
  }) as typeof pool.query;
  trackWrites(db, () => (listener.connected ? moves : undefined));
  return moved;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const { dataDir } = options;
  const lock = options.lock ?? (dataDir ? await acquireDataDirLock(dataDir) : undefined);
  const release = () => lock?.release();
  let client: PGlite;
  try {
    client = new PGlite(dataDir ? pgliteDataPath(dataDir) : 'memory://', {
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      ...PGLITE_SETTINGS,
    });
    await client.waitReady;
  } catch (err) {
    await release();
    if (!dataDir) throw err;
    const latest = latestBackup(backupPath(dataDir));
    const restore = latest
      ? `The latest backup is ${latest}. To restore it: npm run db:restore -- "${latest}"`
      : `There is no backup in ${backupPath(dataDir)}.`;
    throw new Error(
      `The embedded database in ${pgliteDataPath(dataDir)} could not be opened (${(err as Error).message}). ${restore}`,
    );
  }
  options.instrument?.(client);
  const tuned = tunePglite(client);
  guardMethods(client, ['query', 'exec', 'sql', 'transaction', 'dumpDataDir']);
  // Never started without room: a failed one stops the database (pglite-client.ts).
  const checkpointNow = async () => {
    if (dataDir) await assertRoom(dataDir, options.checkpointRoom ?? CHECKPOINT_ROOM_BYTES, 'a checkpoint');
    await tuned.checkpoint();
  };
  // Never while a backup copies the folder: it would recycle the WAL the backup still needs.
  const checkpoint = async () => {
    assertNotInTransaction();
    await betweenBackups(client, checkpointNow);
  };
  const backup = async (reason: string) => {
    if (!dataDir) return undefined;
    await assertRoomForBackup(dataDir, pgliteDataPath(dataDir));
    const uploadsDir = reason === ROLLBACK_REASON ? options.uploadsDir : undefined;
    return takeBackup(client, backupPath(dataDir), options.backupKeep ?? 5, reason, {
      uploadsDir,
      checkpoint: checkpointNow,
    });
  };
  // `npm run backup` asks the holder through the lock's socket: only it may read the directory.
  lock?.onBackup(() => backup('manual'));
  const db = markTransactions(drizzlePglite(client) as unknown as Db, { driverSetsActor: true });
  trackWrites(db, tuned.writes);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      assertNotInTransaction();
      const stopped = tuned.stopped();
      if (stopped) throw stopped;
      if (dataDir) await assertNotFull(dataDir);
      await tuned.ping();
    },
    checkpoint,
    // CHECKPOINT first: otherwise recent writes sit in the WAL and buffers, not in the dumped files.
    dump: async () => {
      await checkpoint();
      return client.dumpDataDir('gzip');
    },
    backup,
    exclusive: (_key, fn) => fn(),
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    onStop: (listener) => tuned.onStop(listener),
    close: async () => {
      try {
        await backupsSettled(client);
        // A stopped PGlite is left alone: its shutdown could hang the process, as its queries did.
        if (!client.closed && !tuned.stopped()) await client.close();
      } finally {
        await release();
      }
    },
  };
}

/**
 * A connection the server drops (a restart, a terminated backend) emits an error event: on an idle
 * one the pool's, on one in use (a transaction, the migration lock) its own, and an event nobody
 * listens to ends the process. Here each is only noted: the query on it fails (the request gets
 * db/failures.ts's words), the pool discards it and opens a new one when needed.
 */
function keepAliveThroughDrops(pool: pg.Pool, what: string, ending: () => boolean): void {
  const note = (err: Error) => {
    if (!ending()) process.emitWarning(`PostgreSQL dropped ${what}: ${err.message}`);
  };
  // The pool passes an idle connection's error on to its own listeners: noted once, by the client's.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', note));
}

export interface PostgresWaits {
  /** How long a query waits for one of the pool's connections (DATABASE_POOL_WAIT_MS): a queue, not an outage. */
  poolWaitMs?: number;
  /** How long opening a connection may take before the database counts as away. */
  connectMs?: number;
}

export const CONNECT_MS = 5_000;

/**
 * A pool whose two waits are apart. node-postgres has one `connectionTimeoutMillis` for both the
 * wait in the pool's queue and a new connection's attempt; at 5 s for both, a busy pool's queue
 * (200 connections on a pool of 10) was answered as an outage. The queue gets `poolWaitMs` (past
 * it: failures.ts's `database_busy`); each connection attempt its own client's `connectMs`, so a
 * database that does not answer is still told within seconds.
 */
function newPool(url: string, poolSize: number, waits: PostgresWaits): pg.Pool {
  const connectMs = waits.connectMs ?? CONNECT_MS;
  class Client extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  }
  return new pg.Pool({
    connectionString: url,
    max: poolSize,
    // The pool's own timer on a new connection also uses it: the client's (shorter) fires first.
    connectionTimeoutMillis: Math.max(waits.poolWaitMs ?? POOL_WAIT_MS, connectMs),
    Client,
  });
}

/** `poolSize`, `waits`: DATABASE_POOL_SIZE and DATABASE_POOL_WAIT_MS for the server (config.ts); scripts and tests pass their own. */
export async function openPostgres(
  url: string,
  poolSize: number,
  waits: PostgresWaits = {},
): Promise<Database> {
  const pool = newPool(url, poolSize, waits);
  let ending = false;
  keepAliveThroughDrops(pool, 'a connection', () => ending);
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new Error(
      `PostgreSQL at ${safeUrl} is unreachable (${(err as Error).message}). Check DATABASE_URL.`,
    );
  }
  const listener = new PostgresListener(url);
  let versionsMoved = () => {};
  const db = markTransactions(drizzlePg(pool) as unknown as Db, { onCommitWrote: () => versionsMoved() });
  try {
    versionsMoved = await trackVersionsByNotification(db, pool, listener);
  } catch (err) {
    await Promise.all([pool.end(), listener.close()]).catch(() => {});
    throw new Error(`PostgreSQL refused the LISTEN connection (${(err as Error).message}).`);
  }
  guardMethods(pool, ['query', 'connect']);
  // The health check's own connection: on the pool it waited behind every query queued there, and
  // a load balancer saw a busy server as a dead one (1.6 s under 200 busy connections). Opened at
  // the first check and kept.
  const pingPool = new pg.Pool({
    connectionString: url,
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: waits.connectMs ?? CONNECT_MS,
  });
  keepAliveThroughDrops(pingPool, "the health check's connection", () => ending);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pingPool.query('select 1');
    },
    checkpoint: async () => {},
    dump: async () => undefined,
    backup: async () => undefined,
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    // It does not stop: the pool opens new connections once the server is back.
    onStop: () => {},
    exclusive: async (key, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
        conn.release();
      }
    },
    close: async () => {
      ending = true;
      await Promise.all([pool.end(), pingPool.end(), listener.close()]);
    },
  };
}
