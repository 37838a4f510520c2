import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { type OpenStream, openStream } from '../../../test/live-stream.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildPullScenario } from '../show-pulls/test-fixture.js';

/** A counted scan reaches the pull's stream (the pull screen, other prep pages) under its number. */
let t: TestApp;
let base: string;
let staff: Agent;
let stream: OpenStream | undefined;
let s: Awaited<ReturnType<typeof buildPullScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildPullScenario(t.db, 43201);
});
afterAll(async () => {
  stream?.close();
  const idle = setInterval(() => t.app.server.closeAllConnections(), 100);
  await t.close();
  clearInterval(idle);
});

it("sends a counted scan and the line's initials on the pull's stream, numbered as the answer says", async () => {
  const assigned = await staff.call({
    method: 'POST',
    url: '/show-pull/event-item/assign',
    payload: { showPullID: s.main.id, eventItemID: s.items.console.id, qty: 1, qtyCrossRented: 0 },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  stream = await openStream(`${base}/show-pulls/${s.main.id}/stream`, { cookie });
  await stream.next((e) => e.event === 'sync');

  const res = await staff.call({
    method: 'POST',
    url: `/warehouse/pulls/${s.main.id}/scans`,
    payload: { scanId: randomUUID(), mode: 'prep', code: String(s.categories.console.categoryNumber) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  expect(answer).toMatchObject({ outcome: 'ok', initialled: 1 });

  const prep = await stream.next((e) => e.event === 'prep');
  expect(Number(prep.id)).toBe(answer.sequence);
  expect(JSON.parse(prep.data)).toMatchObject({
    line: { id: answer.line.id, prepped: 1 },
    progress: answer.progress,
  });
  const initials = await stream.next((e) => e.event === 'initials');
  expect(JSON.parse(initials.data)).toMatchObject({ id: s.items.console.id, initials1: expect.any(String) });
});
