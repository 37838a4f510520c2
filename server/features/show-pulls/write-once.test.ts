import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildPullScenario } from './test-fixture.js';

/**
 * Issue 38.5: the pull screen's offline queue sends each write with its own id, and sends it again
 * when the answer was lost. The server applies it once and answers the resend with the first answer.
 */
let t: TestApp;
let staff: Agent;
let admin: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  s = await buildPullScenario(t.db, 43001);
});
afterAll(() => t.close());

const createCustom = (key: string | undefined, agent = staff) =>
  agent.call({
    method: 'POST',
    url: '/show-pull/custom-item/create',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: `showPullID=${s.main.id}&categoryID=${s.categories.console.id}&description=Spare%20iPad&qty=2`,
  });
const customLines = async () =>
  (
    (await staff.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json() as {
      pullItems: { isCustom: boolean; description: string }[];
    }
  ).pullItems.filter((l) => l.isCustom && l.description === 'Spare iPad').length;

it('applies a write sent twice with one id once, and answers the resend with the first answer', async () => {
  const key = crypto.randomUUID();
  const first = await createCustom(key);
  expect(first.statusCode, first.body).toBe(200);
  const again = await createCustom(key);
  expect(again.statusCode, again.body).toBe(200);
  expect(again.json()).toEqual(first.json());
  expect(await customLines()).toBe(1);
  // Another id (or none) is another write.
  expect((await createCustom(crypto.randomUUID())).statusCode).toBe(200);
  expect((await createCustom(undefined)).statusCode).toBe(200);
  expect(await customLines()).toBe(3);
});

it("refuses another person's id, and a malformed id, naming the header", async () => {
  const key = crypto.randomUUID();
  expect((await createCustom(key)).statusCode).toBe(200);
  const other = await createCustom(key, admin);
  expect(other.statusCode).toBe(409);
  expect(other.json().error.message).toMatch(/already sent by someone else/);
  const bad = await createCustom('short');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toEqual({ 'idempotency-key': 'malformed' });
  expect(await customLines()).toBe(4);
});
