import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../agent.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { fillPath, isStateChanging, label, loadCatalog, type Operation } from './catalog.js';
import { dbChecksum } from './checksum.js';

/**
 * Every state-changing route, as an admin (who may do everything), without the anti-forgery token
 * and with another session's token: refused with 403 csrf_invalid before anything runs, and the
 * database is unchanged.
 */
let t: TestApp;
let admin: Agent;
let other: Agent;
let ops: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  other = (await loginAs(t.app, t.db, 'staff')).agent;
  ops = (await loadCatalog(t.app, admin)).filter(isStateChanging);
});
afterAll(() => t.close());

const forms = (op: Operation) => op.body?.contentType === 'application/x-www-form-urlencoded';

async function attempt(op: Operation, token: string | undefined, extra: Record<string, string> = {}) {
  const url = fillPath(op);
  const headers: Record<string, string> = { ...extra, ...(token ? { 'x-csrf-token': token } : {}) };
  if (forms(op)) {
    const payload = token ? `_token=${encodeURIComponent(token)}` : 'a=1';
    return admin.call({
      method: op.method,
      url,
      noToken: true,
      headers: { ...extra, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  }
  return admin.call({ method: op.method, url, noToken: true, headers, payload: {} });
}

describe('anti-forgery on every state-changing route', () => {
  it('covers the state-changing routes', () => {
    expect(ops.map(label)).toContain('POST /logout');
  });

  // Only an API token's request goes without (issue 32.6): any other Authorization header (a
  // proxy's Basic login) leaves a cookie session needing its token.
  for (const [name, token, extra] of [
    ['without a token', () => undefined, {}],
    ["with another session's token", () => other.csrf, {}],
    ['with a made-up token', () => 'forged-token-value', {}],
    [
      'without a token, beside a Basic Authorization header',
      () => undefined,
      { authorization: 'Basic YTpi' },
    ],
  ] as const) {
    it(`refuses every call ${name} and changes nothing`, async () => {
      const before = await dbChecksum(t.db);
      const wrong: string[] = [];
      for (const op of ops) {
        const res = await attempt(op, token(), extra);
        if (res.statusCode !== 403 || res.json().error?.code !== 'csrf_invalid')
          wrong.push(`${label(op)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
      expect(await dbChecksum(t.db)).toBe(before);
      // The session survived every attempt.
      expect((await admin.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    });
  }
});
