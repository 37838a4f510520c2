import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app.js';
import { forgetChecksInFlight, sweep } from './features/auth/service.js';
import { userCommands } from './features/auth/user-commands.js';
import { sweepRounds } from './features/labor-invites/public.js';
import { prepareSetup } from './features/users/setup-token.js';
import { deliverDue, pruneDeliveries } from './features/webhooks/public.js';
import { loadConfig } from './platform/config.js';
import { databaseFailureOf } from './platform/db/failures.js';
import { openDatabase } from './platform/db/index.js';
import { acquireDataDirLock } from './platform/db/lock.js';
import { runMigrations } from './platform/db/migrate.js';
import { PGLITE_NODE_FLAGS } from './platform/db/pglite-settings.js';
import { currentRequestId } from './platform/db/request-scope.js';
import { forgetOldWriteKeys } from './platform/db/write-once.js';
import { holdPort } from './platform/http/hold-port.js';
import { startMetrics } from './platform/metrics.js';
import { projectRoot } from './platform/paths.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed/index.js';

/**
 * Starts the server: take the data directory (refused while any version holds it), then the port,
 * and only then open, back up and migrate the database, seed the demo on first start, listen;
 * drain on SIGTERM.
 */
const config = loadConfig();
/** How often queued webhook deliveries are looked for. */
const WEBHOOK_EVERY_MS = 3_000;
const log = pino({ level: config.logLevel });
const metrics = config.metricsSocket ? startMetrics(config.metricsSocket) : undefined;

