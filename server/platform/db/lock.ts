import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type LockInfo,
  lockRecordPath,
  myRecord,
  readRecord,
  recordHolds,
  removeRecordIfMine,
  writeRecord,
} from './lock-record.js';
import { type Answer, askAt, listenAt, lockSocketPath, viaShortAddress } from './lock-socket.js';

export type { LockInfo } from './lock-record.js';
export { lockSocketPath } from './lock-socket.js';

/**
 * Two processes opening one PGlite data directory corrupt it. The lock is held inside the directory,
 * on its real path, so every name of the folder finds it:
 * - `loadout.sock`: the holder listens on it. The kernel closes it when the holder dies however it
 *   dies (SIGKILL, power loss), so a crash never leaves the folder locked; only one process can
 *   listen there, and it proves who holds it: it answers "who" with Loadout's identity, and "backup"
 *   with a backup it writes itself. Nothing is ever signalled.
 * - `loadout.lock` (lock-record.ts): the holder's record, which the first versions locked with.
 * A starter refuses a folder that any version holds: its socket answers, its record names a live
 * holder, or (the socket-only versions, on a long path) a socket in the temporary folder answers.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockInfo,
    hint = '',
  ) {
    super(
      `The data directory is in use by another Loadout process (pid ${holder.pid} on ${holder.host}, ` +
        `started ${holder.startedAt}). Stop that process first, or point DATA_DIR at another directory. ` +
        `Lock: ${lockPath}${hint}`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  /** What a "backup" request runs (the database, once open); answers the file written. */
  onBackup(run: () => Promise<string | undefined>): void;
  /**
   * What another command runs (`npm run user:create` and `user:reset-password` while the server
   * holds the database), given the JSON sent after its name; answers the line the caller prints.
   */
  onCommand(name: string, run: (input: unknown) => Promise<string>): void;
  release(): Promise<void>;
}

/**
 * Asks the holder of a data directory: 'who' (its identity), 'backup', or a command it registered
 * (with its input). Answers undefined when nobody listens (no lock, or its holder died); throws
 * when something answers that is not Loadout.
 */
export function askHolder(
  dir: string,
  command: string,
  timeoutMs = 3000,
  input?: unknown,
): Promise<Answer | undefined> {
  return askAt(lockSocketPath(dir), command, timeoutMs, input);
}

/** A question is a line; a longer one is not from Loadout. */
const MAX_QUESTION = 64 * 1024;

/** Takes the lock or throws DataDirLockedError (naming the live holder). */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  fs.mkdirSync(dir, { recursive: true });
  const where = lockSocketPath(dir);
  const real = path.dirname(where);
  const mine = myRecord();
  let backup: (() => Promise<string | undefined>) | undefined;
  const commands = new Map<string, (input: unknown) => Promise<string>>();
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      if (received.length > MAX_QUESTION) return void socket.destroy();
      if (!received.includes('\n')) return;
      socket.off('data', onData);
      answer(socket, received.slice(0, received.indexOf('\n')).trim());
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
  /** A line is a command's name, then for a registered command the JSON of its input. */
  const answer = (socket: net.Socket, line: string) => {
    const space = line.indexOf(' ');
    const command = space < 0 ? line : line.slice(0, space);
    if (command === 'who') return void socket.end(JSON.stringify({ ok: true, holder: mine }));
    const reply = (run: () => Promise<Omit<Answer & { ok: true }, 'ok' | 'holder'>>) =>
      run()
        .then((done) => socket.end(JSON.stringify({ ok: true, holder: mine, ...done })))
        .catch((err: Error) => socket.end(JSON.stringify({ ok: false, error: err.message })));
    if (command === 'backup' && backup) return void reply(async () => ({ file: await backup!() }));
    const run = commands.get(command);
    if (!run) return void socket.end(JSON.stringify({ ok: false, error: 'unknown' }));
    reply(async () => ({ message: await run(space < 0 ? undefined : JSON.parse(line.slice(space + 1))) }));
  };
  // Bound through a short symlink, the server cannot remove its own file on close: we do.
  let boundAt = '';
  const bind = () =>
    viaShortAddress(where, async (address) => {
      boundAt = address;
      return listenAt(server, address);
    });
  const close = async () => {
    if (boundAt !== where) fs.rmSync(where, { force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  let bound = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    bound = await bind();
    if (bound) break;
    const answer = await askAt(where, 'who');
    if (answer?.ok && answer.holder) throw new DataDirLockedError(where, answer.holder);
    if (answer) throw new Error(`${where} is held by a process that does not answer as Loadout`);
    await clearStale(where);
  }
  if (!bound) throw new Error(`Could not take the data directory lock ${where}`);
  // Its commands reset passwords: only the user the server runs as may connect, whatever the umask.
  fs.chmodSync(where, 0o600);
  try {
    await refuseOlderHolders(dir, real);
    await takeRecord(real, mine);
  } catch (err) {
    await close();
    throw err;
  }
  // The socket must not keep the process alive on its own.
  server.unref();
  return {
    path: where,
    onBackup: (run) => {
      backup = run;
    },
    onCommand: (name, run) => {
      commands.set(name, run);
    },
    release: async () => {
      removeRecordIfMine(lockRecordPath(real), mine);
      await close();
    },
  };
}

/** Writes our record, unless it names a holder that may be alive (an older version holding the folder). */
async function takeRecord(real: string, mine: LockInfo): Promise<void> {
  const file = lockRecordPath(real);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (writeRecord(file, mine, { exclusive: true })) return;
    const held = readRecord(file);
    if (held === undefined) continue; // removed meanwhile: try again
    if (held === 'garbled') {
      // An older version writes its record just after creating the file: give it a moment.
      if (attempt < 10) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
    } else {
      const holds = recordHolds(held);
      if (holds === 'elsewhere')
        throw new DataDirLockedError(
          file,
          held,
          `. If no Loadout runs on ${held.host} any more, delete ${file} and start again.`,
        );
      if (holds) throw new DataDirLockedError(file, held);
    }
    // A dead holder's record (ours is the only live socket): replace it.
    writeRecord(file, mine, { exclusive: false });
    return;
  }
  throw new Error(`Could not write the data directory lock ${file}`);
}

/**
 * The versions that locked with a socket alone put it in the temporary folder when the data
 * directory's path was long, named by a hash of the path as typed: ask there too.
 */
async function refuseOlderHolders(dir: string, real: string): Promise<void> {
  const named = [...new Set([path.resolve(dir), real])].filter(
    (p) => Buffer.byteLength(path.join(p, 'loadout.sock')) >= 100,
  );
  const bases = [...new Set([os.tmpdir(), '/tmp'])];
  for (const p of named)
    for (const base of bases) {
      const hash = createHash('sha256').update(p).digest('hex').slice(0, 24);
      const file = path.join(base, `loadout-${hash}.sock`);
      const answer = await askAt(file, 'who').catch(() => undefined);
      if (answer?.ok && answer.holder) throw new DataDirLockedError(file, answer.holder);
    }
}

/**
 * Removes a socket file nobody listens on (its holder died). Two starters doing this at once take
 * turns through a directory made atomically (one left by a crash counts after 10 s), and the
 * socket is asked again inside, so a fresh holder's socket is never removed.
 */
async function clearStale(where: string): Promise<void> {
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
    if ((await askAt(where, 'who')) === undefined) fs.rmSync(where, { force: true });
  } finally {
    fs.rmSync(turn, { recursive: true, force: true });
  }
}
