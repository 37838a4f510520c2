import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../test-db.js';

export interface ServerTarget {
  kind: 'pglite' | 'postgres';
  /** Environment for startServer: where the database is, with the demo accounts seeded on first start. */
  env: Record<string, string>;
  dataDir?: string;
  cleanup(): Promise<void>;
}

/**
 * Where a process-level harness keeps its data: a fresh PGlite directory, or (when DATABASE_URL is
 * set, as in CI's PostgreSQL pass) a fresh database on that server.
 */
export async function serverTarget(): Promise<ServerTarget> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createPostgresDatabase(serverUrl);
    return { kind: 'postgres', env: { DATABASE_URL: url, LOADOUT_DEMO: '1' }, cleanup: drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-harness-'));
  return {
    kind: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir, LOADOUT_DEMO: '1' },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