function fail(message: string): never {
  log.fatal(message);
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

// Issue 38.6: the printed QR codes and the links in mail carry publicUrl; localhost opens nothing
// on the phone that scans a label.
if (config.publicUrlIsDefault)
  log.warn(
    `PUBLIC_URL is not set: QR codes on prints and links in mail point at ${config.publicUrl}, which only this machine can open. Set PUBLIC_URL to the address people use (https://loadout.example.com).`,
  );

// Before PGlite compiles its WebAssembly (pglite-settings.ts says why).
if (!config.databaseUrl && !config.pgliteOptimizingCompiler)
  for (const flag of PGLITE_NODE_FLAGS) v8.setFlagsFromString(flag);
const lock = config.databaseUrl
  ? undefined
  : await acquireDataDirLock(config.dataDir).catch((err: Error) => fail(err.message));
const releasePort = await holdPort(config.port, config.host).catch(async (err: Error) => {
  await lock?.release();
  return fail(`Could not listen on port ${config.port}: ${err.message}. Set PORT to use another port.`);
});
// The database takes the lock over: it releases it when it closes, or fails to open.
const database = await openDatabase(config, lock).catch((err: Error) => fail(err.message));
const where =
  database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
try {
  const applied = await runMigrations(database, (m) => log.info(m));
  if (applied) log.info({ applied }, 'migrations applied');
  await forgetChecksInFlight(database.db);
  if (config.demo && (await isDatabaseEmpty(database.db))) {
    log.info('empty database: seeding the small demo data set');
    await seedDemo(database.db, { scale: 'small' });
  }
  // A real install starts with no account: the first administrator is made at this address.
  const setupUrl = await prepareSetup(database.db, config.dataDir, config.publicUrl);
  if (setupUrl) {
    log.info('no account yet: open the setup address printed on standard output');
    process.stdout.write(`Loadout has no account yet. Create the first administrator at: ${setupUrl}\n`);
  }
} catch (err) {
  await database.close();
  fail(`Could not prepare the database (${where}): ${(err as Error).message}`);
}

// `npm run user:create` and `user:reset-password` ask through the lock's socket while we hold the embedded database.
for (const [name, run] of Object.entries(userCommands))
  lock?.onCommand(name, (input) => run(database.db, input));

const app = await buildApp({
  config,
  database,
  clientDir: path.join(projectRoot, 'dist', 'client'),
  logger: { level: config.logLevel },
});

let backupTimer: NodeJS.Timeout | undefined;
if (database.kind === 'pglite' && config.backupEveryHours > 0) {
  backupTimer = setInterval(
    () => {
      database
        .backup('scheduled')
        .then((file) => log.info({ file }, 'backup written'))
        .catch((err) => log.error({ err }, 'backup failed'));
    },
    config.backupEveryHours * 3600 * 1000,
  );
  backupTimer.unref();
}

// Hourly housekeeping; PGlite has no autovacuum, so its planner statistics are refreshed here too.
const runSweep = () =>
  sweep(database.db)
    .then(() => pruneDeliveries(database.db))
    .then(() => forgetOldWriteKeys(database.db))
    .then(() => (database.kind === 'pglite' ? database.db.execute(sql`analyze`) : undefined))
    .catch((err) => log.error({ err }, 'housekeeping failed'));
void runSweep();
const sweepTimer = setInterval(runSweep, 3600 * 1000);
sweepTimer.unref();
// Offer rounds whose answer time ran out move on to their next technician: at start (a deadline
// passed while the server was down) and every minute (labor-invites/rounds/sweep.ts).
const runRounds = () =>
  sweepRounds(database.db, app.mailer, new Date(Date.now() + config.roundClockAheadMs))
    .then(({ failed }) => {
      for (const err of failed) log.error({ err }, 'offer round could not move on');
    })
    .catch((err) => log.error({ err }, 'offer round sweep failed'));
void runRounds();
const roundsTimer = setInterval(runRounds, 60_000);
roundsTimer.unref();
// Mail left queued by a crash or an SMTP outage is retried every two minutes. Messages kept while
// SMTP_URL was unset go out by themselves once it is set: at start, and with each round (a
// process that stopped mid-way leaves the rest to the next round; platform/mail.ts drainKept).
const runMail = () =>
  app.mailer
    .retryQueued()
    .then(() => app.mailer.drainKept())
    .then((done) => {
      if (done.length) log.info({ sent: done.filter((d) => d.status === 'sent').length }, 'kept mail sent');
    })
    .catch((err) => log.error({ err }, 'mail retry failed'));
if (app.mailer.canSend) void runMail();
const mailTimer = setInterval(() => void runMail(), 120_000);
mailTimer.unref();
// Webhook deliveries queued by committed changes are sent every few seconds, and retried with
// backoff (features/webhooks/worker.ts); a run still sending when the next is due is not doubled.
let webhooksRunning = false;
const webhookTimer = setInterval(() => {
  if (webhooksRunning) return;
  webhooksRunning = true;
  deliverDue(database.db, { allowPrivate: config.webhookAllowPrivate })
    .catch((err) => log.error({ err }, 'webhook delivery failed'))
    .finally(() => {
      webhooksRunning = false;
    });
}, WEBHOOK_EVERY_MS);
webhookTimer.unref();

// `npm run backup` asks for a backup this way: only the process holding the embedded database can read it.
process.on('SIGUSR2', () => {
  database
    .backup('manual')
    .then((file) => log.info({ file }, file ? 'backup written' : 'backups of PostgreSQL are made by pg_dump'))
    .catch((err) => log.error({ err }, 'backup failed'));
});

let stopping = false;
async function shutdown(
  signal: string,
  { exitCode = 0, databaseStopped }: { exitCode?: number; databaseStopped?: Error } = {},
) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: finishing requests');
  clearInterval(backupTimer);
  clearInterval(sweepTimer);
  clearInterval(mailTimer);
  clearInterval(webhookTimer);
  metrics?.close();
  const force = setTimeout(() => {
    log.error('requests did not finish in 20 s; closing anyway');
    process.exit(1);
  }, 20_000);
  force.unref();
  // Requests in flight finish; a keep-alive connection that goes idle afterwards is closed too,
  // or a client holding it open would keep us waiting.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  try {
    await app.close();
    clearInterval(idle);
    if (databaseStopped) fail(databaseStopped.message);
    await database.checkpoint();
    await database.close();
    log.info('stopped cleanly');
    process.exit(exitCode);
  } catch (err) {
    if (databaseFailureOf(err) === 'disk_full')
      fail(
        `Stopped without a checkpoint: ${(err as Error).message} Nothing is lost: the next start recovers from the write-ahead log.`,
      );
    log.error({ err }, 'error while stopping');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// The embedded database cannot go on (a checkpoint failed): stop serving, say why, exit 1 so a
// supervisor starts the server again; its database recovers then (ARCHITECTURE.md, "When the database fails").
database.onStop((reason) => {
  log.fatal({ err: reason }, 'the embedded database stopped');
  void shutdown('database stopped', { databaseStopped: reason });
});
// Errors nobody caught (ARCHITECTURE.md says why each is handled so): a rejected promise is logged
// and the server serves on; an exception thrown past every handler stops the process as SIGTERM
// does (requests in flight finish, the database closes cleanly), exit code 1, for the supervisor
// to start it again.
process.on('unhandledRejection', (err) => {
  log.error({ err, reqId: currentRequestId() ?? undefined }, 'a promise failed and nothing handled it');
});
process.on('uncaughtException', (err) => {
  log.fatal(
    { err, reqId: currentRequestId() ?? undefined },
    'an error nobody caught: stopping to restart clean',
  );
  void shutdown('uncaughtException', { exitCode: 1 });
});

try {
  await releasePort();
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  await database.close();
  fail(`Could not listen on port ${config.port}: ${(err as Error).message}. Set PORT to use another port.`);
}

const lines = ['', `  Loadout is running on http://localhost:${config.port}`, `  Database: ${where}`];
if (config.demo) {
  lines.push(`  Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(6)} ${a.email}`);
}
process.stdout.write(`${lines.join('\n')}\n\n`);
