/**
 * `npm run bench -- --pg` (issue 36.3): the API cases on PGlite (one process, as `npm run bench`),
 * then on a PostgreSQL 15 of the bench's own with one process, the same behind the README's nginx
 * block, and two processes behind it, all in one run so the figures compare. Each run reports throughput,
 * p50/p99, CPU ms per request (every process that served it: the app, PostgreSQL's backends,
 * nginx) and, on PostgreSQL, statements per request (pg_stat_statements).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { signIn } from '../test/http-session.js';
import { freePort, nginxBinary, nginxConfig, readmeNginxBlock, runNginx } from '../test/readme-nginx.js';
import { type ServerProcess, startServer } from '../test/server-process.js';
import type { BenchCase } from './case.js';
import { BENCH_DATA_DIR, openBenchDatabase, prepareBenchDatabase } from './database.js';
import { type LoadFigures, type LoadRequest, runLoad, waitForIdle } from './load.js';
import { type BenchPostgres, seedBenchPostgres, startBenchPostgres } from './postgres.js';
import { cpuMsOfTree } from './server-metrics.js';

export const pgMode = (argv: string[]) => argv.includes('--pg');

type Setup =
  | 'PGlite, 1 process'
  | 'PostgreSQL, 1 process'
  | 'PostgreSQL, 1 process + nginx'
  | 'PostgreSQL, 2 processes + nginx';
// One process behind nginx too: what the second process adds, apart from what TLS and the proxy cost.
const SETUPS: Setup[] = [
  'PGlite, 1 process',
  'PostgreSQL, 1 process',
  'PostgreSQL, 1 process + nginx',
  'PostgreSQL, 2 processes + nginx',
];

interface Row {
  case: string;
  setup: Setup;
  load: LoadFigures;
  /** CPU ms per request: the app's processes, PostgreSQL's, nginx's; and the load generator's. */
  cpu: { app: number; db: number; proxy: number; total: number; client: number };
  /** Statements PostgreSQL ran per request (BEGIN and COMMIT included); undefined on PGlite. */
  queries?: number;
}

