import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, askHolder } from './lock.js';
import { askAt } from './lock-socket.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A socket in a fresh folder whose listener does `onConnection` with each caller. */
async function listener(onConnection: (socket: net.Socket) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-ask-'));
  dirs.push(dir);
  const file = path.join(dir, 'loadout.sock');
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(file, resolve));
  return { dir, file, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('asking the holder of a data folder', () => {
  it('a holder that dies while it works on the question (mid-backup) is said to have stopped', async () => {
    const holder = await listener((socket) => socket.once('data', () => socket.end()));
    try {
      await expect(askAt(holder.file, 'backup')).rejects.toThrow(
        `The server holding ${holder.dir} stopped before it answered`,
      );
    } finally {
      await holder.close();
    }
  });

  it('a holder that answers something else is not Loadout; nobody listening is no answer', async () => {
    const other = await listener((socket) => socket.once('data', () => socket.end('HTTP/1.1 400\r\n\r\n')));
    try {
      await expect(askAt(other.file, 'who')).rejects.toThrow('does not answer as Loadout');
    } finally {
      await other.close();
    }
    expect(await askAt(path.join(other.dir, 'nobody.sock'), 'who')).toBeUndefined();
  });

  it('runs a command the holder registered with the input sent after its name, and says when it does not know one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-command-'));
    dirs.push(dir);
    const lock = await acquireDataDirLock(dir);
    try {
      lock.onCommand('greet', async (input) => `Hello ${(input as { name: string }).name}`);
      lock.onCommand('refuse', async () => {
        throw new Error('Not today.');
      });
      expect(await askHolder(dir, 'greet', 3000, { name: 'Ann' })).toMatchObject({
        ok: true,
        message: 'Hello Ann',
      });
      expect(await askHolder(dir, 'refuse', 3000, {})).toEqual({ ok: false, error: 'Not today.' });
      expect(await askHolder(dir, 'user:nothing', 3000, {})).toEqual({ ok: false, error: 'unknown' });
      expect(await askHolder(dir, 'who')).toMatchObject({ ok: true, holder: { app: 'loadout' } });
    } finally {
      await lock.release();
    }
  });
});
