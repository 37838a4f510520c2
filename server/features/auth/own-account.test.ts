import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { TEST_PASSWORD } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessionLimitsOf } from '../../platform/auth/session-lifetime.js';
import { hashToken, loadSessionCached } from '../../platform/auth/session-store.js';
import { selectRows } from '../../platform/db/types.js';
import { deviceName } from './device-name.js';
import { userCommands } from './user-commands.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A second browser of the same user, signed in with `password`. */
async function secondBrowser(email: string, password = TEST_PASSWORD, userAgent = MAC) {
  const agent = new Agent(t.app);
  await agent.openPage('/login');
  const res = await agent.call({
    method: 'POST',
    url: '/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  agent.csrf = res.json().csrfToken;
  return agent;
}

const me = (agent: Agent) => agent.call({ method: 'GET', url: '/auth/me' });
const sessionsOf = async (agent: Agent) => {
  const res = await agent.call({ method: 'GET', url: '/account/sessions' });
  expect(res.statusCode).toBe(200);
  return res.json().sessions as { handle: string; device: string; current: boolean; address: string }[];
};

describe('your sessions', () => {
  it('lists them in plain words, this one marked, and never shows a session id', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'tech');
    const other = await secondBrowser(user!.email, TEST_PASSWORD, PHONE);
    const res = await agent.call({ method: 'GET', url: '/account/sessions' });
    const listed = res.json().sessions;
    expect(listed).toHaveLength(2);
    // app.inject says "lightMyRequest": not a browser anyone knows.
    expect(listed.map((s: { device: string }) => s.device).sort()).toEqual([
      'An unknown browser',
      'Chrome on Android',
    ]);
    expect(listed.find((s: { current: boolean }) => s.current).device).toBe('An unknown browser');
    expect(listed[0]).toMatchObject({ address: '127.0.0.1', lastUsedText: expect.stringMatching(/\d{4}/) });
    for (const cookie of [agent.cookies.get('loadout_sid')!, other.cookies.get('loadout_sid')!]) {
      expect(res.body).not.toContain(cookie);
      expect(res.body).not.toContain(hashToken(cookie));
    }
  });

  it('names the browsers people use', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect([iphone, edge, firefox, MAC, null].map(deviceName)).toEqual([
      'Safari on iPhone',
      'Edge on Windows',
      'Firefox on Linux',
      'Safari on Mac',
      'An unknown device',
    ]);
  });

  it('ends one of them by its handle: that one is refused at once, this one stays', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'staff');
    const other = await secondBrowser(user!.email);
    const target = (await sessionsOf(agent)).find((s) => !s.current)!;
    const ended = await agent.call({ method: 'DELETE', url: `/account/sessions/${target.handle}` });
    expect(ended.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(agent)).statusCode).toBe(200);
    // Gone now, and another user's handle is no more found than a made-up one.
    expect(
      (await agent.call({ method: 'DELETE', url: `/account/sessions/${target.handle}` })).statusCode,
    ).toBe(404);
    const stranger = await loginAs(t.app, t.db, 'admin');
    const theirs = (await sessionsOf(stranger.agent))[0]!.handle;
    expect((await agent.call({ method: 'DELETE', url: `/account/sessions/${theirs}` })).statusCode).toBe(404);
    expect((await me(stranger.agent)).statusCode).toBe(200);
    expect((await agent.call({ method: 'DELETE', url: '/account/sessions/x' })).statusCode).toBe(400);
  });

  it('ending this one signs this browser out', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const mine = (await sessionsOf(agent))[0]!;
    expect((await agent.call({ method: 'DELETE', url: `/account/sessions/${mine.handle}` })).statusCode).toBe(
      200,
    );
    expect(agent.cookies.has('loadout_sid')).toBe(false);
    expect((await me(agent)).statusCode).toBe(401);
  });

  it('ends every other one', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'admin');
    const others = [await secondBrowser(user!.email), await secondBrowser(user!.email, TEST_PASSWORD, PHONE)];
    const res = await agent.call({ method: 'POST', url: '/account/sessions/end-others' });
    expect(res.json()).toEqual({ ended: 2 });
    for (const o of others) expect((await me(o)).statusCode).toBe(401);
    expect((await sessionsOf(agent)).map((s) => s.current)).toEqual([true]);
  });

  it('needs a session', async () => {
    const { agent } = await loginAs(t.app, t.db, null);
    expect((await agent.call({ method: 'GET', url: '/account/sessions' })).statusCode).toBe(401);
  });
});

