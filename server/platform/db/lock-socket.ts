import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LockInfo } from './lock-record.js';

/**
 * The data directory's socket, `loadout.sock`, lives in the directory itself, on its real path:
 * every way of naming the folder (a symlink, a relative path, another TMPDIR) reaches the same
 * file. A socket's address holds only about 104 bytes, so a longer path is reached through a short
 * symlink to the folder, made for the bind or connect and removed at once.
 */
const SOCKET = 'loadout.sock';
const MAX_ADDRESS = 100; // sun_path: 104 bytes on macOS, 108 on Linux, with the final NUL

/** Where the holder of `dir` listens: in the folder, on its real path. */
export function lockSocketPath(dir: string): string {
  try {
    return path.join(fs.realpathSync(dir), SOCKET);
  } catch {
    return path.join(path.resolve(dir), SOCKET); // no folder yet: nobody listens there
  }
}

/** Runs `use` with an address of `file` a socket can use; a long one goes through a short symlink. */
export async function viaShortAddress<T>(file: string, use: (address: string) => Promise<T>): Promise<T> {
  if (Buffer.byteLength(file) <= MAX_ADDRESS) return use(file);
  const base = [os.tmpdir(), '/tmp'].find((b) => Buffer.byteLength(b) <= MAX_ADDRESS - 48) ?? '/tmp';
  const link = path.join(base, `loadout-${process.pid}-${randomBytes(6).toString('hex')}`);
  fs.symlinkSync(path.dirname(file), link);
  try {
    return await use(path.join(link, path.basename(file)));
  } finally {
    fs.rmSync(link, { force: true });
  }
}

/** Binds the server at `address`: false when the address is taken (a live or a dead holder's file). */
export function listenAt(server: net.Server, address: string): Promise<boolean> {
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
    server.listen(address);
  });
}

export type Answer =
  | { ok: true; holder?: LockInfo; file?: string; message?: string }
  | { ok: false; error: string };

/**
 * Asks whoever listens at a socket file: 'who' (its identity), 'backup' or another command the
 * holder registered, with `input` sent as JSON after its name. Answers undefined when nobody
 * listens (no holder, or it died); throws when something answers that is not Loadout.
 */
export async function askAt(
  file: string,
  command: string,
  timeoutMs = 3000,
  input?: unknown,
): Promise<Answer | undefined> {
  const notLoadout = () => new Error(`${file} is held by a process that does not answer as Loadout`);
  // A holder that closes without a word has died (or was stopped) while it worked on the question.
  const stopped = () =>
    new Error(
      `The server holding ${path.dirname(file)} stopped before it answered; start it, or run this again.`,
    );
  const socket = await viaShortAddress(file, (address) => connect(address, timeoutMs, notLoadout));
  if (!socket) return undefined;
  return new Promise((resolve, reject) => {
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(notLoadout());
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('end', () => {
      clearTimeout(timer);
      if (!data) return reject(stopped());
      try {
        const answer = JSON.parse(data) as Answer;
        if (answer.ok && answer.holder?.app !== 'loadout') throw new Error('not Loadout');
        resolve(answer);
      } catch {
        reject(notLoadout());
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(err.code === 'ECONNRESET' || err.code === 'EPIPE' ? stopped() : err);
    });
    socket.write(`${command}${input === undefined ? '' : ` ${JSON.stringify(input)}`}\n`);
  });
}

function connect(address: string, timeoutMs: number, notLoadout: () => Error) {
  return new Promise<net.Socket | undefined>((resolve, reject) => {
    const socket = net.connect(address);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(notLoadout());
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(undefined);
      else reject(err);
    });
  });
}
