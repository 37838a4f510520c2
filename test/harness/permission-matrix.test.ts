import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/auth.js';
import { notForApiTokens, type Permission, permissions } from '../../server/platform/auth/permissions.js';
import { type Agent, loginAs } from '../agent.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { fillPath, label, loadCatalog, type Operation } from './catalog.js';
import { dbChecksum } from './checksum.js';

/**
 * Every route, called with no session and as each role. The permission table
 * (server/platform/auth/permissions.ts) is the one statement of who may do what; this test proves
 * every route obeys it and that a refused call changes nothing. Routes are read from
 * /openapi.json, so a new route is covered the moment it lands.
 */
const ROLES: Role[] = ['tech', 'staff', 'admin'];
/** An id no record has: an allowed role then meets 404 or 400, never its data. */
const NO_SUCH_ID = 2_147_483_000;

let t: TestApp;
let ops: Operation[];
const agents = new Map<Role, Agent>();
/** An API token of each role (issue 32.6), made through the API as an admin does. */
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) agents.set(role, (await loginAs(t.app, t.db, role)).agent);
  ops = await loadCatalog(t.app, agents.get('admin')!);
  for (const role of ROLES) {
    const res = await agents
      .get('admin')!
      .call({ method: 'POST', url: '/api-tokens', payload: { name: `Matrix ${role}`, role } });
    tokens.set(role, res.json().token);
  }
});
afterAll(() => t.close());

const placeholderUrl = (op: Operation) =>
  fillPath(op, Object.fromEntries(Object.keys(op.pathParams).map((k) => [k, NO_SUCH_ID])));

async function call(agent: Agent, op: Operation) {
  return agent.call({
    method: op.method,
    url: placeholderUrl(op),
    ...(op.method === 'GET' ? {} : { payload: {} }),
  });
}

/** As an integration calls: the token alone, no cookie and no anti-forgery token. */
async function callWithToken(token: string, op: Operation) {
  return t.app.inject({
    method: op.method,
    url: placeholderUrl(op),
    headers: { authorization: `Bearer ${token}` },
    ...(op.method === 'GET' ? {} : { payload: {} }),
  });
}

/** What a token of this role may call: its role's permissions less a person's own, and public reads. */
const tokenMay = (role: Role, op: Operation) =>
  op.access === 'public'
    ? op.method === 'GET'
    : op.roles.includes(role) && !notForApiTokens.has(op.access as Permission);

describe('the permission table', () => {
  it('names only known roles, and gives techs no library or error-report rights', () => {
    for (const [permission, roles] of Object.entries(permissions)) {
      for (const role of roles) expect(['admin', 'staff', 'tech'], permission).toContain(role);
      if (/^(xbook\.(write|admin)|error-reports)/.test(permission))
        expect(roles, permission).not.toContain('tech');
    }
  });

  it('is what /openapi.json states for every route', () => {
    expect(ops.length).toBeGreaterThan(5);
    for (const op of ops) {
      if (op.access === 'public') continue;
      expect(op.roles, label(op)).toEqual([...permissions[op.access as keyof typeof permissions]]);
    }
  });
});

/**
 * Calls every route and lists where the answer is not what `allowed` says: an allowed call is not
 * refused for its role, a refused one is 403 forbidden and changes nothing. `afterAllowed` runs
 * after each allowed call.
 */
async function wrongAnswers(
  allowed: (op: Operation) => boolean,
  send: (op: Operation) => Promise<LightMyRequestResponse>,
  afterAllowed?: (op: Operation) => Promise<void>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const op of ops) {
    const may = allowed(op);
    const before = may ? '' : await dbChecksum(t.db);
    const res = await send(op);
    if (may) {
      // 'not_yours' is the record-level answer (the placeholder id is not this user's), not the role's.
      if (res.statusCode === 401 || (res.statusCode === 403 && res.json().error?.code !== 'not_yours'))
        wrong.push(`${label(op)}: refused ${res.statusCode}`);
      await afterAllowed?.(op);
    } else {
      if (res.statusCode !== 403 || res.json().error?.code !== 'forbidden')
        wrong.push(`${label(op)}: allowed (${res.statusCode})`);
      if ((await dbChecksum(t.db)) !== before) wrong.push(`${label(op)}: refused but changed the database`);
    }
  }
  return wrong;
}

describe('every route, as every role', () => {
  it('refuses a caller without a session with 401 JSON, except public routes', async () => {
    const { agent } = await loginAs(t.app, t.db, null);
    const before = await dbChecksum(t.db);
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await call(agent, op);
      if (op.access === 'public') continue;
      if (res.statusCode !== 401 || res.json().error?.code !== 'unauthenticated')
        wrong.push(`${label(op)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  for (const role of ROLES) {
    it(`answers ${role} exactly as the table says, and a refusal changes nothing`, async () => {
      const wrong = await wrongAnswers(
        (op) => op.roles.includes(role) || op.access === 'public',
        (op) => call(agents.get(role)!, op),
        // Logging out ends the session: sign in again for the next routes.
        async (op) => {
          if (op.access === 'session.logout') agents.set(role, (await loginAs(t.app, t.db, role)).agent);
        },
      );
      expect(wrong).toEqual([]);
    });
  }
});

describe('every route, with an API token of every role', () => {
  it('lists each route for bearer tokens exactly where a token may call it', () => {
    for (const op of ops.filter((o) => o.access !== 'public'))
      expect(
        op.security.some((s) => 'bearer' in s),
        label(op),
      ).toBe(!notForApiTokens.has(op.access as Permission));
  });

  for (const role of ROLES) {
    it(`answers ${role === 'admin' ? 'an' : 'a'} ${role} token as its role, refuses what is a person's own, and a refusal changes nothing`, async () => {
      const wrong = await wrongAnswers(
        (op) => tokenMay(role, op),
        (op) => callWithToken(tokens.get(role)!, op),
      );
      expect(wrong).toEqual([]);
    });
  }
});

describe('forged client addresses (issue 17.2)', () => {
  it('behind one proxy, an X-Forwarded-For the client wrote decides neither access nor login throttling', async () => {
    const proxied = await createTestApp({
      trustProxy: 1,
      loginFailuresAllowed: 3,
      loginFailuresPerAccount: 3,
    });
    try {
      const { agent } = await loginAs(proxied.app, proxied.db, null);
      const forged = (i: number) => ({ 'x-forwarded-for': `10.66.0.${i}, 198.51.100.1` });
      // Access: a forged loopback address is no one special.
      for (const op of ops.filter((o) => o.access !== 'public').slice(0, 10)) {
        const res = await agent.call({
          method: op.method,
          url: fillPath(op, Object.fromEntries(Object.keys(op.pathParams).map((k) => [k, NO_SUCH_ID]))),
          headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.1' },
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode, label(op)).toBe(401);
      }
      // Throttling: a new forged address per guess still meets the limit.
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (
            await agent.call({
              method: 'POST',
              url: '/login',
              headers: forged(i),
              payload: { email: 'admin@example.com', password: 'guess' },
            })
          ).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});
