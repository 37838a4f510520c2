import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/platform/config.js';
import { openPglite } from '../server/platform/db/open.js';

/**
 * Writes /openapi.json as the contracts make it to .tmp/openapi.json, for `npm run lint`'s Redocly
 * step: the app is built on an empty in-memory database and never listens. `--self-test` also
 * writes .tmp/openapi-self-test.json, the same without servers and security schemes, which the
 * lint must refuse (so a lint that passes everything is caught).
 */
const selfTest = process.argv.includes('--self-test');
const database = await openPglite();
const app = await buildApp({
  config: loadConfig({ demo: false, databaseUrl: undefined }),
  database,
  clientDir: path.resolve('dist/client'),
});
await app.ready();
const doc = app.swagger() as { servers?: unknown; components?: { securitySchemes?: unknown } };
const write = (name: string, value: unknown) => {
  fs.mkdirSync('.tmp', { recursive: true });
  fs.writeFileSync(path.join('.tmp', name), `${JSON.stringify(value, null, 2)}\n`);
};
write('openapi.json', doc);
if (selfTest) {
  const { servers: _s, components, ...rest } = doc;
  write('openapi-self-test.json', { ...rest, components: { ...components, securitySchemes: undefined } });
}
await app.close();
await database.close();
