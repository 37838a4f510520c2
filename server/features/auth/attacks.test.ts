import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The attacks of issue 17 on logging in: each is replayed here and must fail. */
let t: TestApp;
beforeAll(async () => {
  // Behind one proxy (the README's set-up): only the hop the proxy adds is believed.
  t = await createTestApp({ trustProxy: 1, loginFailuresAllowed: 5, loginFailuresPerAccount: 5 });
});
afterAll(() => t.close());

/** A fresh visitor each time (a success leaves a session behind, with its own token). */
async function visitor(): Promise<Agent> {
  const agent = new Agent(t.app);
  await agent.openPage('/login');
  return agent;
}

const attempt = async (email: string, password: string, from: string, forged?: string, agent?: Agent) =>
  (agent ?? (await visitor())).call({
    method: 'POST',
    url: '/login',
    payload: { email, password },
    remoteAddress: '10.0.0.2',
    // The proxy appends the address it saw; anything left of it is the client's own words.
    headers: { 'x-forwarded-for': forged ? `${forged}, ${from}` : from },
  });

describe('login throttling', () => {
  it('ignores forged X-Forwarded-For entries and also limits failures per account', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A new forged address each time, from several real ones: neither decides alone.
      const res = await attempt(admin.email, 'wrong', `198.51.100.${i % 3}`, `203.0.113.${i}`);
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.slice(5)).toEqual(Array(7).fill(429));
    // The right password waits too, until the window passes.
    expect((await attempt(admin.email, TEST_PASSWORD, '198.51.100.9')).statusCode).toBe(429);
  });

  it('a forged address cannot lock out the address it names', async () => {
    const victim = await buildUser(t.db);
    for (let i = 0; i < 6; i++) await attempt(`nobody${i}@example.com`, 'x', '198.51.100.50', '192.0.2.77');
    expect((await attempt(victim.email, TEST_PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  });

  it("another account's success does not reset the address's count", async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const tech = await buildUser(t.db, { role: 'tech' });
    const wrong: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 4; i++) wrong.push((await attempt(admin.email, 'bad', '198.51.100.60')).statusCode);
      await attempt(tech.email, TEST_PASSWORD, '198.51.100.60');
    }
    expect(wrong.filter((c) => c === 401)).toHaveLength(5);
    expect(wrong.at(-1)).toBe(429);
  });

  it('lets colleagues behind one address log in at once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => buildUser(t.db)));
    const agents = await Promise.all(users.map(() => visitor()));
    const all = await Promise.all(
      users.map((u, i) => attempt(u.email, TEST_PASSWORD, '198.51.100.80', undefined, agents[i])),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  });

  it('checks no more than the allowance of concurrent guesses', async () => {
    const user = await buildUser(t.db);
    const agents = await Promise.all(Array.from({ length: 25 }, visitor));
    const all = await Promise.all(
      agents.map((agent) => attempt(user.email, 'wrong', '198.51.100.70', undefined, agent)),
    );
    expect(all.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(all.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });
});

describe('after login', () => {
  const formLogin = async (next: string, password = TEST_PASSWORD) => {
    const user = await buildUser(t.db);
    const agent = new Agent(t.app);
    await agent.openPage('/login');
    const res = await agent.call({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: new URLSearchParams({ email: user.email, password, next, _token: agent.csrf }).toString(),
    });
    return { res, agent };
  };

  it.each([
    '/\\evil.example/',
    '/\t/evil.example/',
    '/\n/evil.example',
    '//evil.example',
    '/.//evil.example',
    'https://evil.example/',
  ])('never sends the browser to another site (next=%j)', async (next) => {
    const { res, agent } = await formLogin(next);
    expect(res.statusCode).toBe(303);
    const where = new URL(res.headers.location as string, 'http://app.example');
    expect(where.origin).toBe('http://app.example');
    // Already signed in, the login page's own redirect holds too.
    const page = await agent.call({
      method: 'GET',
      url: `/login?next=${encodeURIComponent(next)}`,
      page: true,
    });
    expect(page.statusCode).toBe(302);
    expect(new URL(page.headers.location as string, 'http://app.example').origin).toBe('http://app.example');
  });

  it('keeps a same-site next with its query', async () => {
    const { res } = await formLogin('/events/5?tab=pulls');
    expect(res.headers.location).toBe('/events/5?tab=pulls');
  });

  it('sends a failed form login back with a code, not a message', async () => {
    const { res } = await formLogin('/events', 'wrong-password');
    const back = new URL(res.headers.location as string, 'http://app.example');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('error')).toBe('invalid');
    expect(back.searchParams.get('next')).toBe('/events');
  });

  it('replaces a pre-login anti-forgery cookie planted before login', async () => {
    const { res } = await formLogin('/');
    const fresh = res.cookies.find((c) => c.name === 'loadout_csrf');
    expect(fresh?.value).toMatch(/^[\w-]{20,64}$/);
  });
});
