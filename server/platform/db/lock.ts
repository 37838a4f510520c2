import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Two processes opening one PGlite data directory corrupt it. The holder listens on a Unix socket
 * in the directory: the kernel closes it when the holder dies however it dies (SIGKILL, power
 * loss), so a lock is never taken on the word of a pid that may now be someone else, or ourselves
 * (a container's node is pid 1 on every start). The socket also proves who holds it: a holder
 * answers "who" with Loadout's identity, and "backup" with a backup it writes itself; nothing is
 * ever signalled.
 */
export interface LockInfo {
  app: 'loadout';
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
        `Lock: ${lockPath}`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** What a "backup" request runs (the database, once open); answers the file written. */
  onBackup(run: () => Promise<string | undefined>): void;
  release(): Promise<void>;
}

/** The socket's address: in the data directory, or (a path too long for a socket) in /tmp by its hash. */
export function lockSocketPath(dir: string): string {
  const inDir = path.join(path.resolve(dir), 'loadout.sock');
  if (Buffer.byteLength(inDir) < 100) return inDir;
  const hash = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 24);
  return path.join(os.tmpdir(), `loadout-${hash}.sock`);
}

type Answer = { ok: true; holder?: LockInfo; file?: string } | { ok: false; error: string };

/**
 * Asks the holder of a data directory: 'who' (its identity) or 'backup'. Answers undefined when
 * nobody listens (no lock, or its holder died); throws when something answers that is not Loadout.
 */
export function askHolder(
  dir: string,
  command: 'who' | 'backup',
  timeoutMs = 3000,
): Promise<Answer | undefined> {
  const where = lockSocketPath(dir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(where);
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${where} is held by a process that does not answer as Loadout`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        const answer = JSON.parse(data) as Answer;
        if (answer.ok && answer.holder?.app !== 'loadout') throw new Error('not Loadout');
        resolve(answer);
      } catch {
        reject(new Error(`${where} is held by a process that does not answer as Loadout`));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(undefined);
      else reject(err);
    });
  });
}

/** Takes the lock or throws DataDirLockedError (naming the live holder). */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  fs.mkdirSync(dir, { recursive: true });
  const where = lockSocketPath(dir);
  const mine: LockInfo = {
    app: 'loadout',
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  let backup: (() => Promise<string | undefined>) | undefined;
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.once('data', (line: string) => {
      const command = line.trim();
      if (command === 'who') return void socket.end(JSON.stringify({ ok: true, holder: mine }));
      if (command !== 'backup' || !backup)
        return void socket.end(JSON.stringify({ ok: false, error: 'unknown' }));
      backup()
        .then((file) => socket.end(JSON.stringify({ ok: true, holder: mine, file })))
        .catch((err: Error) => socket.end(JSON.stringify({ ok: false, error: err.message })));
    });
    socket.on('error', () => {});
  });
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await listen(server, where)) {
      // The socket must not keep the process alive on its own.
      server.unref();
      return {
        path: where,
        onBackup: (run) => {
          backup = run;
        },
        release: () => new Promise((resolve) => server.close(() => resolve())),
      };
    }
    const answer = await askHolder(dir, 'who');
    if (answer?.ok && answer.holder) throw new DataDirLockedError(where, answer.holder);
    if (answer) throw new Error(`${where} is held by a process that does not answer as Loadout`);
    await clearStale(dir, where);
  }
  throw new Error(`Could not take the data directory lock ${where}`);
}

function listen(server: net.Server, where: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (err.code === 'EADDRINUSE') resolve(false);
      else reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(where);
  });
}

/**
 * Removes a socket file nobody listens on (its holder died). Two starters doing this at once take
 * turns through a directory made atomically (one left by a crash counts after 10 s), and the
 * socket is asked again inside, so a fresh holder's socket is never removed.
 */
async function clearStale(dir: string, where: string): Promise<void> {
  const turn = `${where}.takeover`;
  try {
    fs.mkdirSync(turn);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const age = Date.now() - (fs.statSync(turn, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > 10_000) fs.rmSync(turn, { recursive: true, force: true });
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    return;
  }
  try {
    if ((await askHolder(dir, 'who')) === undefined) fs.rmSync(where, { force: true });
  } finally {
    fs.rmSync(turn, { recursive: true, force: true });
  }
}
