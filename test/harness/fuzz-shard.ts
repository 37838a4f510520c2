import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BID_NUMBER } from '../../server/seed/events.js';
import { seedDemo } from '../../server/seed/index.js';
import { type Agent, loginAs } from '../agent.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { fillPath, label, loadCatalog, type Operation } from './catalog.js';
import { dbChecksum } from './checksum.js';
import { formEncode, multipartEncode } from './encode.js';
import { type FuzzCase, fuzzCases, isBadTextCase } from './fuzz-inputs.js';

/**
 * Bad input on every route: inputs made from each route's schema (fast-check, fixed seed), then
 * broken on purpose: wrong types, missing and extra fields, huge strings and numbers, negative and
 * fractional quantities, unknown ids, malformed JSON, wrong content types, oversized bodies, dates
 * out of order, NUL bytes and lone surrogates in every text field (400). No answer is a 5xx; every refusal is a 4xx JSON error; a refusal changes nothing.
 * Called as an admin, who may call everything, so the inputs reach validation and the services.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * The routes are dealt into this many files (fuzz-1.test.ts …), each on its own app and database,
 * so the test workers share the work: it grows with every route (a database checksum a refusal).
 */
export const FUZZ_SHARDS = 3;

let t: TestApp;
let admin: Agent;
let ops: Operation[];

/** Defines the fuzz test over every FUZZ_SHARDS-th route, starting at `shard` (1-based). */
export function fuzzShard(shard: number): void {
  beforeAll(async () => {
    t = await createTestApp({
      loginFailuresAllowed: 1000,
      loginFailuresPerAccount: 1000,
      loginRatePerMinute: 10_000,
      passwordResetRatePerMinute: 10_000,
    });
    // The small demo data set: fitting inputs then meet real records (pull 1, event 24100, ...).
    await seedDemo(t.db, { scale: 'small', today: '2026-11-23' });
    admin = (await loginAs(t.app, t.db, 'admin')).agent;
    ops = (await loadCatalog(t.app, admin))
      .filter((op) => op.access !== 'session.logout')
      .filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  });
  afterAll(() => t.close());

  function send(op: Operation, c: FuzzCase) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(c.query)) if (v !== undefined) qs.set(k, String(v));
    const url = fillPath(op, c.pathValues) + (qs.size ? `?${qs}` : '');
    if (op.method === 'GET') return admin.call({ method: 'GET', url });
    if (c.raw)
      return admin.call({
        method: op.method,
        url,
        headers: { 'content-type': c.raw.contentType },
        payload: c.raw.payload,
      });
    const type = op.body?.contentType ?? 'application/json';
    if (type === 'application/x-www-form-urlencoded')
      return admin.call({
        method: op.method,
        url,
        headers: { 'content-type': type },
        payload: formEncode(c.body),
      });
    if (type === 'multipart/form-data') {
      const boundary = 'fuzzboundary7MA4YWxk';
      return admin.call({
        method: op.method,
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipartEncode(c.body, boundary),
      });
    }
    return admin.call({ method: op.method, url, payload: c.body === undefined ? {} : (c.body as object) });
  }

  describe(`bad input on every route (part ${shard} of ${FUZZ_SHARDS})`, () => {
    it('never answers 5xx, refuses with 4xx JSON, and a refusal changes nothing', async () => {
      const wrong: string[] = [];
      let calls = 0;
      let refusals = 0;
      // The state before a call: the one checked after the last refusal, or read afresh after a call
      // that was allowed (and may have written).
      let before: string | undefined;
      for (const op of ops) {
        for (const c of fuzzCases(op, RUNS, SEED, { eventId: FIRST_BID_NUMBER })) {
          before ??= await dbChecksum(t.db);
          const res = await send(op, c);
          calls++;
          const where = `${label(op)} [${c.kind}] → ${res.statusCode}`;
          if (res.statusCode >= 500) wrong.push(`${where} ${res.body.slice(0, 120)}`);
          if (isBadTextCase(c.kind) && res.statusCode !== 400)
            wrong.push(`${where}: bad text not refused with 400`);
          if (res.statusCode < 400) {
            before = undefined;
            continue;
          }
          refusals++;
          let body: { error?: { code?: unknown; message?: unknown } } = {};
          try {
            body = res.json();
          } catch {
            wrong.push(`${where}: not JSON`);
          }
          if (typeof body.error?.code !== 'string' || typeof body.error?.message !== 'string')
            wrong.push(`${where}: not the error shape ${res.body.slice(0, 120)}`);
          const after = await dbChecksum(t.db);
          if (after !== before) wrong.push(`${where}: refused but changed the database`);
          before = after;
        }
      }
      console.info(
        `fuzz ${shard}/${FUZZ_SHARDS}: ${calls} calls on ${ops.length} routes, ${refusals} refused`,
      );
      expect(wrong).toEqual([]);
      expect(refusals).toBeGreaterThan(calls / 2);
    }, 300_000);
  });
}
