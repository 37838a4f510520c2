/**
 * Which of the staff day's seven requests makes its p99: the server on the bench data, ten
 * connections cycling the case's requests for `seconds`, latency kept per request of the cycle.
 * `npx tsx bench/profile-staff-day.ts [seconds]` (nothing else may hold the bench data directory).
 */
import { openPglite } from '../server/platform/db/open.js';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { signIn } from '../test/http-session.js';
import { startServer } from '../test/server-process.js';
import { mixedCases } from './cases/mixed.js';
import { BENCH_DATA_DIR } from './database.js';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const staffDay = mixedCases[0]!;
const database = await openPglite({ dataDir: BENCH_DATA_DIR });
const input = await staffDay.prepare(database.db);
await database.close();
const requests = staffDay.requests(input);
const server = await startServer({ DATA_DIR: BENCH_DATA_DIR }, { compiled: false });
try {
  await server.ready();
  const session = await signIn(server.url, 'staff@example.com', DEMO_PASSWORD);
  const times = requests.map(() => [] as number[]);
  const run = async (until: number, keep: boolean) => {
    while (Date.now() < until)
      for (const [k, r] of requests.entries()) {
        const t = performance.now();
        const res = await fetch(`${server.url}${r.path}`, {
          method: r.method,
          headers: { ...session.headers, 'accept-encoding': 'gzip', 'content-type': 'application/json' },
          body: r.body === undefined ? undefined : JSON.stringify(r.body),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${r.path}: ${res.status}`);
        if (keep) times[k]!.push(performance.now() - t);
      }
  };
  await Promise.all(Array.from({ length: connections }, () => run(Date.now() + 2000, false)));
  await Promise.all(Array.from({ length: connections }, () => run(Date.now() + seconds * 1000, true)));
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;
  for (const [k, r] of requests.entries())
    process.stdout.write(
      `${r.method} ${r.path.slice(0, 60).padEnd(60)} n=${times[k]!.length} p50 ${pct(times[k]!, 0.5).toFixed(1)} p99 ${pct(times[k]!, 0.99).toFixed(1)} max ${Math.max(...times[k]!).toFixed(1)} ms\n`,
    );
  const all = times.flat();
  process.stdout.write(`all: p50 ${pct(all, 0.5).toFixed(1)} p99 ${pct(all, 0.99).toFixed(1)} ms\n`);
} finally {
  await server.stop();
}
