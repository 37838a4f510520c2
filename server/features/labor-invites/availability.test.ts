import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { techRoles } from '../../domains/people/schema.js';
import { positions } from '../../domains/staffing/schema.js';
import { buildStaffingScenario, markAway } from './test-fixture.js';

let t: TestApp;
let staff: Agent;
let s: Awaited<ReturnType<typeof buildStaffingScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildStaffingScenario(t.db);
});
afterAll(() => t.close());

const hold = async (contactId: number, over: Partial<typeof positions.$inferInsert> = {}) => {
  const event = await buildEvent(t.db, {
    showName: 'Globex Summit',
    startDate: '2026-12-08',
    endDate: '2026-12-10',
  });
  await t.db.insert(positions).values({
    eventId: event.id,
    categoryId: s.category.id,
    description: 'A2',
    contactId,
    inAt: '2026-12-08 07:00:00',
    outAt: '2026-12-10 22:00:00',
    ...over,
  });
  return event;
};
const ask = (query: string) => staff.call({ method: 'GET', url: `/labor-invites/availability?${query}` });

describe('labor invites: availability over a date range', () => {
  it('answers, in one call, who is booked, on hold, away or travelling on the dates', async () => {
    const booked = await hold(s.tech.id);
    const tentative = await buildContact(t.db, { firstName: 'Tia', lastName: 'Hold' });
    await hold(tentative.id, { isTentative: true });
    await markAway(t.db, s.other.id, '2026-12-11', '2026-12-14', 'Vacation');
    const traveller = await buildContact(t.db, { firstName: 'Tom', lastName: 'Plane' });
    await t.db.execute(
      sql`insert into travel_items (contact_id, event_id, kind, direction, departs_at, arrives_at, details)
          values (${traveller.id}, ${booked.id}, 'flight', 'in', '2026-12-12 09:00', '2026-12-12 12:00', 'AA 12 DFW → SEA')`,
    );
    // Not in the way: a stashed position, a cancelled event, dates outside, the position itself.
    const stashed = await buildContact(t.db, { firstName: 'Sam', lastName: 'Stash' });
    await hold(stashed.id, { isStashed: true });
    const cancelled = await buildEvent(t.db, { isCancelled: true });
    await t.db.insert(positions).values({
      eventId: cancelled.id,
      categoryId: s.category.id,
      description: 'A2',
      contactId: stashed.id,
      inAt: '2026-12-09 07:00:00',
      outAt: '2026-12-09 22:00:00',
    });
    await markAway(t.db, stashed.id, '2026-12-13', '2026-12-20');
    await t.db.update(positions).set({ contactId: stashed.id }).where(sql`id = ${s.position.id}`);

    const res = await ask(`startDate=2026-12-09&endDate=2026-12-12&exceptPositionId=${s.position.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(
      (res.json().contacts as { id: number; busy: { kind: string; text: string }[] }[]).map((c) => [c.id, c]),
    );
    expect(byId.get(s.tech.id)).toMatchObject({
      busy: [{ kind: 'booked', text: `Confirmed on ${booked.id} Globex Summit (Dec 8 – 10, 2026)` }],
    });
    expect(byId.get(tentative.id)).toMatchObject({
      busy: [{ kind: 'tentative' }],
    });
    expect(byId.get(s.other.id)).toMatchObject({
      busy: [{ kind: 'unavailable', text: 'Unavailable Dec 11 – 14, 2026 (Vacation)' }],
    });
    expect(byId.get(traveller.id)).toMatchObject({
      busy: [{ kind: 'travel', text: `Travelling Dec 12, 2026 for ${booked.id}: AA 12 DFW → SEA` }],
    });
    expect(byId.has(stashed.id)).toBe(false);
    await t.db.update(positions).set({ contactId: null }).where(sql`id = ${s.position.id}`);
  });

  it('is kept between openings and moves with the next day off, hold or trip', async () => {
    const q = 'startDate=2027-03-01&endDate=2027-03-03';
    const before = await ask(q);
    expect((await ask(q)).body).toBe(before.body);
    const away = await buildContact(t.db, { firstName: 'Ava', lastName: 'Away' });
    expect(before.json().contacts.some((c: { id: number }) => c.id === away.id)).toBe(false);
    await markAway(t.db, away.id, '2027-03-02', '2027-03-02', 'Wedding');
    const after = (await ask(q)).json().contacts as { id: number; busy: { text: string }[] }[];
    expect(after.find((c) => c.id === away.id)?.busy[0]?.text).toBe('Unavailable Mar 2, 2027 (Wedding)');
  });

  it('refuses a range out of order or too long', async () => {
    expect((await ask('startDate=2026-12-09&endDate=2026-12-01')).statusCode).toBe(400);
    expect((await ask('startDate=2026-01-01&endDate=2027-12-01')).statusCode).toBe(400);
    expect((await ask('startDate=2026-12-01')).statusCode).toBe(400);
  });

  it("gives the picker each tech's roles and the roles anyone holds", async () => {
    await t.db.insert(techRoles).values({ contactId: s.other.id, categoryId: s.category.id });
    const res = await staff.call({ method: 'GET', url: '/labor-invites/contacts' });
    const body = res.json();
    expect(body.roles).toEqual([
      { id: s.category.id, name: `${s.category.categoryNumber} ${s.category.description}` },
    ]);
    expect(body.contacts.find((c: { id: number }) => c.id === s.other.id).roleIds).toEqual([s.category.id]);
    expect(body.contacts.find((c: { id: number }) => c.id === s.tech.id).roleIds).toEqual([]);
  });
});
