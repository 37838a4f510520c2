import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { selectRows } from '../../platform/db/types.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async () =>
  (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from error_reports`))[0]!.n;

describe('POST /errors/js', () => {
  it('stores a legacy report and a script report with user, page, browser and time', async () => {
    const { agent, user } = await loginAs(t.app, t.db, 'staff');
    const legacy = await agent.call({
      method: 'POST',
      url: '/errors/js',
      headers: { referer: 'http://localhost/show-pulls/3', 'user-agent': 'TestBrowser/1' },
      payload: {
        errorMessage: '500 assign Internal',
        contactName: 'Sam Staff',
        _token: agent.csrf,
        extra: '{"a":1}',
      },
    });
    expect(legacy.statusCode).toBe(200);
    const script = await agent.call({
      method: 'POST',
      url: '/errors/js',
      payload: {
        message: 'TypeError: x is undefined',
        extra: ['http://localhost/flow/techs', '{}', '', '0'],
      },
    });
    expect(script.statusCode).toBe(200);
    const rows = await selectRows<{ kind: string; page_url: string; user_agent: string; user_id: number }>(
      t.db,
      sql`select kind, page_url, user_agent, user_id from error_reports order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'request',
        page_url: 'http://localhost/show-pulls/3',
        user_agent: 'TestBrowser/1',
        user_id: user!.id,
      }),
      expect.objectContaining({ kind: 'script', page_url: 'http://localhost/flow/techs', user_id: user!.id }),
    ]);
  });

  it('takes reports from the login page too, but never without the token', async () => {
    const anon = new Agent(t.app);
    await anon.openPage('/login');
    const before = await count();
    expect(
      (await anon.call({ method: 'POST', url: '/errors/js', payload: { message: 'x', extra: [] } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await anon.call({ method: 'POST', url: '/errors/js', noToken: true, payload: { message: 'y' } }))
        .statusCode,
    ).toBe(403);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a body that is neither reporter shape, or too large', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const before = await count();
    expect((await agent.call({ method: 'POST', url: '/errors/js', payload: { nope: 1 } })).statusCode).toBe(
      400,
    );
    const huge = await agent.call({
      method: 'POST',
      url: '/errors/js',
      payload: { message: 'x'.repeat(2_000_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const notJson = await agent.call({
      method: 'POST',
      url: '/errors/js',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('a report in any encoding (the hardening issue, point 8)', () => {
  // As a browser sends without the app's client: no X-CSRF-Token or X-Requested-With header, the
  // token in the body.
  const post = (agent: Agent, type: string, payload: string) =>
    agent.call({
      method: 'POST',
      url: '/errors/js',
      noToken: true,
      headers: { 'content-type': type, 'x-requested-with': '' },
      payload,
    });
  const stored = async (message: string) =>
    selectRows<{ kind: string; extra: unknown }>(
      t.db,
      sql`select kind, extra from error_reports where message = ${message}`,
    );

  it('takes the legacy form, a script report as a form, and text holding JSON or a form', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const form = (fields: Record<string, string | string[]>) => {
      const body = new URLSearchParams({ _token: agent.csrf });
      for (const [k, v] of Object.entries(fields))
        for (const one of [v].flat()) body.append(Array.isArray(v) ? `${k}[]` : k, one);
      return body.toString();
    };
    const sent = [
      post(
        agent,
        'application/x-www-form-urlencoded',
        form({ errorMessage: '500 legacy form', extra: '{}' }),
      ),
      post(
        agent,
        'Application/X-WWW-Form-Urlencoded; charset=UTF-8',
        form({ message: 'script form', extra: ['p', 'q'] }),
      ),
      post(agent, 'application/x-www-form-urlencoded', form({ message: 'one extra', extra: 'http://x/a' })),
      post(
        agent,
        'text/plain;charset=UTF-8',
        JSON.stringify({ message: 'beacon json', extra: ['p'], _token: agent.csrf }),
      ),
      post(agent, 'text/plain', form({ errorMessage: 'beacon form' })),
    ];
    for (const res of await Promise.all(sent)) expect(res.statusCode, res.body).toBe(200);
    expect(await stored('500 legacy form')).toEqual([{ kind: 'request', extra: '{}' }]);
    expect(await stored('script form')).toEqual([{ kind: 'script', extra: ['p', 'q'] }]);
    expect(await stored('one extra')).toEqual([{ kind: 'script', extra: ['http://x/a'] }]);
    expect(await stored('beacon json')).toEqual([{ kind: 'script', extra: ['p'] }]);
    expect(await stored('beacon form')).toHaveLength(1);
  });

  it('still with the token, and within the size limits, in every encoding', async () => {
    const anon = new Agent(t.app);
    await anon.openPage('/login');
    const before = await count();
    const noToken = [
      post(anon, 'application/x-www-form-urlencoded', 'errorMessage=forged'),
      post(anon, 'text/plain', JSON.stringify({ message: 'forged', extra: [] })),
      post(anon, 'text/plain', 'message=forged'),
    ];
    for (const res of await Promise.all(noToken)) expect(res.statusCode).toBe(403);
    const token = `_token=${encodeURIComponent(anon.csrf)}`;
    const tooLarge = [
      post(anon, 'text/plain', JSON.stringify({ message: 'x'.repeat(2_000_000), _token: anon.csrf })),
      post(anon, 'text/plain', `${token}&${'x=1&'.repeat(2000)}message=many`),
      post(anon, 'application/x-www-form-urlencoded', `${token}&message=${'x'.repeat(2_000_000)}`),
    ];
    for (const res of await Promise.all(tooLarge)) expect(res.statusCode).toBe(413);
    const notAReport = [
      post(anon, 'text/plain', `${token}&hello`),
      post(anon, 'text/plain', '{"message":'),
      post(anon, 'text/plain', `{"__proto__":{"x":1},"message":"m","_token":"${anon.csrf}"}`),
    ];
    for (const res of await Promise.all(notAReport)) expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /error-reports', () => {
  it('groups by message with counts, for admins only', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    for (let i = 0; i < 3; i++) {
      await agent.call({
        method: 'POST',
        url: '/errors/js',
        payload: { message: 'RangeError: boom', extra: ['http://x/'] },
      });
    }
    const admin = (await loginAs(t.app, t.db, 'admin')).agent;
    const res = await admin.call({ method: 'GET', url: '/error-reports' });
    expect(res.statusCode).toBe(200);
    const group = res.json().groups.find((g: { message: string }) => g.message === 'RangeError: boom');
    expect(group).toMatchObject({ count: 3, users: 1, kind: 'script', pages: ['http://x/'] });
    const detail = await admin.call({
      method: 'GET',
      url: `/error-reports/detail?key=${encodeURIComponent(group.key)}`,
    });
    // The same report three times is one row that counts three.
    expect(detail.json().reports).toEqual([expect.objectContaining({ repeats: 3 })]);
    const staff = (await loginAs(t.app, t.db, 'staff')).agent;
    const refused = await staff.call({ method: 'GET', url: '/error-reports' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'forbidden',
      message: 'You are not authorized to do this.',
    });
  });
});

describe('error reports cannot fill the disk (issue 17.7)', () => {
  const size = async () =>
    (
      await selectRows<{ n: number }>(
        t.db,
        sql`select coalesce(sum(octet_length(message) + coalesce(octet_length(extra::text), 0)), 0)::int as n from error_reports`,
      )
    )[0]!.n;

  it('refuses the 420 KB report, and keeps a few KB of a large one', async () => {
    const anon = new Agent(t.app);
    await anon.openPage('/login');
    const huge = await anon.call({
      method: 'POST',
      url: '/errors/js',
      payload: { message: 'x'.repeat(20_000), extra: Array.from({ length: 20 }, () => 'y'.repeat(20_000)) },
    });
    expect(huge.statusCode).toBe(400);
    const before = await size();
    const big = await anon.call({
      method: 'POST',
      url: '/errors/js',
      payload: {
        message: `big ${'x'.repeat(19_000)}`,
        extra: Array.from({ length: 10 }, () => 'y'.repeat(4_000)),
      },
    });
    expect(big.statusCode).toBe(200);
    expect((await size()) - before).toBeLessThan(8_000);
  });

  it('counts a repeated report on the first one instead of storing it again', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const before = await count();
    for (let i = 0; i < 5; i++)
      await agent.call({
        method: 'POST',
        url: '/errors/js',
        payload: { message: 'Again and again', extra: ['http://x/a'] },
      });
    expect(await count()).toBe(before + 1);
    const admin = (await loginAs(t.app, t.db, 'admin')).agent;
    const group = (await admin.call({ method: 'GET', url: '/error-reports' }))
      .json()
      .groups.find((g: { message: string }) => g.message === 'Again and again');
    expect(group.count).toBe(5);
  });

  it('keeps anonymous reports to a small share, and drops old reports', async () => {
    const { ANONYMOUS_KEPT } = await import('./service.js');
    const anon = new Agent(t.app);
    await anon.openPage('/login');
    await t.db.execute(sql`
      insert into error_reports (kind, message, fingerprint, created_at, updated_at)
      select 'script', 'filler ' || g, 'filler' || g, now(), now() from generate_series(1, ${ANONYMOUS_KEPT}) g`);
    await t.db.execute(sql`
      insert into error_reports (kind, message, user_id, created_at, updated_at)
      values ('script', 'very old', null, now() - interval '90 days', now() - interval '90 days')`);
    await anon.call({ method: 'POST', url: '/errors/js', payload: { message: 'one more', extra: [] } });
    const [anonymous] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from error_reports where user_id is null`,
    );
    expect(anonymous!.n).toBeLessThanOrEqual(ANONYMOUS_KEPT);
    const old = await selectRows(t.db, sql`select id from error_reports where message = 'very old'`);
    expect(old).toEqual([]);
    const kept = await selectRows(t.db, sql`select id from error_reports where message = 'one more'`);
    expect(kept).toHaveLength(1);
  });

  it('keeps each user to their newest reports and the table to its total, the oldest dropped', async () => {
    const { PER_USER_KEPT, TOTAL_KEPT } = await import('./service.js');
    const flooder = await loginAs(t.app, t.db, 'tech');
    const other = await loginAs(t.app, t.db, 'tech');
    const send = (agent: Agent, message: string) =>
      agent.call({ method: 'POST', url: '/errors/js', payload: { message, extra: [] } });
    const messagesOf = async (userId: number) =>
      (
        await selectRows<{ message: string }>(
          t.db,
          sql`select message from error_reports where user_id = ${userId} order by updated_at, id`,
        )
      ).map((r) => r.message);
    // One user's flood pushes out only their own reports.
    expect((await send(other.agent, 'Another user')).statusCode).toBe(200);
    await t.db.execute(sql`
      insert into error_reports (kind, message, fingerprint, user_id, created_at, updated_at)
      select 'script', 'Flood ' || g, 'flood' || g, ${flooder.user!.id},
             now() - interval '1 hour' + g * interval '1 second', now() - interval '1 hour' + g * interval '1 second'
      from generate_series(1, ${PER_USER_KEPT}) g`);
    expect((await send(flooder.agent, 'Flood, the newest')).statusCode).toBe(200);
    const flood = await messagesOf(flooder.user!.id);
    expect(flood).toHaveLength(PER_USER_KEPT);
    expect(flood[0]).toBe('Flood 2');
    expect(flood.at(-1)).toBe('Flood, the newest');
    expect(await messagesOf(other.user!.id)).toEqual(['Another user']);

    // Many users' reports: past the total, the first stored go first.
    const many = await buildUser(t.db);
    await t.db.execute(sql`
      insert into error_reports (kind, message, fingerprint, user_id, created_at, updated_at)
      select 'script', 'Many ' || g, 'many' || g, ${many.id}, now(), now() from generate_series(1, ${TOTAL_KEPT}) g`);
    expect((await send(other.agent, 'After the total')).statusCode).toBe(200);
    expect(await count()).toBe(TOTAL_KEPT);
    expect(await messagesOf(other.user!.id)).toEqual(['After the total']);
    expect((await messagesOf(many.id)).slice(0, 1)).toEqual(['Many 2']);
  });
});
