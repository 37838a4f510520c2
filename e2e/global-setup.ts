import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../test/server-process.js';
import { ensureChromium } from './chromium.js';

/** Starts the real server (demo data, fresh data directory) for the browser suite. */
export default async function setup(project: TestProject) {
  const chromium = ensureChromium();
  if (!fs.existsSync('dist/client/index.html')) {
    throw new Error('The client is not built: run `npm run build` (npm test does it for you).');
  }
  // The demo data, migrated and seeded once by a server started and stopped on it; the suite's
  // server and the files with a server of their own (e2e/demo-data-dir.ts) start on copies.
  const demoDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-e2e-demo-'));
  const seeding = await startServer({ DATA_DIR: demoDataDir, LOADOUT_DEMO: '1' }, { compiled: true });
  await seeding.ready();
  const seeded = await seeding.stop('SIGTERM');
  if (seeded !== 0)
    throw new Error(`The server seeding the demo exited with ${seeded}:\n${seeding.output()}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-e2e-'));
  fs.cpSync(demoDataDir, dataDir, { recursive: true });
  // Every test logs in through the form: more logins a minute than one person makes. Webhooks go
  // to a receiver the test starts on loopback.
  const server = await startServer(
    { DATA_DIR: dataDir, LOADOUT_DEMO: '1', LOGIN_RATE_PER_MINUTE: '1000', WEBHOOK_ALLOW_PRIVATE: '1' },
    { compiled: true },
  );
  await server.ready();
  project.provide('baseURL', server.url);
  project.provide('chromiumPath', chromium);
  project.provide('demoDataDir', demoDataDir);

  return async () => {
    const code = await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(demoDataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`The e2e server exited with ${code}:\n${server.output()}`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    /** A migrated data directory with the demo seeded, never opened by a test: copy it. */
    demoDataDir: string;
  }
}
