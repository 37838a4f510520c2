import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPullScenario } from '../../server/features/show-pulls/test-fixture.js';
import { type Agent, loginAs } from '../agent.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Many writes at once on one pull from several sessions (issue 10): every answer is a clear one
 * (200, or a 4xx saying why), totals come out exact, nothing is lost, nothing hangs.
 */
let t: TestApp;
let sessions: Agent[];
let s: Awaited<ReturnType<typeof buildPullScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  sessions = [];
  for (let i = 0; i < 4; i++) sessions.push((await loginAs(t.app, t.db, 'staff')).agent);
  s = await buildPullScenario(t.db, 43001);
});
afterAll(() => t.close());

const line = async (categoryId: number) => {
  const v = (await sessions[0]!.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();
  return v.pullItems.find(
    (i: { category_id: number; isCustom: boolean }) => i.category_id === categoryId && !i.isCustom,
  );
};

describe('simultaneous writes on one pull', () => {
  it('adds 40 system quantities from 4 sessions at once and the total is exact', async () => {
    const calls = Array.from({ length: 40 }, (_, i) =>
      sessions[i % 4]!.call({
        method: 'POST',
        url: '/show-pull/item/system-assignment/add',
        payload: {
          showPullID: s.main.id,
          categoryID: s.categories.xlr.id,
          systemCategoryID: s.categories.system.id,
          qty: 1,
        },
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    expect(await line(s.categories.xlr.id)).toMatchObject({ quantity: 40, minimum: { systemQty: 40 } });
  });

  it('assigns different bid items and edits quantities at once without losing any', async () => {
    const assigns = [s.items.mic, s.items.stands, s.items.console].map((item, i) =>
      sessions[i]!.call({
        method: 'POST',
        url: '/show-pull/event-item/assign',
        payload: { showPullID: s.main.id, eventItemID: item.id, qty: item.qtyRequired },
      }),
    );
    const edits = Array.from({ length: 12 }, (_, i) =>
      sessions[i % 4]!.call({
        method: 'POST',
        url: '/show-pull/item/qty/update',
        payload: { showPullID: s.main.id, categoryID: s.categories.xlr.id, qty: 40 + i },
      }),
    );
    const answers = await Promise.all([...assigns, ...edits]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(15).fill(200));
    expect((await line(s.categories.sm58.id)).quantity).toBe(12);
    expect((await line(s.categories.stand.id)).quantity).toBe(8);
    // The edits ran one after another (the pull is locked per write): the last to commit wins, whole.
    expect((await line(s.categories.xlr.id)).quantity).toBeGreaterThanOrEqual(40);
  });

  it('gives one of two racing assigns of the same item a clear refusal, not a duplicate', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map((i) =>
        sessions[i]!.call({
          method: 'POST',
          url: '/show-pull/event-item/assign',
          payload: { showPullID: s.second.id, eventItemID: s.items.stands.id + 0, qty: 1 },
        }),
      ),
    );
    const codes = [a!.statusCode, b!.statusCode].sort();
    // The stands are fully assigned on the main pull already: both are refused with the reason.
    expect(codes).toEqual([409, 409]);
    expect(a!.json().error.message).toBe('This item is fully assigned');
  });
});
