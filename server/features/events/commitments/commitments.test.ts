import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { events } from '../../../domains/shows/schema.js';
import { selectRows } from '../../../platform/db/types.js';
import { buildPullScenario } from '../../show-pulls/test-fixture.js';

/** Issue 34.1–2: an event's gear-flow commitments by hand. */
let t: TestApp;
let staff: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
const EVENT = 34301;
const url = (rest = '') => `/events/${EVENT}/commitments${rest}`;
const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  staff.call({ method, url: path, payload });

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildPullScenario(t.db, EVENT);
  // 20 of the 30 committed cables on the main pull.
  const res = await call('POST', '/show-pull/commitment/assign', {
    showPullID: s.main.id,
    categoryID: s.categories.xlr.id,
    qty: 20,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

describe('gear-flow commitments by hand', () => {
  it('lists them with what each pull holds, to staff only', async () => {
    const res = await staff.call({ method: 'GET', url: url() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().commitments).toEqual([
      expect.objectContaining({
        id: s.commitment.id,
        categoryNumber: s.categories.xlr.categoryNumber,
        quantity: 30,
        crossRentalQty: 10,
        pulls: [{ pullId: s.main.id, pullName: 'Main Show Pull', quantity: 20 }],
        isOverAssigned: false,
      }),
    ]);
    const tech = (await loginAs(t.app, t.db, 'tech')).agent;
    expect((await tech.call({ method: 'GET', url: url() })).statusCode).toBe(403);
  });

  it('adds one per category; a second for the same category is refused in words', async () => {
    const res = await call('POST', url(), {
      categoryId: s.categories.stand.id,
      quantity: 6,
      crossRentalQty: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().commitment).toMatchObject({ quantity: 6, crossRentalQty: 2, pulls: [] });
    const again = await call('POST', url(), { categoryId: s.categories.stand.id, quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Bid ${EVENT} already has a commitment for category ${s.categories.stand.categoryNumber}: edit that one.`,
    );
    // The pull's gear-flow list shows it.
    const view = (await staff.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();
    expect(view.commitments.some((c: { categoryID: number }) => c.categoryID === s.categories.stand.id)).toBe(
      true,
    );
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ categoryId: s.categories.console.id, quantity: -1 }, 'quantity'],
      [{ categoryId: s.categories.console.id, quantity: 2, crossRentalQty: 3 }, 'crossRentalQty'],
      [{ categoryId: 999_999, quantity: 2 }, 'categoryId'],
      [{ quantity: 2 }, 'categoryId'],
    ] as const) {
      const res = await call('POST', url(), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(field);
    }
  });

  it('a quantity lowered below what the pulls hold names them', async () => {
    const res = await call('PUT', url(`/${s.commitment.id}`), {
      categoryId: s.categories.xlr.id,
      quantity: 15,
      crossRentalQty: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      commitment: { quantity: 15, isOverAssigned: true },
      overAssigned: [{ pullId: s.main.id, pullName: 'Main Show Pull', quantity: 20 }],
    });
    const view = (await staff.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();
    expect(view.commitments.find((c: { id: number }) => c.id === s.commitment.id).commitmentQty).toBe(15);
  });

  it('refuses to remove one a pull holds, naming the pull; removes one no pull holds', async () => {
    const held = await call('DELETE', url(`/${s.commitment.id}`));
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(
      'This commitment is assigned on a pull (Main Show Pull holds 20): un-assign it there first.',
    );
    const free = (await call('POST', url(), { categoryId: s.categories.console.id, quantity: 1 })).json();
    const res = await call('DELETE', url(`/${free.commitment.id}`));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('DELETE', url(`/${free.commitment.id}`))).statusCode).toBe(404);
  });

  it('every change is in the audit trail, by its author', async () => {
    const rows = await selectRows<{ action: string }>(
      t.db,
      sql`select action from audit_entries
          where table_name = 'commitments' and event_id = ${EVENT} and user_id is not null`,
    );
    expect(new Set(rows.map((r) => r.action))).toEqual(new Set(['insert', 'update', 'delete']));
  });

  it('a locked event refuses every edit in words', async () => {
    await t.db.update(events).set({ isLocked: true }).where(eq(events.id, EVENT));
    try {
      for (const res of [
        await call('POST', url(), { categoryId: s.categories.sm58.id, quantity: 1 }),
        await call('PUT', url(`/${s.commitment.id}`), { categoryId: s.categories.xlr.id, quantity: 40 }),
        await call('DELETE', url(`/${s.commitment.id}`)),
      ]) {
        expect(res.statusCode).toBe(423);
        expect(res.json().error.message).toMatch(
          /^Bid \d+ is currently locked: unlock it before changing it$/,
        );
      }
    } finally {
      await t.db.update(events).set({ isLocked: false }).where(eq(events.id, EVENT));
    }
  });
});
