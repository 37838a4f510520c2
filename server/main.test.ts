import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './platform/db/lock.js';

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

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BACKUP_EVERY_HOURS: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

describe('server process', () => {
  it('refuses to start when another process holds the data directory, and says who', async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const { exited, output } = start({ DATA_DIR: dir, PORT: String(await freePort()) });
    expect(await exited).toBe(1);
    expect(output()).toContain(`in use by another Loadout process (pid ${process.pid}`);
    release();
  });

  it('refuses to start with a clear message when DATABASE_URL is unreachable', async () => {
    const { exited, output } = start({
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none',
      PORT: String(await freePort()),
    });
    expect(await exited).toBe(1);
    expect(output()).toMatch(/PostgreSQL at postgres:\/\/\*\*\*@127\.0\.0\.1:1\/none is unreachable/);
    expect(output()).not.toContain('secret');
  });

  it('on SIGTERM finishes, checkpoints, releases the lock and exits 0', async () => {
    const dir = tempDir();
    const port = await freePort();
    const { child, exited, output } = start({ DATA_DIR: dir, PORT: String(port) });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(fs.existsSync(path.join(dir, 'loadout.lock'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited, output()).toBe(0);
    expect(fs.existsSync(path.join(dir, 'loadout.lock'))).toBe(false);
  });
});
