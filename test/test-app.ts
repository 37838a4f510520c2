import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { type Config, loadConfig } from '../server/platform/config.js';
import type { Database, Db } from '../server/platform/db/types.js';
import { createTestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, driven through app.inject (no network). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  // Uploads go to a directory of this app's own, removed with it.
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-uploads-'));
  const config = loadConfig({
    demo: false,
    databaseUrl: undefined,
    loginFailuresAllowed: 5,
    loginRatePerMinute: 30,
    uploadsDir,
    ...overrides,
  });
  const app = await buildApp({ config, database, clientDir: path.resolve('dist/client') });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
