import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../server/platform/db/migrate.js';
import { openPglite } from '../server/platform/db/open.js';

/**
 * Migrate one PGlite once and hand its dump to every test file, so each file starts from a fresh,
 * migrated database in a fraction of the time initdb plus migrations take.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return; // PostgreSQL pass: test-db.ts creates a database per file.
  const dir = path.resolve('.tmp');
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  // Both server projects (vitest.config.ts) set up in this process: the second takes the first's.
  if (fs.existsSync(file)) {
    project.provide('pgliteTemplate', file);
    return;
  }
  const database = await openPglite();
  await runMigrations(database);
  const dump = await database.dump();
  await database.close();
  fs.mkdirSync(dir, { recursive: true });
  if (dump) fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', dump ? file : '');
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
