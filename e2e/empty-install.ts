import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freePort, type ServerProcess, startServer } from '../test/server-process.js';

/**
 * An install of its own for a browser test: the compiled server on a free port with a fresh data
 * directory and no demo data, as `npm run serve` starts for a company on its first day.
 */
export interface EmptyInstall {
  server: ServerProcess;
  dataDir: string;
  /** The path (with its token) of the first-run link the server printed. */
  setupPath(): string;
  stop(): Promise<void>;
}

export async function startEmptyInstall(env: Record<string, string> = {}): Promise<EmptyInstall> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-e2e-empty-'));
  const port = await freePort();
  const server = await startServer(
    { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    { compiled: true },
  );
  await server.ready();
  return {
    server,
    dataDir,
    setupPath() {
      const printed = /Create the first administrator at: (\S+)/.exec(server.output())?.[1];
      if (!printed) throw new Error(`the server printed no setup link:\n${server.output()}`);
      const url = new URL(printed);
      return url.pathname + url.search;
    },
    async stop() {
      await server.stop('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up the first administrator through /setup (the page must be on the install's server). */
export async function setUpFirstAdmin(
  page: Page,
  install: EmptyInstall,
  admin: { name: string; email: string; password: string },
) {
  await page.goto(install.setupPath());
  await page.getByLabel('Your name').fill(admin.name);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('New password', { exact: true }).fill(admin.password);
  await page.getByLabel('The same password again').fill(admin.password);
  await page.getByLabel('The same password again').press('Enter');
  await page.getByRole('heading', { name: `Welcome, ${admin.name}` }).waitFor();
}
