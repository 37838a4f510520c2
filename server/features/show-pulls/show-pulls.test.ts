import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildEvent } from '../../../test/factories.js';
import { dbChecksum } from '../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventItems } from '../../domains/shows/schema.js';
import { buildPullScenario } from './test-fixture.js';

let t: TestApp;
let staff: Agent;
let other: Agent;
let tech: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
let staffInitials: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await loginAs(t.app, t.db, 'staff');
  staff = a.agent;
  staffInitials = a.user!.initials;
  other = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  s = await buildPullScenario(t.db, 41001);
});
afterAll(() => t.close());

const view = async (id = s.main.id) => {
  const res = await staff.call({ method: 'GET', url: `/show-pulls/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = (agent: Agent, url: string, payload: object) => agent.call({ method: 'POST', url, payload });
const line = (
  v: { pullItems: { category_id: number; quantity: number; isCustom: boolean }[] },
  categoryId: number,
) => v.pullItems.find((i) => i.category_id === categoryId && !i.isCustom);

describe('the show pull read call', () => {
  it("answers the screen's data with the spec's field names", async () => {
    const v = await view();
    expect(v.event).toMatchObject({ id: 41001, show_name: 'Pull Show 41001' });
    expect(v.showPull).toEqual({
      id: s.main.id,
      name: 'Main Show Pull',
      event_id: 41001,
      isMain: true,
      printURL: '/show-pull/print',
      printLabelURL: `/show-pull/labels?showPullID=${s.main.id}`,
    });
    expect(v.pulls.map((p: { name: string }) => p.name)).toEqual(['Main Show Pull', 'Breakout Truck']);
    expect(v.departments[0]).toMatchObject({ title: 'All', isAll: true });
    expect(v.departments.find((d: { title: string }) => d.title === 'Audio 41001')).toMatchObject({
      color_hex: '#7c3aed',
      contrastHex: '#ffffff',
      color_name: 'Purple',
      isAll: false,
    });
    const mic = v.eventItems.find((i: { id: number }) => i.id === s.items.mic.id);
    expect(mic).toMatchObject({
      category_id: s.categories.sm58.id,
      category_name: String(s.categories.sm58.categoryNumber),
      description: 'Handheld mics',
      qty_required: 12,
      client_note: 'Podium and audience',
      initials1: null,
      isActive: true,
      isAssignable: true,
      assignment: null,
      otherPullsQty: 0,
    });
    expect(v.commitments[0]).toMatchObject({
      categoryID: s.categories.xlr.id,
      commitmentQty: 30,
      crossRentalQty: 10,
      category: { isSystem: false },
    });
    expect(v.systems[0]).toMatchObject({
      id: s.categories.system.id,
      system_items: [{ quantity: 2 }, { quantity: 3 }],
    });
    expect(v.techs).toEqual([{ contact_id: s.tech.id, contact_name: 'Casey Nguyen' }]);
    expect(v.categories.find((c: { id: number }) => c.id === s.categories.sm58.id)).toMatchObject({
      bidQty: 12,
      pullGroupName: 'Microphones',
      showPullItemID: null,
    });
    expect(v.totalWeight).toBe(0);
    expect(v.initialsProgress).toBe(0);
  });

  it("lists an event's pulls, making the Main Show Pull when missing, and adds named pulls", async () => {
    const res = await staff.call({ method: 'GET', url: '/show-pulls?eventId=41001' });
    expect(res.json().pulls.map((p: { isMain: boolean }) => p.isMain)).toEqual([true, false]);
    const created = await post(staff, '/show-pulls', { eventId: 41001, name: 'Ballroom B' });
    expect(created.json().showPull).toMatchObject({ name: 'Ballroom B', isMain: false });
    expect((await post(tech, '/show-pulls', { eventId: 41001, name: 'x' })).statusCode).toBe(403);
    expect((await post(staff, '/show-pulls', { eventId: 41001, name: ' ' })).statusCode).toBe(400);
    expect((await staff.call({ method: 'GET', url: '/show-pulls?eventId=999999' })).statusCode).toBe(404);
  });

  it('makes the Main Show Pull once, however many read the list at the same moment (issue 17.9)', async () => {
    const event = await buildEvent(t.db);
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => staff.call({ method: 'GET', url: `/show-pulls?eventId=${event.id}` })),
    );
    const lists = reads.map((r) => JSON.stringify(r.json().pulls));
    expect(new Set(lists).size).toBe(1);
    expect(reads[0]!.json().pulls).toEqual([expect.objectContaining({ isMain: true })]);
    // A later read changes nothing.
    const before = await dbChecksum(t.db);
    await staff.call({ method: 'GET', url: `/show-pulls?eventId=${event.id}` });
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('lists every equipment category for the pickers', async () => {
    const res = await staff.call({ method: 'GET', url: '/show-pulls/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toContainEqual({
      id: s.categories.sm58.id,
      name: String(s.categories.sm58.categoryNumber),
      description: 'Shure SM58 Microphone',
      department: 'Audio 41001',
    });
  });

  it('answers 404 for an unknown pull and 400 for a bad id', async () => {
    expect((await staff.call({ method: 'GET', url: '/show-pulls/999999' })).statusCode).toBe(404);
    expect((await staff.call({ method: 'GET', url: '/show-pulls/abc' })).statusCode).toBe(400);
  });
});

describe('assigning bid items', () => {
  it('assigns onto the category line, with the cross-rented part, and answers the updated pull', async () => {
    const res = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.mic.id,
      qty: 10,
      qtyCrossRented: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    const mic = v.eventItems.find((i: { id: number }) => i.id === s.items.mic.id);
    expect(mic.assignment).toMatchObject({ quantity: 10, qty_cross_rented: 2, show_pull_id: s.main.id });
    expect(line(v, s.categories.sm58.id)).toMatchObject({
      quantity: 10,
      minimum: { total: 2, crossRentedQty: 2 },
    });
    expect(v.totalWeight).toBe(15);
    const second = await view(s.second.id);
    expect(second.eventItems.find((i: { id: number }) => i.id === s.items.mic.id).otherPullsQty).toBe(10);
  });

  it('refuses a second assignment on the same pull, a fully assigned item, inactive and gear-flow items', async () => {
    const again = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.mic.id,
      qty: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This item is already assigned on this pull');
    const rest = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.second.id,
      eventItemID: s.items.mic.id,
      qty: 2,
    });
    expect(rest.statusCode).toBe(200);
    const full = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.second.id + 1,
      eventItemID: s.items.mic.id,
      qty: 1,
    });
    expect([404, 409]).toContain(full.statusCode);
    const inactive = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.cable.id,
      qty: 1,
    });
    expect(inactive.json().error.message).toBe('This item is inactive and cannot be assigned');
    const flow = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.wireless.id,
      qty: 1,
    });
    expect(flow.json().error.message).toBe('This item cannot be assigned');
    // Issue 38.6: a stashed item is set aside; refused in words, nothing written.
    await t.db.update(eventItems).set({ isStashed: true }).where(eq(eventItems.id, s.items.console.id));
    const stashed = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.console.id,
      qty: 1,
    });
    expect(stashed.statusCode).toBe(409);
    expect(stashed.json().error.message).toBe(
      'This item is stashed (set aside on the bid) and cannot be assigned',
    );
    await t.db.update(eventItems).set({ isStashed: false }).where(eq(eventItems.id, s.items.console.id));
  });

  it('un-assigns, taking the quantity off the line', async () => {
    const v = await view();
    const a = v.eventItems.find((i: { id: number }) => i.id === s.items.mic.id).assignment;
    const res = await post(staff, '/show-pull/event-item/un-assign', { assignmentID: a.id });
    expect(res.statusCode).toBe(200);
    expect(line(res.json(), s.categories.sm58.id)).toMatchObject({ quantity: 0, minimum: { total: 0 } });
    expect((await post(staff, '/show-pull/event-item/un-assign', { assignmentID: a.id })).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input and items of another event, changing nothing', async () => {
    const before = await dbChecksum(t.db);
    const bad = [
      { showPullID: s.main.id, eventItemID: s.items.stands.id, qty: -1 },
      { showPullID: s.main.id, eventItemID: s.items.stands.id, qty: 1.5 },
      { showPullID: s.main.id, eventItemID: s.items.stands.id, qty: 'two' },
      { showPullID: s.main.id, eventItemID: s.items.stands.id },
      { showPullID: s.main.id, eventItemID: s.items.stands.id, qty: 0 },
      { showPullID: s.main.id, eventItemID: s.items.stands.id, qty: 2, qtyCrossRented: 3 },
    ];
    for (const payload of bad)
      expect(
        (await post(staff, '/show-pull/event-item/assign', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    const otherEvent = await buildPullScenario(t.db, 41002);
    const cross = await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: otherEvent.items.mic.id,
      qty: 1,
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (
        await post(staff, '/show-pull/event-item/assign', {
          showPullID: 999999,
          eventItemID: s.items.stands.id,
          qty: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(tech, '/show-pull/event-item/assign', {
          showPullID: s.main.id,
          eventItemID: s.items.stands.id,
          qty: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await staff.call({
          method: 'POST',
          url: '/show-pull/event-item/assign',
          noToken: true,
          payload: { showPullID: s.main.id, eventItemID: s.items.stands.id, qty: 1 },
        })
      ).statusCode,
    ).toBe(403);
    // The other event's rows are new; what was here is untouched.
    const after = await dbChecksum(t.db);
    expect(after.split(',').find((x) => x.startsWith('event_item_assignments'))).toBe(
      before.split(',').find((x) => x.startsWith('event_item_assignments')),
    );
  });

  it('lands both of two staff assigning to one pull at the same moment', async () => {
    const [a, b] = await Promise.all([
      post(staff, '/show-pull/event-item/assign', {
        showPullID: s.main.id,
        eventItemID: s.items.stands.id,
        qty: 8,
      }),
      post(other, '/show-pull/event-item/assign', {
        showPullID: s.main.id,
        eventItemID: s.items.console.id,
        qty: 1,
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const v = await view();
    expect(line(v, s.categories.stand.id)!.quantity).toBe(8);
    expect(line(v, s.categories.console.id)!.quantity).toBe(1);
  });
});

describe('the read cache', () => {
  it("shows a write on one pull in the event's other pulls at once", async () => {
    const before = (await view(s.second.id)).eventItems.find(
      (i: { id: number }) => i.id === s.items.console.id,
    ).otherPullsQty;
    const v = await view();
    const a = v.eventItems.find((i: { id: number }) => i.id === s.items.console.id).assignment;
    await post(staff, '/show-pull/event-item/un-assign', { assignmentID: a.id });
    const after = (await view(s.second.id)).eventItems.find(
      (i: { id: number }) => i.id === s.items.console.id,
    ).otherPullsQty;
    expect([before, after]).toEqual([1, 0]);
    await post(staff, '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.console.id,
      qty: 1,
    });
    expect(
      (await view(s.second.id)).eventItems.find((i: { id: number }) => i.id === s.items.console.id)
        .otherPullsQty,
    ).toBe(1);
  });
});

describe('commitments', () => {
  it('assigns when not on the pull and not fully assigned, un-assigns when assigned', async () => {
    const res = await post(staff, '/show-pull/commitment/assign', {
      showPullID: s.main.id,
      categoryID: s.categories.xlr.id,
      qty: 20,
      qtyCrossRented: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().commitments[0];
    expect(c.assignment).toMatchObject({ quantity: 20, qty_cross_rented: 5 });
    expect(line(res.json(), s.categories.xlr.id)).toMatchObject({
      quantity: 20,
      minimum: { crossRentedQty: 5 },
    });
    expect(
      (
        await post(staff, '/show-pull/commitment/assign', {
          showPullID: s.main.id,
          categoryID: s.categories.xlr.id,
          qty: 1,
        })
      ).statusCode,
    ).toBe(409);
    const onSecond = await post(staff, '/show-pull/commitment/assign', {
      showPullID: s.second.id,
      categoryID: s.categories.xlr.id,
      qty: 10,
    });
    expect(onSecond.statusCode).toBe(200);
    const more = await post(staff, '/show-pull/commitment/assign', {
      showPullID: s.second.id + 2,
      categoryID: s.categories.xlr.id,
      qty: 1,
    });
    expect([404, 409]).toContain(more.statusCode);
    const un = await post(staff, '/show-pull/commitment/un-assign', {
      assignmentID: onSecond.json().commitments[0].assignment.id,
    });
    expect(un.json().commitments[0].assignment).toBeNull();
    expect(
      (
        await post(staff, '/show-pull/commitment/assign', {
          showPullID: s.main.id,
          categoryID: s.categories.console.id,
          qty: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('initials', () => {
  it('sets your own initials on an active item, clears them, and reports the floored progress', async () => {
    const set = await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.mic.id,
      initials: staffInitials,
    });
    expect(set.statusCode, set.body).toBe(200);
    // 4 active items (the cable package is inactive): 1 of 4.
    expect(set.json()).toEqual({ id: s.items.mic.id, initials1: staffInitials, initialsProgress: 25 });
    const twice = await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.mic.id,
      initials: staffInitials,
    });
    expect(twice.statusCode).toBe(409);
    await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.stands.id,
      initials: staffInitials,
    });
    const third = await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.wireless.id,
      initials: staffInitials,
    });
    expect(third.json().initialsProgress).toBe(75);
    const cleared = await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.mic.id,
      initials: null,
    });
    expect(cleared.json()).toMatchObject({ initials1: null, initialsProgress: 50 });
    expect((await view()).initialsProgress).toBe(50);
  });

  it("refuses an inactive item ('You cannot initial this item') and someone else's initials", async () => {
    const inactive = await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.cable.id,
      initials: staffInitials,
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.message).toBe('You cannot initial this item');
    const notMine = await post(staff, '/show-pull/event-item/initial', {
      eventItemID: s.items.console.id,
      initials: 'ZZZ',
    });
    expect(notMine.statusCode).toBe(400);
    expect(
      (await post(tech, '/show-pull/event-item/initial', { eventItemID: s.items.console.id, initials: 'X' }))
        .statusCode,
    ).toBe(403);
  });
});
