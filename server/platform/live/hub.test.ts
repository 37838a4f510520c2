import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildUser } from '../../../test/factories.js';
import { type OpenStream, openStream, type SseEvent } from '../../../test/live-stream.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../db/types.js';
import { Channel } from './channel.js';
import { LiveHub } from './hub.js';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from './limits.js';

/**
 * One person's streams (hardening, point 2): a session and a user hold a handful each, refused in
 * words past that, and every way a stream ends gives its place back; who watches changes by
 * `joined` and `left`, so an open costs the others one message at most, never the whole list.
 */
let t: TestApp;
let base: string;
const open: OpenStream[] = [];

/** A new user of the role, signed in. */
async function signedIn(role: 'admin' | 'staff' | 'tech') {
  const { agent, user } = await loginAs(t.app, t.db, role);
  return { agent, user: user! };
}
const cookieOf = (a: Agent) => ({ cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
async function stream(agent: Agent, path = '/comments/stream') {
  const st = await openStream(`${base}${path}`, cookieOf(agent));
  open.push(st);
  return st;
}
const closeAll = async () => {
  for (const st of open.splice(0)) st.close();
  await expect.poll(() => t.app.live.streamCount).toBe(0);
  expect(t.app.live.limits.held()).toEqual({ sessions: 0, users: 0 });
};
/** Another sign-in of the same person (a second browser). */
async function again(email: string) {
  const agent = new Agent(t.app);
  expect((await agent.login(email)).statusCode).toBe(200);
  return agent;
}
type Who = { id: number; name: string };
const data = (e: SseEvent) => JSON.parse(e.data) as { people?: Who[]; person?: Who };

beforeAll(async () => {
  t = await createTestApp({ liveMaxStreams: 100 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const st of open) st.close();
  const idle = setInterval(() => t.app.server.closeAllConnections(), 100);
  await t.close();
  clearInterval(idle);
});

describe('streams per session and per person', () => {
  it(`refuses a session's stream past ${STREAMS_PER_SESSION} with 429 in words; others still open theirs`, async () => {
    const { agent: staff, user } = await signedIn('staff');
    // Spread over two channels: the limit counts every stream of the session.
    const mine = await Promise.all(
      Array.from({ length: STREAMS_PER_SESSION + 4 }, (_, i) =>
        stream(staff, i % 2 ? '/comments/stream' : '/labor-invites/stream'),
      ),
    );
    expect(mine.filter((s) => s.status === 200)).toHaveLength(STREAMS_PER_SESSION);
    const refused = mine.filter((s) => s.status !== 200);
    expect(refused.map((s) => s.status)).toEqual([429, 429, 429, 429]);
    const { error } = JSON.parse(refused[0]!.body) as { error: { code: string; message: string } };
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toMatch(/already has 8 live screens open.*Close a tab/);
    // Another person, and the same person in another browser, are not shut out.
    const { agent: other } = await signedIn('admin');
    expect((await stream(other)).status).toBe(200);
    expect((await stream(await again(user.email))).status).toBe(200);
    // A closed stream gives its place back.
    mine.find((s) => s.status === 200)!.close();
    await expect.poll(async () => (await stream(staff)).status).toBe(200);
    await closeAll();
  });

  it(`refuses a person's stream past ${STREAMS_PER_USER} over all their sign-ins`, async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    const browsers = await Promise.all([1, 2, 3].map(() => again(user.email)));
    const held = [];
    for (const b of browsers) for (let i = 0; i < 7; i++) held.push(await stream(b));
    const statuses = held.map((s) => s.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(STREAMS_PER_USER);
    expect(statuses.at(-1)).toBe(429);
    expect(JSON.parse(held.at(-1)!.body).error.message).toMatch(/20 live screens open across your sign-ins/);
    await closeAll();
  });
});

describe('who watches', () => {
  it('sends the whole list to the stream that opens, and to the others only who joined or left', async () => {
    const { agent: staff, user: sam } = await signedIn('staff');
    const { agent: admin, user: kim } = await signedIn('admin');
    const a = await stream(staff);
    const first = await a.next((e) => e.event === 'presence');
    expect(data(first).people).toEqual([{ id: sam.id, name: sam.name }]);
    const b = await stream(admin);
    const list = await b.next((e) => e.event === 'presence');
    expect(
      data(list)
        .people?.map((p) => p.name)
        .sort(),
    ).toEqual([kim.name, sam.name].sort());
    const joined = await a.next((e) => e.event === 'joined');
    expect(data(joined).person).toEqual({ id: kim.id, name: kim.name });
    b.close();
    const left = await a.next((e) => e.event === 'left');
    expect(data(left).person).toEqual({ id: kim.id, name: kim.name });
    expect(a.events.filter((e) => e.event === 'presence')).toHaveLength(1);
    await closeAll();
  });

  it('sends the others nothing when a person who watches opens more streams (n opens, not n² messages)', async () => {
    const { agent: staff } = await signedIn('staff');
    const { agent: admin } = await signedIn('admin');
    const watcher = await stream(admin);
    await watcher.next((e) => e.event === 'presence');
    const more = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i++) {
      const s = await stream(staff);
      await s.next((e) => e.event === 'presence');
      more.push(s);
    }
    for (const s of more) s.close();
    // Events arrive in the order sent: all that came before `left` is here.
    await watcher.next((e) => e.event === 'left');
    const presence = watcher.events.filter((e) => ['presence', 'joined', 'left'].includes(e.event));
    expect(presence.map((e) => e.event)).toEqual(['presence', 'joined', 'left']);
    await closeAll();
  });

  it('counts people over processes: one watching here and elsewhere leaves when gone from both', () => {
    const ch = new Channel(10);
    const sam = { id: 1, name: 'Sam' };
    const kim = { id: 2, name: 'Kim' };
    expect(ch.join(sam)).toEqual({ joined: [sam], left: [], local: true });
    expect(ch.join(sam)).toEqual({ joined: [], left: [], local: false });
    expect(ch.setRemote('b', [sam, kim])).toEqual({ joined: [kim], left: [], local: false });
    expect(ch.setRemote('c', [kim])).toEqual({ joined: [], left: [], local: false });
    expect(ch.leave(sam)).toEqual({ joined: [], left: [], local: false });
    expect(ch.leave(sam)).toEqual({ joined: [], left: [], local: true });
    expect(ch.people()).toEqual([kim, sam]);
    expect(ch.setRemote('b', [])).toEqual({ joined: [], left: [sam], local: false });
    expect(ch.setRemote('c', [])).toEqual({ joined: [], left: [kim], local: false });
    expect(ch.people()).toEqual([]);
  });
});

describe('every way a stream ends gives its place back', () => {
  let bare: FastifyInstance;
  let bareBase: string;
  let hub: LiveHub;
  let gate: () => void = () => {};
  let arrived: (request: { gone: Promise<void> }) => void = () => {};

  beforeAll(async () => {
    bare = Fastify();
    bare.get('/gated', async (request, reply) => {
      // The request waits here as the pull route waits on its query.
      const gone = new Promise<void>((r) => request.raw.socket.once('close', () => r()));
      await new Promise<void>((r) => {
        gate = r;
        arrived({ gone });
      });
      return hub.stream(request, reply, 'gated', { id: 1, name: 'Sam' });
    });
    bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => bare.close());

  it('a browser gone before its stream started', async () => {
    hub = new LiveHub(t.db, { maxStreams: 5 });
    const abort = new AbortController();
    const there = new Promise<{ gone: Promise<void> }>((r) => {
      arrived = r;
    });
    const request = fetch(`${bareBase}/gated`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    }).catch(() => null);
    const { gone } = await there;
    abort.abort();
    await gone;
    gate();
    await request;
    await expect.poll(() => hub.streamCount).toBe(0);
    expect(hub.limits.held()).toEqual({ sessions: 0, users: 0 });
  });

  it('a stream that failed to start', async () => {
    const broken = { execute: () => Promise.reject(new Error('the database is down')) } as unknown as Db;
    hub = new LiveHub(broken, { maxStreams: 5 });
    arrived = () => gate();
    const st = await openStream(`${bareBase}/gated`);
    expect(st.status).toBe(200);
    await st.ended;
    await expect.poll(() => hub.streamCount).toBe(0);
    expect(hub.limits.held()).toEqual({ sessions: 0, users: 0 });
  });

  it('streams the server ends (SIGTERM)', async () => {
    const { agent: staff } = await signedIn('staff');
    const st = await Promise.all([1, 2, 3].map(() => stream(staff)));
    await Promise.all(st.map((s) => s.next((e) => e.event === 'presence')));
    expect(t.app.live.limits.held()).toEqual({ sessions: 3, users: 3 });
    await t.app.live.close();
    await Promise.all(st.map((s) => s.ended));
    await expect.poll(() => t.app.live.streamCount).toBe(0);
    expect(t.app.live.limits.held()).toEqual({ sessions: 0, users: 0 });
  });
});
