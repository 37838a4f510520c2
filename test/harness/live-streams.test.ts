import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPullScenario } from '../../server/features/show-pulls/test-fixture.js';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from '../../server/platform/live/limits.js';
import { Agent, loginAs } from '../agent.js';
import { type OpenStream, openStream, watchersOf } from '../live-stream.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * One account floods the live streams (hardening, point 2). A technician's session opened 2,020
 * streams of one pull: 2,000 were accepted and every staff screen then got 503, and each open sent
 * the whole watcher list to every stream. Now a session and a person hold a handful (429 past
 * that, in words), everyone else's screens still open, and the places come back when the streams
 * go, however they go.
 */
const FLOOD = 400;
const AT_ONCE = 100;

let t: TestApp;
let base: string;
let pullPath: string;
const held: OpenStream[] = [];

/** A new user of the role, signed in. */
async function signedIn(role: 'admin' | 'staff' | 'tech') {
  const { agent, user } = await loginAs(t.app, t.db, role);
  return { agent, user: user! };
}
const cookieOf = (a: Agent) => ({ cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
async function flood(agent: Agent, n: number): Promise<OpenStream[]> {
  const all: OpenStream[] = [];
  for (let i = 0; i < n; i += AT_ONCE)
    all.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, n - i) }, () =>
          openStream(`${base}${pullPath}`, cookieOf(agent)),
        ),
      )),
    );
  held.push(...all);
  return all;
}

beforeAll(async () => {
  // The process's own limit as in production: the flood must meet the session's first.
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const s = await buildPullScenario(t.db, 44101);
  pullPath = `/show-pulls/${s.main.id}/stream`;
});
afterAll(async () => {
  for (const st of held) st.close();
  const idle = setInterval(() => t.app.server.closeAllConnections(), 100);
  await t.close();
  clearInterval(idle);
});

describe('one session opening stream after stream', () => {
  it(`gets ${STREAMS_PER_SESSION}, then 429 in words; another user's stream still opens and sees them once`, async () => {
    const { agent: tech, user } = await signedIn('tech');
    const answers = await flood(tech, FLOOD);
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(STREAMS_PER_SESSION);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([429]));
    const { error } = JSON.parse(refused[0]!.body) as { error: { code: string; message: string } };
    expect(error).toMatchObject({ code: 'too_many_requests' });
    expect(error.message).toMatch(/^This browser already has \d+ live screens open.*Close a tab/);
    // The accepted ones are real streams.
    await Promise.all(accepted.map((a) => a.next((e) => e.event === 'sync')));

    const { agent: staff, user: staffUser } = await signedIn('staff');
    const theirs = await openStream(`${base}${pullPath}`, cookieOf(staff));
    held.push(theirs);
    expect(theirs.status).toBe(200);
    await theirs.next((e) => e.event === 'presence');
    expect(watchersOf(theirs.events)).toEqual([staffUser.name, user.name].sort());
    // The flooding session's streams heard one `joined` between them all: the staff member's.
    await Promise.all(accepted.map((a) => a.next((e) => e.event === 'joined')));
    const told = accepted.flatMap((a) =>
      a.events.filter((e) => ['presence', 'joined', 'left'].includes(e.event)),
    );
    expect(told).toHaveLength(2 * STREAMS_PER_SESSION);
  });

  it(`holds a person to ${STREAMS_PER_USER} over all their sign-ins`, async () => {
    const { user } = await signedIn('tech');
    let open = 0;
    for (let i = 0; i < 4; i++) {
      const browser = new Agent(t.app);
      expect((await browser.login(user.email)).statusCode).toBe(200);
      const answers = await flood(browser, 50);
      open += answers.filter((a) => a.status === 200).length;
    }
    expect(open).toBe(STREAMS_PER_USER);
  });

  it('gives every place back when the streams go, however they go', async () => {
    const { agent: tech } = await signedIn('tech');
    // Requests dropped at once, some before their stream has started.
    const dropped = Array.from({ length: 50 }, () => {
      const abort = new AbortController();
      const sent = fetch(`${base}${pullPath}`, {
        headers: { ...cookieOf(tech), accept: 'text/event-stream' },
        signal: abort.signal,
      }).catch(() => null);
      setImmediate(() => abort.abort());
      return sent;
    });
    await Promise.all(dropped);
    for (const st of held.splice(0)) st.close();
    await expect.poll(() => t.app.live.streamCount, { timeout: 10_000 }).toBe(0);
    expect(t.app.live.limits.held()).toEqual({ sessions: 0, users: 0 });
    // The session that flooded opens again as any other.
    const again = await openStream(`${base}${pullPath}`, cookieOf(tech));
    held.push(again);
    expect(again.status).toBe(200);
  });
});
