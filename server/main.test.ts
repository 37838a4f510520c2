import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../test/server-process.js';
import { acquireDataDirLock, lockSocketPath } from './platform/db/lock.js';

/** The server process itself: refusing to start, and stopping cleanly. */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-main-test-'));
  dirs.push(d);
  return d;
};

describe('server process', () => {
  it('refuses to start when another process holds the data directory, and says who', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    const server = await startServer({ DATA_DIR: dir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`in use by another Loadout process (pid ${process.pid}`);
    await lock.release();
  });

  it('refuses to start with a clear message when DATABASE_URL is unreachable', async () => {
    const server = await startServer({
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none',
      PUBLIC_URL: 'https://loadout.example.test',
    });
    expect(await server.exited).toBe(1);
    // PUBLIC_URL set: no warning about it (issue 38.6).
    expect(server.output()).not.toContain('PUBLIC_URL');
    expect(server.output()).toMatch(/PostgreSQL at postgres:\/\/\*\*\*@127\.0\.0\.1:1\/none is unreachable/);
    expect(server.output()).not.toContain('secret');
  });

  it('on SIGTERM finishes, checkpoints, releases the lock and exits 0', async () => {
    const dir = tempDir();
    const server = await startServer({ DATA_DIR: dir, PUBLIC_URL: '' });
    await server.ready(60_000);
    // Issue 38.6: unset, every QR code would open localhost; the start says so.
    expect(server.output()).toContain(
      'PUBLIC_URL is not set: QR codes on prints and links in mail point at http://localhost:',
    );
    expect(fs.existsSync(lockSocketPath(dir))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'loadout.lock'))).toBe(true);
    expect(await server.stop('SIGTERM'), server.output()).toBe(0);
    expect(fs.existsSync(lockSocketPath(dir))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'loadout.lock'))).toBe(false);
  });

  it('serves on after a promise nobody handled; after an uncaught exception stops cleanly, exit code 1', async () => {
    // Two failures injected before the server starts, fired by signals: no route throws on purpose.
    const inject =
      "process.on('SIGWINCH',()=>{Promise.reject(new Error('injected rejection'))});" +
      "process.on('SIGHUP',()=>{throw new Error('injected exception')});";
    const dir = tempDir();
    const server = await startServer({
      DATA_DIR: dir,
      NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(inject)}`,
    });
    await server.ready(60_000);
    server.child.kill('SIGWINCH');
    await vi.waitFor(() => expect(server.output()).toContain('injected rejection'), { timeout: 10_000 });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGHUP');
    expect(await server.exited, server.output()).toBe(1);
    expect(server.output()).toContain('injected exception');
    expect(server.output()).toContain('"level":60');
    // Stopped as on SIGTERM: the database closed and its lock released.
    expect(fs.existsSync(lockSocketPath(dir))).toBe(false);
  });
});