interface Running {
  base: string;
  servers: ServerProcess[];
  proxyPid?: number;
  stop(): Promise<void>;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Inputs of each case, found in the database the environment points at (PGlite's ids may differ). */
async function prepareInputs(cases: BenchCase[]) {
  const database = await openBenchDatabase();
  try {
    const inputs: Record<string, unknown>[] = [];
    for (const c of cases) inputs.push(await c.prepare(database.db));
    return inputs;
  } finally {
    await database.close();
  }
}

/**
 * Every server a setup started, and its nginx: ended at exit, however the bench ends. ChildProcess
 * objects know whether they exited (a bare pid could by then be another process's).
 */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

async function start(setup: Setup, postgres: BenchPostgres, dirs: string[]): Promise<Running> {
  // The prints case measures the server beside the drawing, not a session's prints a minute.
  const common = { PRINTS_PER_MINUTE: '1000' };
  const ownDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-bench-app-'));
    dirs.push(d);
    return d;
  };
  if (setup === 'PGlite, 1 process') {
    const s = await startServer({ ...common, DATA_DIR: BENCH_DATA_DIR }, { compiled: true });
    children.add(s.child);
    await s.ready();
    return { base: s.url, servers: [s], stop: async () => void (await s.stop()) };
  }
  const onPg = { ...common, DATABASE_URL: postgres.url };
  if (setup === 'PostgreSQL, 1 process') {
    const s = await startServer({ ...onPg, DATA_DIR: ownDir() }, { compiled: true });
    children.add(s.child);
    await s.ready();
    return { base: s.url, servers: [s], stop: async () => void (await s.stop()) };
  }
  // As the README sets them up: each its own port and DATA_DIR, TRUST_PROXY with HOST=127.0.0.1.
  const servers: ServerProcess[] = [];
  for (let i = 0; i < (setup === 'PostgreSQL, 2 processes + nginx' ? 2 : 1); i++) {
    const s = await startServer({ ...onPg, DATA_DIR: ownDir(), TRUST_PROXY: '1' }, { compiled: true });
    servers.push(s);
    children.add(s.child);
    await s.ready();
  }
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is missing (Debian: apt-get install nginx-light)');
  const ports = { http: await freePort(), https: await freePort() };
  const { dir, conf } = nginxConfig(readmeNginxBlock(), {
    ...ports,
    // One process: both of the block's upstream lines name it.
    upstreams: [servers[0]!.port, (servers[1] ?? servers[0]!).port],
  });
  const proxy = await runNginx(nginx, conf, dir, ports.https);
  children.add(proxy.child);
  dirs.push(dir);
  return {
    base: `https://127.0.0.1:${ports.https}`,
    servers,
    proxyPid: proxy.child.pid!,
    stop: async () => {
      await proxy.stop();
      for (const s of servers) await s.stop();
    },
  };
}

/** Statements run so far, this bench's own questions left out. */
async function statements(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select coalesce(sum(calls), 0) as n from pg_stat_statements where query not like '%pg_stat_statements%'`,
  );
  return Number(rows[0]!.n);
}

export async function runPgBench(log: (m: string) => void, cases: BenchCase[]): Promise<void> {
  // PGlite's data set and inputs first (DATABASE_URL unset: bench/.data-large), then PostgreSQL's.
  delete process.env.DATABASE_URL;
  await prepareBenchDatabase(log);
  const pgliteInputs = await prepareInputs(cases);
  const postgres = await startBenchPostgres(log);
  const dirs: string[] = [];
  process.on('exit', () => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  await seedBenchPostgres(postgres.url, log);
  /** Found again before each setup: a write case can leave an item assigned when its run ends. */
  const pgInputs = async () => {
    process.env.DATABASE_URL = postgres.url;
    try {
      return await prepareInputs(cases);
    } finally {
      delete process.env.DATABASE_URL;
    }
  };
  const stats = new pg.Client({ connectionString: postgres.url });
  await stats.connect();
  await stats.query('create extension if not exists pg_stat_statements');
  // The loopback certificate is the bench's own (test/readme-nginx.ts makes it).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const healthz: BenchCase = {
    name: 'healthz',
    kind: 'read',
    p99Target: 0,
    prepare: async () => ({}),
    floor: async () => undefined,
    requests: () => [{ method: 'GET', path: '/healthz' }],
  };
  const rows: Row[] = [];
  const started = new Date();
  const load = { start: os.loadavg(), end: [] as number[] };
  try {
    for (const setup of SETUPS) {
      const onPg = setup !== 'PGlite, 1 process';
      log(`\n${setup}: starting`);
      const inputs = onPg ? await pgInputs() : pgliteInputs;
      const running = await start(setup, postgres, dirs);
      try {
        const session = {
          ...(await signIn(running.servers[0]!.url, 'staff@example.com', DEMO_PASSWORD)),
          baseUrl: running.base,
        };
        const pids = running.servers.map((s) => s.child.pid!);
        const snapshot = async () => ({
          app: pids.reduce((n, p) => n + cpuMsOfTree(p), 0),
          db: onPg ? cpuMsOfTree(postgres.pid) : 0,
          proxy: running.proxyPid ? cpuMsOfTree(running.proxyPid) : 0,
          queries: onPg ? await statements(stats) : 0,
          client: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000,
        });
        for (const [i, c] of [healthz, ...cases].entries()) {
          const input = i === 0 ? {} : inputs[i - 1]!;
          const requests: LoadRequest[] = c.requests(input);
          const hooks = c.hooks?.(input);
          for (const n of c.connections ?? [10, 50]) {
            log(`${setup}: ${c.name} at ${n} connections`);
            let before = await snapshot();
            const figures = await runLoad(session, requests, n, hooks, {
              seconds: c.seconds,
              afterWarmUp: async () => {
                before = await snapshot();
              },
            });
            const after = await snapshot();
            const per = (k: 'app' | 'db' | 'proxy' | 'queries' | 'client') =>
              (after[k] - before[k]) / Math.max(1, figures.requests);
            const cpu = { app: per('app'), db: per('db'), proxy: per('proxy') };
            rows.push({
              case: c.name,
              setup,
              load: figures,
              cpu: {
                app: round(cpu.app),
                db: round(cpu.db),
                proxy: round(cpu.proxy),
                total: round(cpu.app + cpu.db + cpu.proxy),
                client: round(per('client')),
              },
              queries: onPg ? round(per('queries')) : undefined,
            });
            await waitForIdle(session);
          }
        }
      } finally {
        await running.stop();
      }
    }
  } finally {
    await stats.end().catch(() => undefined);
    postgres.stop();
  }
  load.end = os.loadavg();
  const markdown = pgTable(rows, started, load);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    'bench/results/pg-latest.json',
    `${JSON.stringify({ when: started, load, rows }, null, 2)}\n`,
  );
  fs.writeFileSync('bench/results/pg-latest.md', markdown);
  log(`\n${markdown}`);
}

/**
 * One line per case, connections and setup; beside each PostgreSQL line its CPU per request over
 * PGlite's (goal ≤ 1.3) and, for two processes, its throughput over one process's (goal ≥ 1.0).
 */
export function pgTable(rows: Row[], when: Date, load: { start: number[]; end: number[] }): string {
  const avg = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const out = [
    `npm run bench -- --pg, ${when.toISOString()}, ${os.cpus().length} cores, load average ${avg(load.start)} at the start, ${avg(load.end)} at the end`,
    '',
    '| case | conn | setup | rps | p50 ms | p99 ms | CPU ms/req (app + PG + nginx) | statements/req | CPU vs PGlite | rps vs 1 process | load generator CPU ms/req |',
    '|---|---:|---|---:|---:|---:|---|---:|---:|---:|---:|',
  ];
  const find = (r: Row, setup: Setup) =>
    rows.find((x) => x.case === r.case && x.load.connections === r.load.connections && x.setup === setup);
  for (const r of rows) {
    const lite = find(r, 'PGlite, 1 process');
    const one = find(r, 'PostgreSQL, 1 process');
    const behind = find(r, 'PostgreSQL, 1 process + nginx');
    const parts = [r.cpu.app, r.cpu.db, r.cpu.proxy].filter((x, i) => i === 0 || x > 0);
    const errors = r.load.errors + r.load.non2xx;
    out.push(
      [
        r.case,
        r.load.connections,
        r.setup,
        `${r.load.rps}${errors ? ` (${errors} failed)` : ''}`,
        r.load.p50,
        r.load.p99,
        parts.length > 1 ? `${parts.join(' + ')} = ${r.cpu.total}` : r.cpu.total,
        r.queries ?? '',
        r.setup !== 'PGlite, 1 process' && lite?.cpu.total ? `${round(r.cpu.total / lite.cpu.total)}×` : '',
        r.setup === 'PostgreSQL, 2 processes + nginx' && one?.load.rps
          ? `${round(r.load.rps / one.load.rps)}× (${round(r.load.rps / (behind?.load.rps || 1))}× behind nginx)`
          : '',
        r.cpu.client,
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    );
  }
  return `${out.join('\n')}\n`;
}
