import http from 'node:http';
import https from 'node:https';
import type { HttpSession } from '../test/http-session.js';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface LoadFigures {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Event-loop delay in the server during the run (LOADOUT_METRICS_SOCKET), ms. */
  eventLoop?: { p99: number; max: number };
  /**
   * A fresh connection's /healthz (connect included) probed every 250 ms during the run, ms; and
   * its median on the idle server just before the run, which the run's is a ratio of.
   */
  fresh?: { p50: number; max: number; probes: number; failed: number; idleP50?: number };
}

export interface LoadHooks {
  setup?: (i: number, req: LoadRequest, ctx: Record<string, unknown>) => LoadRequest;
  onResponse?: (i: number, body: string, ctx: Record<string, unknown>, status: number) => void;
  /** Which answers onResponse reads (default: all); the others go gzipped and are not decoded. */
  reads?: (i: number) => boolean;
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  body: string;
}

/**
 * One request on a kept-alive connection. The body is kept only when it is read (`keep`) or the
 * request was refused: a load generator decoding every 450 KB answer into a string measures
 * itself (autocannon did, and reported 170 requests/s where the server answered 1,400).
 */
function send(
  agent: http.Agent,
  base: URL,
  headers: Record<string, string>,
  r: LoadRequest,
  keep: boolean,
): Promise<Answer> {
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = (base.protocol === 'https:' ? https : http).request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        agent,
        timeout: TIMEOUT_MS,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        const collect = keep || status >= 300;
        res.on('data', (c: Buffer) => {
          if (collect) chunks.push(c);
        });
        res.on('end', () => resolve({ status, body: collect ? Buffer.concat(chunks).toString('utf8') : '' }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** HTTP or, through the README's nginx (`npm run bench -- --pg`), HTTPS: one agent either way. */
const agentFor = (base: URL, options: http.AgentOptions) =>
  base.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!) : 0;

/**
 * A closed loop on loopback: each of `connections` connections sends `requests` in order (a cycle
 * such as assign then un-assign), waits for each answer, and starts again until the time is up.
 * `onResponse` may read an answer to build the next request (an assignment id); the context both
 * get starts empty at each pass through `requests`.
 */
export async function runLoad(
  session: HttpSession,
  requests: LoadRequest[],
  connections: number,
  hooks: LoadHooks = {},
  {
    seconds = SECONDS,
    probeFresh = false,
    afterWarmUp,
  }: { seconds?: number; probeFresh?: boolean; afterWarmUp?: () => Promise<void> } = {},
): Promise<LoadFigures> {
  const base = new URL(session.baseUrl);
  const agent = agentFor(base, { keepAlive: true, maxSockets: connections });
  const reads = (i: number) => hooks.onResponse !== undefined && (hooks.reads?.(i) ?? true);
  // As a browser asks: big cached answers then go out gzipped, as they would to the app. Not
  // when the bench reads the answer (it reads it as text).
  const plain = session.headers;
  const gzipped = { ...session.headers, 'accept-encoding': 'gzip, deflate, br' };
  const latencies: number[] = [];
  const refusals: string[] = [];
  let errors = 0;
  let non2xx = 0;
  /** One pass through `requests`; timed passes count their answers. */
  const cycle = async (timed: boolean) => {
    const ctx: Record<string, unknown> = {};
    for (const [i, r] of requests.entries()) {
      const req = hooks.setup ? hooks.setup(i, r, ctx) : r;
      const sent = performance.now();
      try {
        const keep = reads(i);
        const { status, body } = await send(agent, base, keep ? plain : gzipped, req, keep);
        if (timed) latencies.push(performance.now() - sent);
        if (status >= 300) {
          non2xx++;
          // The first refusals are kept, so a run with errors says what they were.
          if (refusals.length < 3)
            refusals.push(`${status} ${req.method} ${req.path}: ${body.slice(0, 200)}`);
        }
        if (keep) hooks.onResponse?.(i, body, ctx, status);
      } catch {
        errors++;
      }
    }
  };
  const idle = probeFresh ? await probeFreshHealthz(base, performance.now() + 3000) : undefined;
  // A steady state is measured: each connection first makes one untimed pass, so the caches' first
  // builds (the floor column, and the screens' figures) and the connections' opening are not in it.
  await Promise.all(Array.from({ length: connections }, () => cycle(false)));
  await afterWarmUp?.();
  const started = performance.now();
  const until = started + seconds * 1000;
  const probing = probeFresh ? probeFreshHealthz(base, until) : undefined;
  const loop = async () => {
    while (performance.now() < until) await cycle(true);
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const took = (performance.now() - started) / 1000;
  agent.destroy();
  const fresh = await probing;
  for (const r of refusals) process.stdout.write(`  refused: ${r}\n`);
  latencies.sort((x, y) => x - y);
  return {
    connections,
    rps: Math.round(latencies.length / took),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    non2xx,
    requests: latencies.length + errors,
    ...(fresh ? { fresh: { ...fresh, idleP50: idle?.p50 } } : {}),
  };
}

/** What a load balancer or a new user meets while the server is busy: a new connection's /healthz. */
async function probeFreshHealthz(base: URL, until: number): Promise<LoadFigures['fresh']> {
  const times: number[] = [];
  let failed = 0;
  while (performance.now() < until) {
    const agent = agentFor(base, { keepAlive: false });
    const sent = performance.now();
    try {
      const { status } = await send(agent, base, {}, { method: 'GET', path: '/healthz' }, false);
      if (status !== 200) failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - sent);
    agent.destroy();
    await new Promise((r) => setTimeout(r, 250));
  }
  times.sort((x, y) => x - y);
  // To a tenth of a ms: an idle /healthz takes 1-3 ms, and the run's median is read as a ratio of it.
  const p50 = Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10;
  return { p50, max: Math.round(times.at(-1) ?? 0), probes: times.length, failed };
}

/**
 * Waits until the server is idle again (a case's last writes may still be settling, checkpoints,
 * a cache being filled), so the next case is not timed behind them. Idle is two signed-in /healthz answers in a row under 5 ms.
 */
export async function waitForIdle(session: HttpSession, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 2) {
    if (Date.now() > until) throw new Error('The server did not become idle after the last run');
    const started = performance.now();
    await fetch(`${session.baseUrl}/healthz`, { headers: session.headers });
    quick = performance.now() - started < 5 ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 20));
  }
}
