/**
 * Where the server's memory goes under one load: starts the compiled server on the bench data,
 * runs the named cases (as `npm run bench -- --only`) and prints RSS, V8 heap used / total and
 * memory outside the heap (PGlite's WebAssembly, Buffers) before and after each run.
 * `npx tsx bench/memory-probe.ts busy` (nothing else may hold the bench data directory).
 * PROBE_ENV='{"NODE_OPTIONS":"..."}' adds to the server's environment; PROBE_SNAPSHOT=during|after
 * with `--heapsnapshot-signal=SIGUSR2` in it writes a heap snapshot at that moment.
 */
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { signIn } from '../test/http-session.js';
import { startServer } from '../test/server-process.js';
import { apiCases } from './cases/index.js';
import { BENCH_DATA_DIR, openBenchDatabase } from './database.js';
import { runLoad } from './load.js';
import { askMetrics } from './server-metrics.js';

const names = (process.argv[2] ?? 'assign').split(',');
const cases = apiCases.filter((c) => names.some((n) => c.name.toLowerCase().includes(n)));
const database = await openBenchDatabase();
const inputs = [];
for (const c of cases) inputs.push(await c.prepare(database.db));
await database.close();
const sock = path.join(os.tmpdir(), `memprobe-${process.pid}.sock`);
const server = await startServer(
  {
    DATA_DIR: BENCH_DATA_DIR,
    LOADOUT_METRICS_SOCKET: sock,
    ...(process.env.PROBE_ENV ? JSON.parse(process.env.PROBE_ENV) : {}),
  },
  { compiled: true },
);
try {
  await server.ready();
  const show = async (what: string) =>
    console.log(what.padEnd(40), JSON.stringify(await askMetrics(sock, 'read')));
  await show('idle');
  const s = await signIn(server.url, 'staff@example.com', DEMO_PASSWORD);
  for (const [i, c] of cases.entries()) {
    for (const n of c.connections ?? [10, 50]) {
      if (process.env.PROBE_SNAPSHOT === 'during') setTimeout(() => server.child.kill('SIGUSR2'), 10_000);
      const f = await runLoad(s, c.requests(inputs[i]!), n, c.hooks?.(inputs[i]!), {
        seconds: c.seconds ?? 5,
      });
      console.log(
        `${c.name} c${n}: rps ${f.rps} p50 ${f.p50} p99 ${f.p99} errors ${f.errors} non2xx ${f.non2xx}`,
      );
      await show(`after ${c.name.slice(0, 30)} c${n}`);
    }
  }
  if (process.env.PROBE_SNAPSHOT === 'after') {
    server.child.kill('SIGUSR2');
    await new Promise((r) => setTimeout(r, 15000));
  }
} finally {
  server.child.kill('SIGTERM');
}
