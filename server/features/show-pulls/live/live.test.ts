import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullUpdate } from '../../../../contracts/show-pulls/update.js';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { type OpenStream, openStream } from '../../../../test/live-stream.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { showPulls } from '../../../domains/shows/schema.js';
import { Channel } from '../../../platform/live/channel.js';
import { publishLive } from '../../../platform/live/index.js';
import { buildPullScenario } from '../test-fixture.js';

/**
 * The live stream of a pull (issue 21): every committed write is numbered and sent as its answer;
 * a reconnect gets what it missed or a reload; the limit of open streams and who may open one.
 */
let t: TestApp;
let base: string;
let staff: Agent;
let admin: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
const open: OpenStream[] = [];

const cookieOf = (a: Agent) => ({ cookie: [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
async function stream(path: string, agent: Agent | null = staff, headers: Record<string, string> = {}) {
  const st = await openStream(`${base}${path}`, { ...(agent ? cookieOf(agent) : {}), ...headers });
  open.push(st);
  return st;
}
const pullPath = (id = s.main.id) => `/show-pulls/${id}/stream`;
async function setQty(qty: number) {
  const res = await staff.call({
    method: 'POST',
    url: '/show-pull/item/qty/update',
    payload: { showPullID: s.main.id, categoryID: s.categories.console.id, qty },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

beforeAll(async () => {
  t = await createTestApp({ liveMaxStreams: 5 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  s = await buildPullScenario(t.db, 43101);
});
afterAll(async () => {
  for (const st of open) st.close();
  // The test's own sockets (aborted streams) are closed outright: on PostgreSQL one of them is not
  // counted idle by Node and would hold app.close(); main.ts bounds a SIGTERM with a 20 s exit.
  const idle = setInterval(() => t.app.server.closeAllConnections(), 100);
  await t.close();
  clearInterval(idle);
});
const closeAll = () => {
  for (const st of open.splice(0)) st.close();
};

describe('a pull stream', () => {
  it('sends each write, numbered, as the answer the writer got (which carries the number)', async () => {
    const st = await stream(pullPath());
    expect(st.status).toBe(200);
    expect(st.headers.get('x-accel-buffering')).toBe('no');
    const sync = await st.next((e) => e.event === 'sync');
    const first = Number(sync.id);
    const res = await setQty(4);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PullUpdate;
    expect(answer.sequence).toBe(first + 1);
    const change = await st.next((e) => e.event === 'change');
    expect(Number(change.id)).toBe(first + 1);
    const data = JSON.parse(change.data) as { update: PullUpdate; by: { name: string } };
    expect({ ...data.update, sequence: first + 1 }).toEqual(answer);
    expect(data.by.name).toBeTruthy();
    // Initials go to every pull of the event; the second pull's stream gets them too.
    const other = await stream(pullPath(s.second.id));
    await other.next((e) => e.event === 'sync');
    const me = (await staff.call({ method: 'GET', url: '/auth/me' })).json().user as { initials: string };
    const initialled = await staff.call({
      method: 'POST',
      url: '/show-pull/event-item/initial',
      payload: { eventItemID: s.items.mic.id, initials: me.initials },
    });
    expect(initialled.statusCode, initialled.body).toBe(200);
    const onOther = await other.next((e) => e.event === 'initials');
    expect(JSON.parse(onOther.data)).toMatchObject({ id: s.items.mic.id, initials1: me.initials });
    await st.next((e) => e.event === 'initials');
    closeAll();
  });

  it('replays what a reconnect missed (Last-Event-ID), in order', async () => {
    const st = await stream(pullPath());
    const last = Number((await st.next((e) => e.event === 'sync')).id);
    st.close();
    const missed = [];
    for (const qty of [5, 6]) missed.push(((await setQty(qty)).json() as PullUpdate).sequence);
    expect(missed).toEqual([last + 1, last + 2]);
    const again = await stream(pullPath(), staff, { 'last-event-id': String(last) });
    await again.next((e) => e.id === String(last + 2));
    const changes = again.events.filter((e) => e.event === 'change');
    expect(changes.map((e) => Number(e.id))).toEqual([last + 1, last + 2]);
    expect(again.events.some((e) => e.event === 'sync' || e.event === 'reload')).toBe(false);
    // The same through the address (a screen opened again keeps its number there).
    const viaQuery = await stream(`${pullPath()}?lastEventId=${last + 1}`);
    await viaQuery.next((e) => e.id === String(last + 2));
    expect(viaQuery.events.filter((e) => e.event === 'change')).toHaveLength(1);
    closeAll();
  });

  it('sends reload when the missed events are older than this process holds', async () => {
    // A pull written before this process started listening.
    const [third] = await t.db.insert(showPulls).values({ eventId: s.event.id, name: 'Third' }).returning();
    await t.db.execute(sql`insert into live_sequences values (${`pull:${third!.id}`}, 40)`);
    const st = await stream(pullPath(third!.id), staff, { 'last-event-id': '12' });
    const reload = await st.next((e) => e.event === 'reload');
    expect(reload.id).toBe('40');
    closeAll();
  });

  it('keeps only its last events; an id before them cannot be replayed', () => {
    const ch = new Channel(3);
    for (let seq = 1; seq <= 5; seq++) ch.add({ s: seq, e: 'change', d: '{}' });
    expect(ch.buffer.map((e) => e.s)).toEqual([3, 4, 5]);
    expect(ch.covers(2)).toBe(true);
    expect(ch.covers(1)).toBe(false);
  });

  it('carries an event too large for NOTIFY through its row', async () => {
    const st = await stream(pullPath());
    await st.next((e) => e.event === 'sync');
    const big = 'x'.repeat(20_000);
    // Published as a write does, inside its transaction.
    const seq = await t.db.transaction((tx) => publishLive(tx, `pull:${s.main.id}`, 'note', { big }));
    const e = await st.next((ev) => ev.event === 'note');
    expect(Number(e.id)).toBe(seq);
    expect(JSON.parse(e.data)).toEqual({ big });
    closeAll();
  });

  it('shows who has the pull open', async () => {
    const a = await stream(pullPath());
    const b = await stream(pullPath(), admin);
    const count = (e: { data: string }) => (JSON.parse(e.data).people as { name: string }[]).length;
    // The whole list to the one that opens; who joined and who left to the others.
    await b.next((e) => e.event === 'presence' && count(e) === 2);
    await a.next((e) => e.event === 'joined');
    b.close();
    await a.next((e) => e.event === 'left');
    closeAll();
  });

  it('refuses one stream past the limit with 503 and a clear message', async () => {
    const five = await Promise.all(Array.from({ length: 5 }, () => stream(pullPath())));
    expect(five.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await stream(pullPath());
    expect(sixth.status).toBe(503);
    expect(sixth.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(sixth.body).error.message).toMatch(/limit of 5 live screens/);
    closeAll();
    // Closed streams free their places.
    await expect.poll(() => t.app.live.streamCount).toBe(0);
    expect((await stream(pullPath())).status).toBe(200);
    closeAll();
  });

  it('needs a session, the Accept of a stream, and a pull that exists', async () => {
    const anon = await stream(pullPath(), null);
    expect(anon.status).toBe(401);
    expect(JSON.parse(anon.body).error.code).toBe('unauthenticated');
    const notStream = await staff.call({ method: 'GET', url: pullPath() });
    expect(notStream.statusCode).toBe(400);
    expect((await stream(pullPath(999_999))).status).toBe(404);
  });
});

describe('page streams', () => {
  it('tell the unresolved comments list of a comment resolved; a technician may not open it', async () => {
    const tech = (await loginAs(t.app, t.db, 'tech')).agent;
    expect((await stream('/comments/stream', tech)).status).toBe(403);
    const st = await stream('/comments/stream');
    await st.next((e) => e.event === 'sync');
    const added = await staff.call({
      method: 'POST',
      url: '/comments',
      payload: { eventId: s.event.id, comment: 'Check the console' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const resolved = await admin.call({
      method: 'POST',
      url: `/comments/${added.json().comment.id}/resolve`,
      payload: {},
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await st.next(
      (e) => e.event === 'changed' && st.events.filter((x) => x.event === 'changed').length === 2,
    );
    closeAll();
  });
});

describe('closing the server (SIGTERM)', () => {
  it('ends every stream, so browsers reconnect to another process, and opens no more', async () => {
    const st = await stream(pullPath());
    await st.next((e) => e.event === 'sync');
    await t.app.live.close();
    await st.ended;
    const late = await stream(pullPath());
    expect(late.status).toBe(503);
  });
});
