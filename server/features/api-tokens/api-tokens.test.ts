import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { selectRows } from '../../platform/db/types.js';

/** Issue 32.6: API tokens, made by an admin, used by an integration with no cookie and no CSRF token. */
const RATE = 12;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp({ apiTokenRatePerMinute: RATE });
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
});
afterAll(() => t.close());

/** A request as an integration sends it: the token, nothing else (no cookie, no anti-forgery token). */
const bearer = (
  token: string,
  opts: {
    method?: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  },
) =>
  t.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: { authorization: `Bearer ${token}`, ...opts.headers },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });

async function makeToken(name: string, role: 'admin' | 'staff' | 'tech') {
  const res = await admin.call({ method: 'POST', url: '/api-tokens', payload: { name, role } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; token: string };
}

describe('API tokens', () => {
  it('are made by an admin, shown once, kept only as a hash, and listed with their last use', async () => {
    const { id, token } = await makeToken('Sales sync', 'staff');
    expect(token).toMatch(/^lo_[\w-]{43}$/);
    const stored = await selectRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from api_tokens where id = ${id}`,
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await selectRows(t.db, sql`select * from api_tokens`))).not.toContain(token);

    const before = (await admin.call({ method: 'GET', url: '/api-tokens' })).json().tokens;
    expect(before).toEqual([
      expect.objectContaining({
        id,
        name: 'Sales sync',
        role: 'staff',
        lastUsedAt: null,
        lastUsedText: null,
      }),
    ]);
    expect(JSON.stringify(before)).not.toContain(token);

    expect((await bearer(token, { url: '/auth/me' })).json().user).toMatchObject({
      name: 'Sales sync',
      role: 'staff',
    });
    expect((await bearer(token, { url: '/auth/me' })).statusCode).toBe(200);
    const after = (await admin.call({ method: 'GET', url: '/api-tokens' })).json().tokens[0];
    expect(after.lastUsedAt).not.toBeNull();
    // Two uses within the minute wrote last-used once: the second request was a read.
    const counters = await selectRows<{ value: number }>(
      t.db,
      sql`select value::int from change_counters where name = 'api_tokens'`,
    );
    expect(counters[0]!.value).toBe(2); // the insert, and one note of use

    const taken = await admin.call({
      method: 'POST',
      url: '/api-tokens',
      payload: { name: ' sales SYNC ', role: 'tech' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ name: 'is taken by another token' });
    for (const payload of [
      { name: ' ', role: 'staff' },
      { name: 'a\u0000b', role: 'staff' },
      { name: 'x', role: 'owner' },
    ])
      expect((await admin.call({ method: 'POST', url: '/api-tokens', payload })).statusCode).toBe(400);
  });

  it('act with their role: reads and writes with no cookie and no anti-forgery token, audited by name', async () => {
    const { token } = await makeToken('Booking bridge', 'staff');
    const event = await buildEvent(t.db);
    const made = await bearer(token, {
      method: 'POST',
      url: '/comments',
      payload: { eventId: event.id, comment: 'From sales' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await bearer(token, { url: `/comments?eventId=${event.id}` })).json().comments).toHaveLength(1);
    // The History says who: the token, by its name.
    const history = (await admin.call({ method: 'GET', url: `/events/${event.id}/history` })).json().entries;
    expect(history[0]).toMatchObject({ userName: 'Booking bridge (API token)', action: 'insert' });
    // A tech token may not do what a tech may not (the role's permissions, nothing more).
    const tech = await makeToken('Crew app', 'tech');
    const refused = await bearer(tech.token, {
      method: 'POST',
      url: '/comments',
      payload: { eventId: event.id, comment: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('cannot sign in or out, nor manage tokens or accounts, even as admin', async () => {
    const { token } = await makeToken('Admin robot', 'admin');
    const attempts = [
      await bearer(token, { url: '/api-tokens' }),
      await bearer(token, {
        method: 'POST',
        url: '/api-tokens',
        payload: { name: 'Successor', role: 'admin' },
      }),
      await bearer(token, { method: 'DELETE', url: '/api-tokens/1' }),
      await bearer(token, { method: 'POST', url: '/logout', payload: {} }),
      await bearer(token, {
        method: 'POST',
        url: '/login',
        payload: { email: 'a@example.com', password: 'x' },
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/API token cannot/);
    }
    // What its role may otherwise do, it does (the error reports are admins' only).
    expect((await bearer(token, { url: '/error-reports' })).statusCode).toBe(200);
    // An address that is no call is a JSON 404 for it, not the app's page.
    const missing = await bearer(token, { url: '/no-such-call', headers: { accept: 'text/html' } });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'not_found']);
    expect(
      (await admin.call({ method: 'GET', url: '/api-tokens' }))
        .json()
        .tokens.map((x: { name: string }) => x.name),
    ).not.toContain('Successor');
  });

  it('are refused with 401 JSON at once when revoked, mistyped or malformed, never the login page', async () => {
    const { id, token } = await makeToken('Old integration', 'staff');
    expect((await bearer(token, { url: '/events' })).statusCode).toBe(200);
    const revoked = await admin.call({ method: 'DELETE', url: `/api-tokens/${id}` });
    expect(revoked.json()).toEqual({ ok: true });
    // A browser-like Accept still gets JSON: an integration reads it.
    for (const res of [
      await bearer(token, { url: '/events' }),
      await bearer(token, { url: '/events', headers: { accept: 'text/html' } }),
      await bearer(`${token}x`, { url: '/events' }),
      await t.app.inject({ url: '/events', headers: { authorization: 'Bearer' } }),
      await t.app.inject({ url: '/events', headers: { authorization: 'Bearer a b' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().error.code).toBe('unauthenticated');
    }
    expect((await admin.call({ method: 'DELETE', url: `/api-tokens/${id}` })).statusCode).toBe(404);
    // Another scheme is not ours (a proxy's Basic login in front of the app): the cookie decides.
    const proxied = await admin.call({ url: '/events', headers: { authorization: 'Basic YTpi' } });
    expect(proxied.statusCode).toBe(200);
    expect(
      (await admin.call({ method: 'GET', url: '/api-tokens' }))
        .json()
        .tokens.map((x: { id: number }) => x.id),
    ).not.toContain(id);

    // A revoke written by another server process (here: straight to the database) counts at once too.
    const other = await makeToken('Elsewhere', 'staff');
    expect((await bearer(other.token, { url: '/events' })).statusCode).toBe(200);
    await t.db.execute(sql`update api_tokens set revoked_at = now() where id = ${other.id}`);
    expect((await bearer(other.token, { url: '/events' })).statusCode).toBe(401);
  });

  it('are rate-limited per token, with a 429 in words as JSON', async () => {
    const busy = await makeToken('Busy loop', 'tech');
    const calm = await makeToken('Calm', 'tech');
    const codes: number[] = [];
    for (let i = 0; i <= RATE; i++) codes.push((await bearer(busy.token, { url: '/events' })).statusCode);
    expect(codes.slice(0, RATE).every((c) => c === 200)).toBe(true);
    const limited = await bearer(busy.token, { url: '/events' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/API token.*wait \d+ seconds/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token, and the people in the browser, are not held back by it.
    expect((await bearer(calm.token, { url: '/events' })).statusCode).toBe(200);
    expect((await admin.call({ method: 'GET', url: '/events' })).statusCode).toBe(200);
  });
});