describe('changing your password', () => {
  it('asks the current one, holds the new one to the rule, and ends every other session', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'tech');
    const other = await secondBrowser(user!.email);
    const change = (currentPassword: string, newPassword: string) =>
      agent.call({ method: 'POST', url: '/account/password', payload: { currentPassword, newPassword } });

    const wrong = await change('not it', 'a brand new secret');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: 'Your current password is not right.',
      fields: { currentPassword: 'not right' },
    });
    const common = await change(TEST_PASSWORD, 'Password1');
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.newPassword).toMatch(/most common/);
    expect((await change(TEST_PASSWORD, 'short')).json().error.message).toBe('Use at least 8 characters.');
    expect((await change(TEST_PASSWORD, 'a\u0000bcdefghij')).statusCode).toBe(400);
    // Nothing changed by the refusals: the other browser is still in.
    expect((await me(other)).statusCode).toBe(200);

    const done = await change(TEST_PASSWORD, 'a brand new secret');
    expect(done.json()).toEqual({ ok: true, endedSessions: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(agent)).statusCode).toBe(200);
    expect((await new Agent(t.app).login(user!.email)).statusCode).toBe(401);
    expect((await new Agent(t.app).login(user!.email, 'a brand new secret')).statusCode).toBe(200);
  });
  it('refuses after five wrong current passwords, even the right one, for the window', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const change = (currentPassword: string) =>
      agent.call({
        method: 'POST',
        url: '/account/password',
        payload: { currentPassword, newPassword: 'another fine secret' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess ${i}`)).statusCode).toBe(400);
    const refused = await change(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many wrong passwords. Try again in 15 minutes.');
  });
});

describe('the command line', () => {
  it('resets a password by email, holding it to the rule, and ends every session of that user', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'admin');
    const reset = userCommands['user:reset-password'];
    await expect(reset(t.db, { email: user!.email, password: 'password' })).rejects.toThrow(/most common/);
    await expect(reset(t.db, { email: 'nobody@example.com', password: 'a fine new one' })).rejects.toThrow(
      'There is no account for nobody@example.com.',
    );
    expect((await me(agent)).statusCode).toBe(200);
    expect(await reset(t.db, { email: user!.email.toUpperCase(), password: 'a fine new one' })).toBe(
      `Password of ${user!.email.toUpperCase()} reset; 1 session ended.`,
    );
    expect((await me(agent)).statusCode).toBe(401);
    expect((await new Agent(t.app).login(user!.email, 'a fine new one')).statusCode).toBe(200);
  });

  it('creates a user, with the one rule for new passwords', async () => {
    const create = userCommands['user:create'];
    const input = { email: 'new.tech@example.com', name: 'New Tech', role: 'tech', password: '12345678' };
    await expect(create(t.db, input)).rejects.toThrow(/most common/);
    await expect(create(t.db, { ...input, role: 'boss' })).rejects.toThrow(/role/);
    expect(await create(t.db, { ...input, password: 'a fine new one' })).toMatch(
      /^Created user \d+: new\.tech@example\.com \(tech\)\.$/,
    );
    expect((await new Agent(t.app).login(input.email, 'a fine new one')).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  const HOUR = 3600_000;
  /**
   * Puts a session's sign-in and last use in the past. Setting `ip` too moves the sessions
   * version, as any real change of a session does, so the kept copy is read again.
   */
  async function age(
    agent: Agent,
    { usedAgoMs = 0, signedInAgoMs = usedAgoMs }: { usedAgoMs?: number; signedInAgoMs?: number },
  ) {
    const id = hashToken(agent.cookies.get('loadout_sid')!);
    const at = (ago: number) => new Date(Date.now() - ago).toISOString();
    await t.db.execute(
      sql`update sessions set last_used_at = ${at(usedAgoMs)}, created_at = ${at(signedInAgoMs)},
          expires_at = now() + interval '1 year', ip = ip where id = ${id}`,
    );
  }

  it('ends a staff session 12 hours after its last use, a tech session after 7 days', async () => {
    const staff = await loginAs(t.app, t.db, 'staff');
    await age(staff.agent, { usedAgoMs: 12 * HOUR - 60_000 });
    expect((await me(staff.agent)).statusCode).toBe(200);
    await age(staff.agent, { usedAgoMs: 12 * HOUR + 60_000 });
    expect((await me(staff.agent)).statusCode).toBe(401);
    const [left] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sessions where user_id = ${staff.user!.id}`,
    );
    expect(left!.n).toBe(0);

    const tech = await loginAs(t.app, t.db, 'tech');
    await age(tech.agent, { usedAgoMs: 7 * 24 * HOUR - 60_000 });
    expect((await me(tech.agent)).statusCode).toBe(200);
    await age(tech.agent, { usedAgoMs: 7 * 24 * HOUR + 60_000 });
    expect((await me(tech.agent)).statusCode).toBe(401);
  });

  it('ends any session 30 days after sign-in, however much it is used', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    await age(agent, { signedInAgoMs: 30 * 24 * HOUR - 60_000 });
    expect((await me(agent)).statusCode).toBe(200);
    await age(agent, { signedInAgoMs: 30 * 24 * HOUR + 60_000 });
    expect((await me(agent)).statusCode).toBe(401);
  });

  it('records use at most once a minute, without moving the sessions version', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const id = hashToken(agent.cookies.get('loadout_sid')!);
    const row = async () =>
      (
        await selectRows<{ last: Date; ends: Date; version: number }>(
          t.db,
          sql`select last_used_at as last, expires_at as ends,
                (select value from change_counters where name = 'sessions')::int as version
              from sessions where id = ${id}`,
        )
      )[0]!;
    await age(agent, { usedAgoMs: 2 * 60_000, signedInAgoMs: HOUR });
    const before = await row();
    expect((await me(agent)).statusCode).toBe(200);
    const after = await row();
    expect(Date.now() - new Date(after.last).getTime()).toBeLessThan(5000);
    // The idle end moves on from the use just recorded: 12 hours.
    expect(new Date(after.ends).getTime() - new Date(after.last).getTime()).toBe(12 * HOUR);
    expect(after.version).toBe(before.version);
    expect((await me(agent)).statusCode).toBe(200);
    expect(await row()).toEqual(after);
  });

  it('asks the database before ending a session whose kept copy looks idle (another process used it)', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const token = agent.cookies.get('loadout_sid')!;
    await age(agent, { usedAgoMs: 13 * HOUR, signedInAgoMs: 14 * HOUR });
    const generous = sessionLimitsOf({ sessionIdleHours: 24, sessionIdleHoursTech: 24, sessionMaxDays: 30 });
    const kept = await loadSessionCached(t.db, token, generous);
    expect(kept).toBeDefined();
    // Another process records a use: a write that moves no version, so the copy kept here is older.
    await t.db.execute(sql`update sessions set last_used_at = now() where id = ${hashToken(token)}`);
    const limits = sessionLimitsOf(t.config);
    expect(await loadSessionCached(t.db, token, limits)).toBe(kept);
    expect(Date.now() - kept!.lastUsedAt.getTime()).toBeLessThan(5000);
  });
});
