import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/platform/config.js';
import { openPglite } from '../server/platform/db/open.js';

/**
 * Writes /openapi.json as the contracts make it to .tmp/openapi.json (or the path given), for
 * `npm run lint`'s Redocly step: the app is built on an empty in-memory database and never listens.
 */
const out = path.resolve(process.argv[2] ?? '.tmp/openapi.json');
const database = await openPglite();
const app = await buildApp({
  config: loadConfig({ demo: false, databaseUrl: undefined }),
  database,
  clientDir: path.resolve('dist/client'),
});
await app.ready();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
