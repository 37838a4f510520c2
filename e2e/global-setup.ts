import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /healthz within 120 s:\n${output()}`);
}

/** Starts the real server (demo data, fresh data directory) for the browser suite. */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium();
  if (!fs.existsSync('dist/client/index.html')) {
    throw new Error('The client is not built: run `npm run build` (npm test does it for you).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-e2e-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOADOUT_DEMO: '1',
      LOG_LEVEL: 'warn',
      BACKUP_EVERY_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => log);
  project.provide('baseURL', baseURL);
  project.provide('chromiumPath', chromium);

  return async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    const code = await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`The e2e server exited with ${code}:\n${log}`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
  }
}
