import autocannon from 'autocannon';
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
}

export interface LoadHooks {
  setup?: (i: number, req: LoadRequest, ctx: Record<string, unknown>) => LoadRequest;
  onResponse?: (i: number, body: string, ctx: Record<string, unknown>, status: number) => void;
}

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * autocannon on loopback. `requests` run in order on each connection (a cycle such as assign then
 * un-assign); `onResponse` may read an answer to build the next request (an assignment id). The
 * context autocannon hands both starts empty at each pass through `requests`.
 */
export async function runLoad(
  session: HttpSession,
  requests: LoadRequest[],
  connections: number,
  hooks: LoadHooks = {},
): Promise<LoadFigures> {
  const refusals: string[] = [];
  const encode = (r: LoadRequest) => (r.body === undefined ? undefined : JSON.stringify(r.body));
  const result = await autocannon({
    url: session.baseUrl,
    connections,
    duration: SECONDS,
    headers: {
      ...session.headers,
      'content-type': 'application/json',
      // As a browser asks: big cached answers then go out gzipped, as they would to the app. Not
      // when the bench reads the answers (autocannon hands them over as text, undecoded).
      ...(hooks.onResponse ? {} : { 'accept-encoding': 'gzip, deflate, br' }),
    },
    requests: requests.map((r, i) => {
      const req: autocannon.Request = { method: r.method, path: r.path, body: encode(r) };
      // autocannon calls these when the keys exist, even when undefined: set them only when given.
      if (hooks.setup)
        req.setupRequest = (base, ctx) => {
          const next = hooks.setup!(i, r, ctx as Record<string, unknown>);
          return { ...base, method: next.method, path: next.path, body: encode(next) };
        };
      // The first refusals are kept, so a run with errors says what they were.
      req.onResponse = (status, body, ctx) => {
        if (status >= 300 && refusals.length < 3)
          refusals.push(`${status} ${r.method} ${r.path}: ${body.slice(0, 200)}`);
        hooks.onResponse?.(i, body, ctx as Record<string, unknown>, status);
      };
      return req;
    }),
  });
  for (const r of refusals) process.stdout.write(`  refused: ${r}\n`);
  return {
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Waits until the server has answered what the last run left queued: autocannon stops sending at
 * the end of its duration, but on PGlite the requests already sent still wait their turn, and the
 * next case would be timed behind them. Idle is two signed-in /healthz answers in a row under 5 ms.
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
