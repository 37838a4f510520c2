import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A data directory of its own for a browser file's server, already migrated and seeded with the
 * demo: a copy of the one the global setup made (e2e/global-setup.ts), so the server starts as it
 * does on its second day instead of migrating and seeding again (about 5 s each).
 */
export function demoDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(inject('demoDataDir'), dir, { recursive: true });
  return dir;
}
