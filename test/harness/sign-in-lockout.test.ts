import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../agent.js';
import { buildUser, TEST_PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Issue "hardening" point 4: nobody may lock an account's owner out. Guesses from strangers
 * anywhere, and typos from colleagues at the owner's address, leave a browser that signed in to
 * the account before free to sign in with the right password; guessing stays slow for everyone
 * else (README "Sign-in protection").
 */
let t: TestApp;
beforeAll(async () => {
  // Behind one proxy (the README's set-up): the address is the hop the proxy adds.
  t = await createTestApp({
    trustProxy: 1,
    loginFailuresAllowed: 5,
    loginFailuresPerAccount: 5,
    loginRatePerMinute: 12,
  });
});
afterAll(() => t.close());

let nextAddress = 0;
/** An address of its own for each test, so the per-minute limit of one does not reach another. */
const freshAddress = () => `198.51.100.${++nextAddress}`;

async function browser(): Promise<Agent> {
  const agent = new Agent(t.app);
  await agent.openPage('/login');
  return agent;
}

const signIn = async (agent: Agent, email: string, password: string, from: string) => {
  const res = await agent.call({
    method: 'POST',
    url: '/login',
    payload: { email, password },
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': from },
  });
  if (res.statusCode === 200) {
    agent.csrf = res.json().csrfToken;
    // Signs out again, as at the end of a day: the browser keeps its device cookie only.
    await agent.call({ method: 'POST', url: '/logout', remoteAddress: '10.0.0.2' });
    await agent.openPage('/login');
  }
  return res;
};

/** An account whose owner signed in once from `from`, and the owner's browser. */
async function ownerOf(from: string) {
  const user = await buildUser(t.db, { role: 'admin' });
  const owner = await browser();
  expect((await signIn(owner, user.email, TEST_PASSWORD, from)).statusCode).toBe(200);
  expect(owner.cookies.has('loadout_device')).toBe(true);
  return { user, owner };
}

describe('a stranger cannot lock the owner out', () => {
  it('after guesses from many addresses, the owner’s browser still signs in with the right password', async () => {
    const home = freshAddress();
    const { user, owner } = await ownerOf(home);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await signIn(await browser(), user.email, 'wrong', `203.0.113.${i}`)).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.slice(5)).toEqual(Array(7).fill(429));
    // The owner's browser is not refused, from home or from anywhere else.
    expect((await signIn(owner, user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    expect((await signIn(owner, user.email, TEST_PASSWORD, freshAddress())).statusCode).toBe(200);
    // A browser that never signed in here waits, right password or not, and is told why.
    const unknown = await signIn(await browser(), user.email, TEST_PASSWORD, freshAddress());
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().error.message).toMatch(
      /^Too many failed logins on this account\. Try again in \d+ minutes?, or from a browser you have signed in with before\.$/,
    );
  });

  it('a stolen-looking cookie gets nothing: made up, or moved from another account', async () => {
    const { user } = await ownerOf(freshAddress());
    const { owner: otherBrowser } = await ownerOf(freshAddress());
    const forged = await browser();
    forged.cookies.set('loadout_device', `${user.id}.${'A'.repeat(22)}.${'B'.repeat(43)}`);
    const from = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await signIn(forged, user.email, 'wrong', from)).statusCode);
    // Another account's valid cookie is no cookie for this one.
    for (let i = 0; i < 3; i++)
      codes.push((await signIn(otherBrowser, user.email, 'wrong', freshAddress())).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('a colleague at the same address cannot lock the owner out', () => {
  it('typos that fill the office address leave the owner’s known browser free', async () => {
    const office = freshAddress();
    const { user, owner } = await ownerOf(office);
    const colleague = await buildUser(t.db);
    const typos: number[] = [];
    for (let i = 0; i < 6; i++)
      typos.push((await signIn(await browser(), colleague.email, 'typo', office)).statusCode);
    expect(typos).toEqual([401, 401, 401, 401, 401, 429]);
    // Even on the owner's own account, from the office.
    expect((await signIn(await browser(), user.email, 'typo', office)).statusCode).toBe(429);
    expect((await signIn(owner, user.email, TEST_PASSWORD, office)).statusCode).toBe(200);
    // A new starter at the office, on a browser no account knows yet, waits for the address.
    const newcomer = await buildUser(t.db);
    const refused = await signIn(await browser(), newcomer.email, TEST_PASSWORD, office);
    expect(refused.json().error.message).toMatch(
      /^Too many failed logins from this address\. Try again in \d+ minutes?/,
    );
  });

  it('a flood of requests from the office address does not use up the known browser’s requests', async () => {
    const office = freshAddress();
    const { user, owner } = await ownerOf(office);
    let last = await signIn(await browser(), 'nobody@example.test', 'x', office);
    for (let i = 0; i < 13; i++) last = await signIn(await browser(), 'nobody@example.test', 'x', office);
    // The per-minute limit (12 requests) was reached: the address is refused before any check.
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({ code: 'rate_limited' });
    expect(last.json().error.message).toMatch(/^Too many requests in a short time/);
    expect((await signIn(owner, user.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe('guessing stays slow', () => {
  it('from one address: five wrong passwords over any accounts, then every attempt is refused', async () => {
    const from = freshAddress();
    const victims = await Promise.all(Array.from({ length: 4 }, () => buildUser(t.db)));
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await signIn(await browser(), victims[i % 4]!.email, `guess${i}`, from)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // A right password from there waits too: that address has no known browser for the account.
    expect((await signIn(await browser(), victims[0]!.email, TEST_PASSWORD, from)).statusCode).toBe(429);
  });

  it("on the owner's own browser: its own five wrong passwords lock that browser, not the account", async () => {
    const home = freshAddress();
    const { user, owner } = await ownerOf(home);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await signIn(owner, user.email, 'wrong', home)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(owner, user.email, TEST_PASSWORD, home);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^Too many failed logins from this browser\. Try again in \d+ minutes?\.$/,
    );
    // Another browser of the owner's (a phone) is not locked with it.
    expect((await signIn(await browser(), user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('the device cookie is the server’s, out of page scripts’ reach', async () => {
    const user = await buildUser(t.db);
    const res = await signIn(await browser(), user.email, TEST_PASSWORD, freshAddress());
    const cookie = res.cookies.find((c) => c.name === 'loadout_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(300 * 24 * 3600);
    expect(cookie.value).toMatch(new RegExp(`^${user.id}\\.[\\w-]{22}\\.[\\w-]{43}$`));
  });
});
