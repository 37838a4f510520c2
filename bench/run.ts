/**
 * npm run bench [-- --scale xlarge]: the large (or xlarge) data set, the real server on loopback, a closed-loop load at 10 and
 * 50 connections per case with its in-process floor and /healthz, screens in Chromium, the bundle,
 * the server's peak memory. Prints a table; writes bench/results/latest.{json,md}; flags figures
 * more than 20 % worse than bench/baseline.json (`--save-baseline` writes it).
 * PGlite by default (bench/.data-<scale>); PostgreSQL when DATABASE_URL is set. The baseline is
 * large's: other scales are not compared with it. `--pg`: the API cases on PGlite and on a
 * PostgreSQL of its own with one and two processes (bench/pg-run.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGLITE_NODE_FLAGS, PGLITE_SETTINGS } from '../server/platform/db/pglite-settings.js';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { signIn } from '../test/http-session.js';
import { startServer } from '../test/server-process.js';
import { measureBundle } from './bundle.js';
import {
  apiCases,
  type BackupFigures,
  backupCases,
  type ImportedScreen,
  type ImportFigures,
  importCases,
  type StreamFigures,
  screenCases,
  streamCases,
} from './cases/index.js';
import {
  BENCH_DATA_DIR,
  BENCH_SCALE,
  benchTarget,
  openBenchDatabase,
  prepareBenchDatabase,
} from './database.js';
import { runLoad, SECONDS, waitForIdle } from './load.js';
import { pgMode, runPgBench } from './pg-run.js';
import {
  type BenchResults,
  type CaseResult,
  readBaseline,
  regressions,
  toMarkdown,
  writeResults,
} from './report.js';
import { measureScreens } from './screens.js';
import { runScreensOnly, screensOnly } from './screens-run.js';
import { askMetrics, processTree } from './server-metrics.js';
import { timeIt } from './stats.js';

const log = (m: string) => process.stdout.write(`${m}\n`);
// `npm run bench -- --only <words>[,<words>]` (or BENCH_ONLY): only the cases and screens so named.
const onlyArg = process.argv.indexOf('--only');
const only = (onlyArg > 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY)?.toLowerCase();
const pick = <T extends { name: string }>(xs: T[]) =>
  only ? xs.filter((x) => only.split(',').some((w) => x.name.toLowerCase().includes(w.trim()))) : xs;
const CONNECTIONS = [10, 50];
const FLOOR_RUNS = Number(process.env.BENCH_FLOOR_RUNS ?? 30);

if (!fs.existsSync('dist/client/.vite/manifest.json')) {
  log('Building the client...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
// The server as production runs it (compiled, no transpiler in the process), from this code.
log('Compiling the server...');
execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (pgMode(process.argv)) {
  await runPgBench(log, pick(apiCases));
  process.exit(0);
}
await prepareBenchDatabase(log);
if (screensOnly(process.argv)) {
  await runScreensOnly(log);
  process.exit(0);
}

// Inputs and floors first: on PGlite the server would hold the data directory.
const cases = pick(apiCases);
const screens = pick(screenCases);
const live = pick(streamCases);
// A backup is the embedded database's own (PostgreSQL's is pg_dump, outside the server).
const backups = benchTarget().kind === 'pglite' ? pick(backupCases) : [];
const imports = pick(importCases);
const database = await openBenchDatabase();
const prepared: { input: Record<string, unknown>; floor: CaseResult['floor'] }[] = [];
const screenPaths: string[] = [];
const liveInputs: Record<string, unknown>[] = [];
const backupInputs: Record<string, unknown>[] = [];
const importInputs: Awaited<ReturnType<(typeof importCases)[number]['prepare']>>[] = [];
try {
  for (const c of cases) {
    const input = await c.prepare(database.db);
    log(`floor: ${c.name}`);
    prepared.push({ input, floor: await timeIt(() => c.floor(database.db, input), FLOOR_RUNS) });
  }
  for (const s of screens) screenPaths.push((await s.prepare(database.db)).path);
  for (const s of live) liveInputs.push(await s.prepare(database.db));
  for (const b of backups) backupInputs.push(await b.prepare(database.db));
  for (const c of imports) importInputs.push(await c.prepare(database.db));
} finally {
  await database.close();
}
// The floor under the server's memory: PGlite alone on the same directory, opened as the server opens it.
const floorMemory =
  benchTarget().kind === 'pglite'
    ? (JSON.parse(
        execFileSync(
          process.execPath,
          [
            ...(process.env.PGLITE_OPTIMIZING_COMPILER === '1' ? [] : PGLITE_NODE_FLAGS),
            'bench/pglite-floor.mjs',
            BENCH_DATA_DIR,
            JSON.stringify(PGLITE_SETTINGS),
          ],
          { encoding: 'utf8' },
        ),
      ) as BenchResults['memory']['pgliteFloor'])
    : undefined;

const target = benchTarget();
const metricsSocket = path.join(os.tmpdir(), `loadout-bench-${process.pid}.sock`);
const server = await startServer(
  {
    ...(target.kind === 'pglite'
      ? { DATA_DIR: BENCH_DATA_DIR }
      : { DATABASE_URL: process.env.DATABASE_URL! }),
    LOADOUT_METRICS_SOCKET: metricsSocket,
    // The prints case measures the server beside the drawing, not a session's prints a minute.
    PRINTS_PER_MINUTE: '1000',
  },
  { compiled: true },
);
/** A load run with the server's event-loop delay over exactly its timed part (after the warm-up). */
const measured = async (run: (afterWarmUp: () => Promise<void>) => ReturnType<typeof runLoad>) => {
  const figures = await run(async () => {
    await askMetrics(metricsSocket, 'reset');
  });
  const { delay } = await askMetrics(metricsSocket, 'read');
  return { ...figures, eventLoop: { p99: delay.p99, max: delay.max } };
};
// An error thrown in a load run's callbacks ends this process without the finally below.
process.on('exit', () => server.child.kill('SIGTERM'));
let results: BenchResults;
try {
  await server.ready();
  const session = await signIn(server.url, 'staff@example.com', DEMO_PASSWORD);
  const healthz = [];
  for (const n of CONNECTIONS) {
    healthz.push(
      await measured((afterWarmUp) =>
        runLoad(session, [{ method: 'GET', path: '/healthz' }], n, {}, { afterWarmUp }),
      ),
    );
    await waitForIdle(session);
  }
  const caseResults: CaseResult[] = [];
  for (const [i, c] of cases.entries()) {
    const { input, floor } = prepared[i]!;
    const load = [];
    const hooks = c.hooks?.(input);
    for (const n of c.connections ?? CONNECTIONS) {
      log(`load: ${c.name} at ${n} connections`);
      const options = { seconds: c.seconds, probeFresh: c.probeFresh };
      load.push(
        await measured((afterWarmUp) =>
          runLoad(session, c.requests(input), n, hooks, { ...options, afterWarmUp }),
        ),
      );
      await waitForIdle(session);
    }
    const perRequest = 1000 / (load[0]!.rps || 1);
    caseResults.push({
      name: c.name,
      kind: c.kind,
      p99Target: c.p99Target,
      floor,
      load,
      ratio: Math.round((perRequest / (floor.mean || 0.01)) * 100) / 100,
    });
  }
  const streams: StreamFigures[] = [];
  for (const [i, s] of live.entries()) {
    log(`streams: ${s.name}`);
    streams.push(await s.run(session, server.child.pid!, liveInputs[i]!));
  }
  const backupFigures: BackupFigures[] = [];
  for (const [i, b] of backups.entries()) {
    log(`backup: ${b.name}`);
    await waitForIdle(session);
    backupFigures.push(await b.run(session, server.child.pid!, backupInputs[i]!));
  }
  const importFigures: ImportFigures[] = [];
  const importedScreens: { screen: ImportedScreen; path: string }[] = [];
  for (const [i, c] of imports.entries()) {
    log(`imports: ${c.name}`);
    const admin = await signIn(server.url, 'admin@example.com', DEMO_PASSWORD);
    importFigures.push(...(await c.run(admin, server.child.pid!, importInputs[i]!)));
    importedScreens.push(...((await c.screens?.(admin, importInputs[i]!)) ?? []));
  }
  // Every process Loadout started (the server and any process under it), peak RSS over the runs.
  const processes = processTree(server.child.pid!);
  log('screens...');
  const screenFigures =
    screens.length || importedScreens.length
      ? await measureScreens(server.url, { email: 'staff@example.com', password: DEMO_PASSWORD }, [
          ...screens.map((screen, i) => ({ screen, path: screenPaths[i]! })),
          ...importedScreens,
        ])
      : [];
  results = {
    meta: {
      when: new Date().toISOString(),
      database: target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      scale: BENCH_SCALE,
      node: process.version,
      cpus: os.cpus().length,
      secondsPerRun: SECONDS,
    },
    healthz,
    cases: caseResults,
    screens: screenFigures,
    streams,
    backups: backupFigures,
    imports: importFigures,
    bundle: measureBundle(),
    memory: {
      peakRssMb: processes.reduce((n, p) => n + p.peakRssMb, 0),
      processes,
      pgliteFloor: floorMemory,
    },
  };
} finally {
  await server.stop('SIGTERM');
}

const flagged = BENCH_SCALE === 'large' ? regressions(results, readBaseline()) : [];
const markdown = toMarkdown(results, flagged);
writeResults(results, markdown);
log(`\n${markdown}`);
if (process.argv.includes('--save-baseline') && BENCH_SCALE === 'large') {
  fs.writeFileSync('bench/baseline.json', `${JSON.stringify(results, null, 2)}\n`);
  log('Saved as bench/baseline.json.');
}
