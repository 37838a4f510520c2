import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashToken } from '../../platform/auth/session-store.js';
import { selectRows } from '../../platform/db/types.js';
import { sweep } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailuresAllowed: 3 });
});
afterAll(() => t.close());

const sessionCount = async () =>
  (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions`))[0]!.n;

describe('login page', () => {
  it('carries the csrf-token meta tag and sets no session', async () => {
    const agent = new Agent(t.app);
    const res = await agent.openPage('/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    expect(agent.cookies.has('loadout_sid')).toBe(false);
  });

  it('sends a browser without a session to the login page, keeping where it was going', async () => {
    const res = await new Agent(t.app).call({ method: 'GET', url: '/events/5?x=1', page: true });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?next=%2Fevents%2F5%3Fx%3D1');
  });
});

describe('POST /login', () => {
  it('logs in with JSON and answers the user with isAdmin, canEdit and the contact', async () => {
    const contact = await buildContact(t.db, { firstName: 'Tina', lastName: 'Tech' });
    const user = await buildUser(t.db, { role: 'tech', contactId: contact.id });
    const agent = new Agent(t.app);
    const res = await agent.login(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, role: 'tech', isAdmin: false, canEdit: false });
    expect(body.user.contact).toMatchObject({ id: contact.id, name: 'Tina Tech' });
    const cookie = res.cookies.find((c) => c.name === 'loadout_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await agent.call({ method: 'GET', url: '/auth/me' });
    expect(me.json().user.email).toBe(user.email);
    // The menu reads what the role may do from here (client/platform/nav.ts).
    expect(me.json().user.permissions).toContain('my-jobs.read');
    expect(me.json().user.permissions).not.toContain('labor-invites.read');
  });

  it('redirects a plain form post and sets the session cookie', async () => {
    const user = await buildUser(t.db, { role: 'admin' });
    const agent = new Agent(t.app);
    await agent.openPage('/login');
    const res = await agent.call({
      method: 'POST',
      url: '/login',
      noToken: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      payload: new URLSearchParams({
        email: user.email,
        password: TEST_PASSWORD,
        next: '/events/1',
        _token: agent.csrf,
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/events/1');
    expect(agent.cookies.has('loadout_sid')).toBe(true);
  });

  it('never redirects to another site after login', async () => {
    const user = await buildUser(t.db);
    const agent = new Agent(t.app);
    await agent.openPage('/login');
    const res = await agent.call({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      payload: new URLSearchParams({
        email: user.email,
        password: TEST_PASSWORD,
        next: '//evil.example',
        _token: agent.csrf,
      }).toString(),
    });
    expect(res.headers.location).toBe('/');
  });

  it('refuses a wrong password with 401 JSON, then slows the address down with 429', async () => {
    const user = await buildUser(t.db);
    const agent = new Agent(t.app);
    await agent.openPage('/login');
    const before = await sessionCount();
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await agent.call({
          method: 'POST',
          url: '/login',
          payload: { email: user.email, password: 'wrong' },
          remoteAddress: '10.9.9.9',
        }),
      );
    }
    expect(tries.slice(0, 3).map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(tries[0]!.json().error.code).toBe('unauthenticated');
    expect(tries[3]!.statusCode).toBe(429);
    expect(tries[3]!.json().error.message).toMatch(/Too many failed logins/);
    // Even the right password waits now, from that address only.
    const right = await agent.call({
      method: 'POST',
      url: '/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(right.statusCode).toBe(429);
    expect(await sessionCount()).toBe(before);
  });

  it('names the missing fields of a bad body', async () => {
    const agent = new Agent(t.app);
    await agent.openPage('/login');
    const res = await agent.call({ method: 'POST', url: '/login', payload: { email: 5 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('sessions and anti-forgery', () => {
  it('answers an XHR call without a session with 401 JSON', async () => {
    const res = await new Agent(t.app).call({ method: 'GET', url: '/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Please log in.' } });
  });

  it('refuses a state-changing call without the token, and changes nothing', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const before = await sessionCount();
    const res = await agent.call({ method: 'POST', url: '/logout', noToken: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_invalid');
    expect(await sessionCount()).toBe(before);
    expect((await agent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
  });

  it("refuses another session's token", async () => {
    const a = await loginAs(t.app, t.db, 'staff');
    const b = await loginAs(t.app, t.db, 'staff');
    const res = await a.agent.call({
      method: 'POST',
      url: '/logout',
      headers: { 'x-csrf-token': b.agent.csrf },
    });
    expect(res.statusCode).toBe(403);
    expect((await a.agent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
  });

  it('logs out: the session is gone from the database', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const res = await agent.call({ method: 'POST', url: '/logout' });
    expect(res.statusCode).toBe(200);
    expect((await agent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
  });

  it('serves every page with the token and the signed-in user', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'admin');
    const res = await agent.call({ method: 'GET', url: '/events/123', page: true });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<meta name="csrf-token"/);
    const boot = JSON.parse(/<script id="boot" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(boot.user).toMatchObject({ id: user!.id, isAdmin: true, canEdit: true });
    const login = await agent.call({ method: 'GET', url: '/login?next=%2Fevents', page: true });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/events');
  });
});

describe('housekeeping', () => {
  it('sweeps expired sessions and failed logins past the window, keeping live ones', async () => {
    const stale = await loginAs(t.app, t.db, 'staff');
    const live = await loginAs(t.app, t.db, 'staff');
    const staleId = hashToken(stale.agent.cookies.get('loadout_sid')!);
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where id = ${staleId}`,
    );
    await t.db.execute(
      sql`insert into login_throttle (key, failures, window_start) values ('ip:10.1.1.1', 3, now() - interval '1 day')`,
    );
    await sweep(t.db);
    const left = await selectRows<{ id: string }>(t.db, sql`select id from sessions where id = ${staleId}`);
    expect(left).toEqual([]);
    const [old] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from login_throttle where key = 'ip:10.1.1.1'`,
    );
    expect(old!.n).toBe(0);
    expect((await live.agent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    expect((await stale.agent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
  });
});
