/**
 * The memory floor of the embedded database: PGlite alone (same version, extension and settings as
 * server/platform/db/open.ts) on the bench's data directory, no app. Prints one JSON line: RSS after
 * opening, and after reading every table once (its buffers and catalog caches filled, as a server's
 * would be after a few requests). Run it while nothing else holds the directory.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteDataPath } from '../server/platform/db/open.js';
import { PGLITE_SETTINGS } from '../server/platform/db/pglite-settings.js';

const rssMb = () => Math.round(process.memoryUsage.rss() / 1048576);
const peakMb = () =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) >> 10;

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/pglite-floor.ts <DATA_DIR>');
const before = rssMb();
const pg = new PGlite(pgliteDataPath(dir), { extensions: { pg_trgm }, ...PGLITE_SETTINGS });
await pg.waitReady;
const openRssMb = rssMb();
const tables = await pg.query<{ t: string }>(
  `select quote_ident(schemaname) || '.' || quote_ident(relname) as t from pg_stat_user_tables`,
);
for (const { t } of tables.rows) await pg.query(`select count(*) from ${t}`);
const warmRssMb = rssMb();
await pg.close();
process.stdout.write(`${JSON.stringify({ nodeMb: before, openRssMb, warmRssMb, peakRssMb: peakMb() })}\n`);
