import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildCategory, buildContact, buildEvent } from '../../../../test/factories.js';
import { type OpenStream, openStream } from '../../../../test/live-stream.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { events } from '../../../domains/shows/schema.js';
import { selectRows } from '../../../platform/db/types.js';
import { buildPullScenario } from '../../show-pulls/test-fixture.js';

/** Issue 34.1–2: an event's bid items by hand, and what a change does to the pulls holding them. */
let t: TestApp;
let base: string;
let staff: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
const EVENT = 34201;
const streams: OpenStream[] = [];

const url = (rest = '') => `/events/${EVENT}/bid-items${rest}`;
const line = (over: Record<string, unknown> = {}) => ({
  categoryId: s.categories.console.id,
  description: 'Monitor console',
  qty: 2,
  ...over,
});
const post = (path: string, payload: unknown, agent = staff) =>
  agent.call({ method: 'POST', url: path, payload: payload as Record<string, unknown> });
const put = (id: number, payload: unknown) =>
  staff.call({ method: 'PUT', url: url(`/${id}`), payload: payload as Record<string, unknown> });
const mic = () => ({
  categoryId: s.categories.sm58.id,
  description: s.items.mic.description,
  qty: s.items.mic.qtyRequired,
  lineKey: null,
});
const pullView = async (pullId: number) =>
  (await staff.call({ method: 'GET', url: `/show-pulls/${pullId}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildPullScenario(t.db, EVENT);
  // 10 of the 12 mics on the main pull, 2 on the second.
  for (const [pull, qty] of [
    [s.main.id, 10],
    [s.second.id, 2],
  ] as const) {
    const res = await post('/show-pull/event-item/assign', {
      showPullID: pull,
      eventItemID: s.items.mic.id,
      qty,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  for (const st of streams) st.close();
  const idle = setInterval(() => t.app.server.closeAllConnections(), 100);
  await t.close();
  clearInterval(idle);
});

describe('bid items by hand', () => {
  it('lists the lines with what each pull holds, to staff only', async () => {
    const res = await staff.call({ method: 'GET', url: url() });
    expect(res.statusCode, res.body).toBe(200);
    const { items, isLocked } = res.json();
    expect(isLocked).toBe(false);
    expect(items.map((i: { id: number }) => i.id)).toEqual(Object.values(s.items).map((i) => i.id));
    expect(items[0]).toMatchObject({
      lineKey: `L${s.items.mic.id}`,
      qty: 12,
      pulls: [
        { pullId: s.main.id, pullName: 'Main Show Pull', quantity: 10 },
        { pullId: s.second.id, pullName: 'Breakout Truck', quantity: 2 },
      ],
      isOverAssigned: false,
    });
    const tech = (await loginAs(t.app, t.db, 'tech')).agent;
    expect((await tech.call({ method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await post(url(), line(), tech)).statusCode).toBe(403);
    expect((await staff.call({ method: 'GET', url: '/events/1/bid-items' })).statusCode).toBe(404);
  });

  it('adds a line with every field, after the others, and the pulls show it', async () => {
    const vendor = await buildContact(t.db, { kind: 'vendor', companyName: 'Rentco' });
    const res = await post(
      url(),
      line({
        lineKey: 'Q-17',
        group: 'Monitors',
        clientNote: 'Side stage',
        internalNote: 'Check firmware',
        vendorId: vendor.id,
        isPullable: false,
        isInGearFlowQueue: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { item, overAssigned } = res.json();
    expect(overAssigned).toEqual([]);
    expect(item).toMatchObject({
      lineKey: 'Q-17',
      categoryNumber: s.categories.console.categoryNumber,
      description: 'Monitor console',
      qty: 2,
      group: 'Monitors',
      clientNote: 'Side stage',
      internalNote: 'Check firmware',
      vendorName: 'Rentco',
      isActive: true,
      isAssignable: true,
      isPullable: false,
      isInGearFlowQueue: true,
      isStashed: false,
      pulls: [],
    });
    const view = await pullView(s.main.id);
    expect(view.eventItems.at(-1)).toMatchObject({ id: item.id, description: 'Monitor console' });
  });

  it('refuses bad input with 400 naming the field, NUL bytes included', async () => {
    for (const [body, field] of [
      [line({ qty: -1 }), 'qty'],
      [line({ qty: 1.5 }), 'qty'],
      [line({ description: '  ' }), 'description'],
      [line({ description: 'a\u0000b' }), 'description'],
      [line({ internalNote: 'x'.repeat(2001) }), 'internalNote'],
      [{ description: 'no category', qty: 1 }, 'categoryId'],
    ] as const) {
      const res = await post(url(), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error.fields ?? res.json().error)).toContain(field);
    }
  });

  it('refuses a category that is not one, a labor category and an unknown vendor, in words', async () => {
    const labor = await buildCategory(t.db, { categoryNumber: 934201, isLabor: true });
    for (const [body, field] of [
      [line({ categoryId: 999_999 }), 'categoryId'],
      [line({ categoryId: labor.id }), 'categoryId'],
      [line({ vendorId: 999_999 }), 'vendorId'],
    ] as const) {
      const res = await post(url(), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    }
  });

  it('refuses a line key another line of the bid has, its made-up L<id> too', async () => {
    const taken = await post(url(), line({ lineKey: 'Q-17' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(`Another line of bid ${EVENT} has the key Q-17.`);
    const made = await post(url(), line({ lineKey: `L${s.items.mic.id}` }));
    expect(made.statusCode).toBe(409);
    // The same key in another bid is another line.
    const other = await buildEvent(t.db);
    const elsewhere = await post(`/events/${other.id}/bid-items`, line({ lineKey: 'Q-17' }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('a quantity lowered below what the pulls hold flags them and tells their screens live', async () => {
    const main = await openStream(`${base}/show-pulls/${s.main.id}/stream`, {
      cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    streams.push(main);
    await main.next((e) => e.event === 'sync');
    const res = await put(s.items.mic.id, { ...mic(), qty: 8 });
    expect(res.statusCode, res.body).toBe(200);
    const { item, overAssigned } = res.json();
    expect(item).toMatchObject({ qty: 8, isOverAssigned: true });
    expect(overAssigned).toEqual([
      { pullId: s.main.id, pullName: 'Main Show Pull', quantity: 10 },
      { pullId: s.second.id, pullName: 'Breakout Truck', quantity: 2 },
    ]);
    await main.next((e) => e.event === 'reload');
    // The pull screen reads the lower quantity: its over-assigned rule (spec 4) flags the line.
    const row = (await pullView(s.main.id)).eventItems.find((i: { id: number }) => i.id === s.items.mic.id);
    expect(row.qty_required).toBe(8);
    expect(row.assignment.quantity + row.otherPullsQty).toBeGreaterThan(row.qty_required);
    // Back to 12: nothing over-assigned.
    const back = await put(s.items.mic.id, { ...mic(), qty: 12 });
    expect(back.json()).toMatchObject({ item: { isOverAssigned: false }, overAssigned: [] });
  });

  it('a blank line key on edit keeps the key', async () => {
    const created = (await post(url(), line({ lineKey: 'KEEP-1' }))).json().item;
    const res = await put(created.id, line({ lineKey: null, description: 'Renamed' }));
    expect(res.json().item).toMatchObject({ lineKey: 'KEEP-1', description: 'Renamed' });
  });

  it('a stashed line shows struck through on its pulls (the view carries it), and comes back', async () => {
    const res = await post(url(`/${s.items.stands.id}/stash`), { stashed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.isStashed).toBe(true);
    for (const pull of [s.main.id, s.second.id]) {
      const row = (await pullView(pull)).eventItems.find((i: { id: number }) => i.id === s.items.stands.id);
      expect(row.isStashed).toBe(true);
    }
    const back = await post(url(`/${s.items.stands.id}/stash`), { stashed: false });
    expect(back.json().item.isStashed).toBe(false);
  });

  it('refuses to remove a line a pull holds, naming the pull; removes one no pull holds', async () => {
    const held = await staff.call({ method: 'DELETE', url: url(`/${s.items.mic.id}`) });
    expect(held.statusCode).toBe(409);
    expect(held.json().error.message).toBe(
      'This bid item is on a pull (Main Show Pull holds 10, Breakout Truck holds 2): un-assign it there first, or stash it instead.',
    );
    const free = (await post(url(), line({ description: 'Spare' }))).json().item;
    const res = await staff.call({ method: 'DELETE', url: url(`/${free.id}`) });
    expect(res.statusCode, res.body).toBe(200);
    const left = (await staff.call({ method: 'GET', url: url() })).json().items;
    expect(left.some((i: { id: number }) => i.id === free.id)).toBe(false);
  });

  it("a line of another event is not found through this one's address", async () => {
    const other = await buildEvent(t.db);
    for (const res of [
      await staff.call({
        method: 'PUT',
        url: `/events/${other.id}/bid-items/${s.items.mic.id}`,
        payload: mic(),
      }),
      await post(`/events/${other.id}/bid-items/${s.items.mic.id}/stash`, { stashed: true }),
      await staff.call({ method: 'DELETE', url: `/events/${other.id}/bid-items/${s.items.mic.id}` }),
    ])
      expect(res.statusCode, res.body).toBe(404);
  });

  it('every change is in the audit trail, by its author', async () => {
    const rows = await selectRows<{ action: string; user_id: number | null }>(
      t.db,
      sql`select action, user_id from audit_entries where table_name = 'event_items' and event_id = ${EVENT}`,
    );
    // The scenario's own lines were written by no one; every change through the calls has its author.
    const byStaff = rows.filter((r) => r.user_id !== null).map((r) => r.action);
    expect(new Set(byStaff)).toEqual(new Set(['insert', 'update', 'delete']));
  });

  it('a locked event refuses every edit in words, and lists itself as locked', async () => {
    await t.db.update(events).set({ isLocked: true }).where(eq(events.id, EVENT));
    try {
      for (const res of [
        await post(url(), line()),
        await put(s.items.mic.id, mic()),
        await post(url(`/${s.items.mic.id}/stash`), { stashed: true }),
        await staff.call({ method: 'DELETE', url: url(`/${s.items.console.id}`) }),
      ]) {
        expect(res.statusCode).toBe(423);
        expect(res.json().error.message).toMatch(
          /^Bid \d+ is currently locked: unlock it before changing it$/,
        );
      }
      expect((await staff.call({ method: 'GET', url: url() })).json().isLocked).toBe(true);
    } finally {
      await t.db.update(events).set({ isLocked: false }).where(eq(events.id, EVENT));
    }
  });
});
