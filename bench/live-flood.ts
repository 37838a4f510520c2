/**
 * One session floods the live streams (hardening issue, point 2), against a real server process:
 * a technician's session opens 2,020 streams of one pull, 100 at a time, then closes them, while
 * a fresh connection's /healthz is probed every 100 ms. Prints idle /healthz, /healthz under the
 * flood and their ratio, how the opens were answered, and whether another user's stream opened.
 *
 *   npx tsx bench/live-flood.ts            (a fresh demo database on PGlite)
 *   DATABASE_URL=postgres://… npx tsx bench/live-flood.ts   (a fresh database on that server)
 */
import { Worker } from 'node:worker_threads';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { type ServerTarget, serverTarget } from '../test/harness/targets.js';
import { type HttpSession, signIn } from '../test/http-session.js';
import { type OpenStream, openStream } from '../test/live-stream.js';
import { type ServerProcess, startServer } from '../test/server-process.js';
import { summarize } from './stats.js';

const STREAMS = Number(process.env.FLOOD_STREAMS ?? 2020);
const AT_ONCE = 100;
const log = (m: string) => process.stdout.write(`${m}\n`);

/**
 * A fresh connection's /healthz (connect included), ms, every 100 ms until stopped. In a worker
 * thread of its own: the flood's answers, read in this thread, do not delay its clock.
 */
const PROBE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const times = [];
let running = true;
parentPort.on('message', () => { running = false; });
const once = () => new Promise((resolve) => {
  const sent = performance.now();
  const req = http.get(workerData.url + '/healthz', { agent: false, timeout: 60000 }, (res) => {
    res.resume();
    res.on('end', () => resolve(performance.now() - sent));
  });
  req.on('error', () => resolve(performance.now() - sent));
});
(async () => {
  for (let i = 0; i < workerData.warmUp; i++) await once();
  while (running && times.length < workerData.max) {
    times.push(await once());
    await new Promise((r) => setTimeout(r, workerData.gapMs));
  }
  parentPort.postMessage(times);
})();
`;

function prober(url: string, { warmUp = 0, max = Number.POSITIVE_INFINITY, gapMs = 100 } = {}) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, warmUp, max, gapMs } });
  const result = new Promise<number[]>((resolve) =>
    worker.once('message', (times: number[]) => void worker.terminate().then(() => resolve(times))),
  );
  return {
    result,
    stop: () => {
      worker.postMessage('stop');
      return result;
    },
  };
}

async function findPull(session: HttpSession): Promise<number> {
  for (let id = 1; id < 200; id++)
    if ((await session.call('GET', `/show-pulls/${id}`)).status === 200) return id;
  throw new Error('no pull in the demo data');
}

let target: ServerTarget | undefined;
let server: ServerProcess | undefined;
try {
  target = await serverTarget();
  server = await startServer(target.env);
  await server.ready();
  const url = server.url;
  const tech = await signIn(url, 'tech@example.com', DEMO_PASSWORD);
  const staff = await signIn(url, 'staff@example.com', DEMO_PASSWORD);
  const pull = await findPull(staff);
  const streamUrl = `${url}/show-pulls/${pull}/stream`;

  const idle = await prober(url, { warmUp: 10, max: 40, gapMs: 25 }).result;

  // The same number of ordinary requests by one session, 100 at a time: what any flood costs.
  let probe = prober(url);
  for (let i = 0; i < STREAMS; i += AT_ONCE)
    await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, STREAMS - i) }, () =>
        fetch(`${url}/auth/me`, { headers: tech.headers }).then((r) => r.arrayBuffer()),
      ),
    );
  const control = await probe.stop();

  probe = prober(url);
  const started = performance.now();
  const held: OpenStream[] = [];
  const statuses = new Map<number, number>();
  let refusal = '';
  for (let i = 0; i < STREAMS; i += AT_ONCE) {
    const wave = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, STREAMS - i) }, () => openStream(streamUrl, tech.headers)),
    );
    for (const s of wave) {
      statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
      if (s.status === 200) held.push(s);
      else refusal ||= s.body;
    }
  }
  const opened = performance.now() - started;
  const other = await openStream(streamUrl, staff.headers);
  const otherStatus = other.status;
  const opens = await probe.stop();
  probe = prober(url);
  other.close();
  for (const s of held) s.close();
  // The closes cost as well: probed for 3 s from the first.
  await new Promise((r) => setTimeout(r, 3000));
  const closes = await probe.stop();

  const base = summarize(idle).p50;
  const round = (n: number) => Math.round(n * 10) / 10;
  const line = (what: string, times: number[]) => {
    const t = summarize(times);
    const max = Math.max(...times);
    log(
      `${what}: p50 ${t.p50} ms (${round(t.p50 / base)}×), p99 ${t.p99} ms (${round(t.p99 / base)}×), ` +
        `max ${round(max)} ms (${round(max / base)}×); ${t.runs} probes`,
    );
  };
  log(`server: ${target.kind}; ${STREAMS} stream opens by one session in ${Math.round(opened)} ms`);
  log(`answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  if (refusal) log(`refusal: ${refusal}`);
  log(`another user's stream after the flood: ${otherStatus}`);
  log(`fresh /healthz, and its ratio to idle p50 (${base} ms):`);
  line('  idle', idle);
  line(`  while the session sends ${STREAMS} GET /auth/me`, control);
  line(`  while the session opens ${STREAMS} streams`, opens);
  line('  while its streams close (3 s)', closes);
} finally {
  await server?.stop('SIGTERM');
  await target?.cleanup();
}
