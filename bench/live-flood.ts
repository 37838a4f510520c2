/**
 * One session floods the live streams (hardening issue, point 2), against a real server process:
 * a technician's session opens 2,020 streams of one pull, 100 at a time, then closes them, while
 * a fresh connection's /healthz is probed every 100 ms. Prints idle /healthz, /healthz under the
 * flood and their ratio, how the opens were answered, and whether another user's stream opened.
 *
 *   npx tsx bench/live-flood.ts            (a fresh demo database on PGlite)
 *   DATABASE_URL=postgres://… npx tsx bench/live-flood.ts   (a fresh database on that server)
 */
import http from 'node:http';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { type ServerTarget, serverTarget } from '../test/harness/targets.js';
import { type HttpSession, signIn } from '../test/http-session.js';
import { type OpenStream, openStream } from '../test/live-stream.js';
import { type ServerProcess, startServer } from '../test/server-process.js';
import { summarize } from './stats.js';

const STREAMS = Number(process.env.FLOOD_STREAMS ?? 2020);
const AT_ONCE = 100;
const log = (m: string) => process.stdout.write(`${m}\n`);

/** A fresh connection's /healthz (connect included), ms; a failure counts as its time. */
function freshHealthz(url: string): Promise<number> {
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${url}/healthz`, { agent: false, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - sent));
    });
    req.on('error', () => resolve(performance.now() - sent));
  });
}

function prober(url: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      times.push(await freshHealthz(url));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return times;
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

  for (let i = 0; i < 10; i++) await freshHealthz(url);
  const idle: number[] = [];
  for (let i = 0; i < 40; i++) {
    idle.push(await freshHealthz(url));
    await new Promise((r) => setTimeout(r, 25));
  }

  const probe = prober(url);
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
  other.close();
  for (const s of held) s.close();
  // The closes are part of the flood: probe on a while after them.
  await new Promise((r) => setTimeout(r, 3000));
  const flood = await probe.stop();

  const i = summarize(idle);
  const f = summarize(flood);
  const max = Math.max(...flood);
  const round = (n: number) => Math.round(n * 10) / 10;
  log(`server: ${target.kind}; ${STREAMS} opens by one session in ${Math.round(opened)} ms`);
  log(`answers: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  if (refusal) log(`refusal: ${refusal}`);
  log(`another user's stream during the flood: ${otherStatus}`);
  log(`idle /healthz (fresh connection): p50 ${i.p50} ms, p99 ${i.p99} ms (${i.runs} probes)`);
  log(`/healthz under the flood: p50 ${f.p50} ms, p99 ${f.p99} ms, max ${round(max)} ms (${f.runs} probes)`);
  log(
    `ratio to idle p50: p50 ${round(f.p50 / i.p50)}×, p99 ${round(f.p99 / i.p50)}×, max ${round(max / i.p50)}×`,
  );
} finally {
  await server?.stop('SIGTERM');
  await target?.cleanup();
}
