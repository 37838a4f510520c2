/**
 * Where the server's CPU goes under one API case's load: `npx tsx bench/profile-server.ts "<words of
 * the case's name>" [seconds]` starts the compiled server with `node --cpu-prof` on the bench data
 * set (PGlite), runs the case at 10 connections after an untimed pass (as `npm run bench` does),
 * stops the server and prints its CPU per request and the profile's self time by where the code
 * lives (PGlite, the app's files, Fastify, the garbage collector...) and by function. Self time,
 * because a profile cannot follow an `await`: the time under a query is charged to PGlite, not to
 * the service that awaited it. The profile stays in bench/results/ for Chrome's DevTools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { signIn } from '../test/http-session.js';
import { startServer } from '../test/server-process.js';
import { apiCases } from './cases/index.js';
import { BENCH_DATA_DIR, openBenchDatabase, prepareBenchDatabase } from './database.js';
import { runLoad } from './load.js';
import { cpuMsOfTree } from './server-metrics.js';

const [words, secondsArg] = process.argv.slice(2);
const found = apiCases.filter((c) => words && c.name.includes(words));
if (found.length !== 1)
  throw new Error(
    `Name one case (words of its name): ${found.length ? found.map((c) => c.name).join('; ') : apiCases.map((c) => c.name).join('; ')}`,
  );
const c = found[0]!;
const seconds = Number(secondsArg ?? 8);
const dir = path.resolve('bench/results');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code lives, in the words the bench's notes use. */
function areaOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(idle)' || name === '(program)') return `V8 ${name}`;
  if (url.startsWith('wasm://') || url.includes('@electric-sql/pglite'))
    return 'PGlite (WebAssembly and its JS)';
  const app = /dist\/node\/(server\/[^/]+\/[^/]+)/.exec(url);
  if (app) return `app: ${app[1]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:') || !url) return 'Node.js itself (sockets, files, streams, zlib, start-up)';
  return url;
}

await prepareBenchDatabase(console.log);
const database = await openBenchDatabase();
let input: Record<string, unknown>;
try {
  input = await c.prepare(database.db);
} finally {
  await database.close();
}
fs.mkdirSync(dir, { recursive: true });
const before = new Set(fs.readdirSync(dir));
const server = await startServer(
  { DATA_DIR: BENCH_DATA_DIR, PRINTS_PER_MINUTE: '1000' },
  { compiled: true, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
);
let requests = 0;
let cpuMs = 0;
try {
  await server.ready();
  const session = await signIn(server.url, 'staff@example.com', DEMO_PASSWORD);
  await runLoad(session, c.requests(input), 10, c.hooks?.(input) ?? {}, { seconds: 2 });
  const cpuBefore = cpuMsOfTree(server.child.pid!);
  const figures = await runLoad(session, c.requests(input), 10, c.hooks?.(input) ?? {}, { seconds });
  cpuMs = cpuMsOfTree(server.child.pid!) - cpuBefore;
  requests = figures.requests;
  console.log(
    `${c.name}, 10 connections, ${seconds} s: ${figures.rps} a second, p50 ${figures.p50} / p99 ${figures.p99} ms, ` +
      `${(cpuMs / figures.requests).toFixed(2)} ms of the server's CPU per request`,
  );
} finally {
  await server.stop('SIGTERM');
}
const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile') && !before.has(f));
if (!file) throw new Error(`The server wrote no profile into ${dir}:\n${server.output()}`);
const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const areas = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += dt;
  const area = areaOf(url, functionName);
  areas.set(area, (areas.get(area) ?? 0) + dt);
  const fn = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(dist|node_modules)\//, '$1/')}:${lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + dt);
});
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const share = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(
  `\nThe whole profile (start-up and warm-up included): ${(total / 1000).toFixed(0)} ms sampled, ${requests} timed requests.`,
);
console.log('\nSelf time by where the code lives:');
for (const [area, us] of top(areas, 15)) console.log(`${share(us)}  ${area}`);
console.log('\nSelf time by function:');
for (const [fn, us] of top(functions, 25)) console.log(`${share(us)}  ${fn}`);
console.log(
  `\nProfile: ${path.relative('.', path.join(dir, file))} (open it in Chrome's DevTools, Performance).`,
);
