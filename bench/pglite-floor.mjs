/**
 * The memory floor of the embedded database: PGlite alone, in a plain Node process (no transpiler,
 * no app), on the bench's data directory, with the options the server opens it with (argv[3], JSON:
 * bench/run.ts passes server/platform/db/pglite-settings.ts). Prints one JSON line: RSS of Node with
 * PGlite's module loaded, after opening, after reading every table once (buffers and catalog caches
 * filled, as a server's are after a few requests), and the peak. Nothing else may hold the directory.
 *   node bench/pglite-floor.mjs bench/.data-large '{"postgresqlconf":["shared_buffers = 32MB"]}'
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const mb = (key) =>
  Number(new RegExp(`${key}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) >> 10;
const [dir, settings = '{}'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node bench/pglite-floor.mjs <DATA_DIR> [options JSON]');
const nodeRssMb = mb('VmRSS');
const pg = new PGlite(path.join(dir, 'pgdata'), { extensions: { pg_trgm }, ...JSON.parse(settings) });
await pg.waitReady;
const openRssMb = mb('VmRSS');
const tables = await pg.query(
  `select quote_ident(schemaname) || '.' || quote_ident(relname) as t from pg_stat_user_tables`,
);
for (const { t } of tables.rows) await pg.query(`select count(*) from ${t}`);
const warmRssMb = mb('VmRSS');
await pg.close();
process.stdout.write(`${JSON.stringify({ nodeRssMb, openRssMb, warmRssMb, peakRssMb: mb('VmHWM') })}\n`);
