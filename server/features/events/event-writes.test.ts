import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory, buildContact, buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { showPulls } from '../../domains/shows/schema.js';
import { positions } from '../../domains/staffing/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { zoneOfVenue } from '../../platform/places.js';
import { buildStaffingScenario } from '../labor-invites/test-fixture.js';
import { showPullItems } from '../show-pulls/schema.js';

let t: TestApp;
let staff: Agent;
let admin: Agent;
let tech: Agent;
let manager: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  manager = await buildContact(t.db, { kind: 'account_manager', firstName: 'Avery', lastName: 'Manager' });
});
afterAll(() => t.close());

const show = (over: Record<string, unknown> = {}) => ({
  showName: 'Acme Spring Launch',
  accountManagerId: manager.id,
  status: 'Tentative',
  location: 'Hall A, Austin TX',
  venueState: 'TX',
  timeZone: 'America/Chicago',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  loadInDate: '2027-03-09',
  loadOutDate: '2027-03-13',
  ...over,
});
const create = (body: Record<string, unknown>, as = staff) =>
  as.call({ method: 'POST', url: '/events', payload: body });
const put = (url: string, body: Record<string, unknown>, as = staff) =>
  as.call({ method: 'PUT', url, payload: body });

const lastOutboxId = async () =>
  (await t.db.select().from(outboxMessages)).reduce((n, m) => Math.max(n, m.id), 0);
const outboxSince = async (id: number) =>
  (await t.db.select().from(outboxMessages).orderBy(outboxMessages.id)).filter((m) => m.id > id);

describe('POST /events', () => {
  it('opens an event with its Main Show Pull, in the History under the one who made it', async () => {
    const res = await create(show({ id: 31001 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().event).toMatchObject({
      id: 31001,
      show_name: 'Acme Spring Launch',
      account_manager: { id: manager.id, name: 'Avery Manager' },
      status: 'Tentative',
      venue_state: 'TX',
      time_zone: 'America/Chicago',
      loadInDate: '2027-03-09',
      loadOutDate: '2027-03-13',
      isCancelled: false,
      isLocked: false,
    });
    const pulls = await t.db.select().from(showPulls).where(eq(showPulls.eventId, 31001));
    expect(pulls.map((p) => [p.name, p.isMain])).toEqual([['Main Show Pull', true]]);
    const history = (await staff.call({ method: 'GET', url: '/events/31001/history' })).json().entries;
    expect(history.map((e: { subject: string; action: string }) => [e.subject, e.action])).toEqual(
      expect.arrayContaining([
        ['Event Acme Spring Launch', 'insert'],
        [expect.stringContaining('Pull'), 'insert'],
      ]),
    );
    expect(history[0].userName).toMatch(/^Test User/);
  });

  it('takes the next free bid number when none is given; an admin may too', async () => {
    await buildEvent(t.db, { id: 31500 });
    const res = await create(show({ showName: 'Next Show' }), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().event.id).toBe(31501);
  });

  it('refuses a bid number already taken, naming the show that has it', async () => {
    const res = await create(show({ id: 31001, showName: 'Other' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('Bid 31001 is already Acme Spring Launch');
  });

  it('two opening one bid number at once: one gets it, the other is told it is taken; blank ones get two numbers', async () => {
    const same = await Promise.all([create(show({ id: 31700 })), create(show({ id: 31700 }))]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const next = await Promise.all([create(show()), create(show())]);
    const ids = next.map((r) => r.json().event.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('says in words what is wrong with the dates, on each field', async () => {
    const ends = await create(show({ endDate: '2027-03-01', loadOutDate: null }));
    expect(ends.statusCode).toBe(400);
    expect(ends.json().error.fields.endDate).toBe(
      'The show ends on Mar 1, 2027, before it starts on Mar 10, 2027',
    );
    const loadIn = await create(show({ loadInDate: '2027-03-11' }));
    expect(loadIn.json().error.fields.loadInDate).toContain(
      'Load-in on Mar 11, 2027 is after the show starts',
    );
    const loadOut = await create(show({ loadOutDate: '2027-03-11' }));
    expect(loadOut.json().error.fields.loadOutDate).toContain(
      'Load-out on Mar 11, 2027 is before the show ends',
    );
    const year = await create(show({ endDate: '2028-03-12', loadOutDate: null }));
    expect(year.json().error.fields.endDate).toContain('more than a year: check the year');
    // Load-in on the first day and load-out on the last are what most shows do.
    const sameDay = await create(show({ loadInDate: '2027-03-10', loadOutDate: '2027-03-12' }));
    expect(sameDay.statusCode).toBe(200);
  });

  it('checks the time zone with Intl and stores it as Intl spells it', async () => {
    const bad = await create(show({ timeZone: 'America/Chicgo' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.timeZone).toContain('"America/Chicgo" is not a time zone');
    const lower = await create(show({ timeZone: 'america/denver' }));
    expect(lower.json().event.time_zone).toBe('America/Denver');
    const none = await create(show({ timeZone: '' }));
    expect(none.json().event.time_zone).toBeNull();
  });

  it('refuses an unknown account manager, NUL bytes and missing fields with 400 naming the field', async () => {
    const am = await create(show({ accountManagerId: 999_999 }));
    expect(am.statusCode).toBe(400);
    expect(am.json().error.fields).toHaveProperty('accountManagerId');
    const nul = await create(show({ showName: 'Bad\u0000Name' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toHaveProperty('showName');
    const missing = await create({ showName: '', startDate: 'soon' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(
      expect.arrayContaining(['showName', 'startDate', 'endDate']),
    );
  });

  it('is for staff and admins: a tech gets 403, no session 401', async () => {
    expect((await create(show(), tech)).statusCode).toBe(403);
    const { agent } = await loginAs(t.app, t.db, null);
    expect((await create(show(), agent)).statusCode).toBe(401);
  });
});

describe('editing, cancelling and locking', () => {
  it('changes the header fields; an unknown event is 404', async () => {
    const { id } = await buildEvent(t.db);
    const read = async () => (await staff.call({ method: 'GET', url: `/events/${id}` })).json().event;
    expect((await read()).show_name).not.toBe('Renamed');
    const res = await put(
      `/events/${id}`,
      show({ showName: 'Renamed', status: 'Confirmed', venueState: 'CO', timeZone: null }),
    );
    expect(res.statusCode).toBe(200);
    // The kept answer (events/service.ts) follows the write.
    expect(await read()).toEqual(res.json().event);
    expect(res.json().event).toMatchObject({
      show_name: 'Renamed',
      status: 'Confirmed',
      venue_state: 'CO',
      time_zone: null,
    });
    // The History names the event by its show, also when the show name is not what changed.
    await put(
      `/events/${id}`,
      show({ showName: 'Renamed', status: 'Tentative', venueState: 'CO', timeZone: null }),
    );
    const history = (await staff.call({ method: 'GET', url: `/events/${id}/history` })).json().entries;
    expect(
      history.slice(0, 2).map((e: { subject: string; changes: string[] }) => [e.subject, e.changes]),
    ).toEqual([
      ['Event Renamed', ['status: Confirmed → Tentative']],
      [
        'Event Renamed',
        expect.arrayContaining([
          expect.stringMatching(/^show name: Test Show \d* → Renamed$/),
          'account manager: — → Avery Manager',
        ]),
      ],
    ]);
    expect((await put('/events/999999', show())).statusCode).toBe(404);
    expect((await put(`/events/${id}`, show(), tech)).statusCode).toBe(403);
  });

  it('a locked event refuses edits and cancelling in words until it is unlocked', async () => {
    const { id } = await buildEvent(t.db);
    expect((await put(`/events/${id}/locked`, { locked: true })).json().event.isLocked).toBe(true);
    const edit = await put(`/events/${id}`, show({ showName: 'Too late' }));
    expect(edit.statusCode).toBe(423);
    expect(edit.json().error.message).toBe(`Bid ${id} is currently locked: unlock it before changing it`);
    expect((await put(`/events/${id}/cancelled`, { cancelled: true })).statusCode).toBe(423);
    expect((await put(`/events/${id}/locked`, { locked: false })).json().event.isLocked).toBe(false);
    expect((await put(`/events/${id}`, show({ showName: 'Now fine' }))).json().event.show_name).toBe(
      'Now fine',
    );
  });

  it('cancelling a crewed event writes each tech a notice; uncancelling writes none', async () => {
    const s = await buildStaffingScenario(t.db);
    await t.db.update(positions).set({ contactId: s.tech.id }).where(eq(positions.id, s.position.id));
    const from = await lastOutboxId();
    const res = await put(`/events/${s.event.id}/cancelled`, { cancelled: true });
    expect(res.json().event.isCancelled).toBe(true);
    const sent = await outboxSince(from);
    expect(sent.map((m) => [m.kind, m.toAddress])).toEqual([
      ['crew-cancelled', 'Rae Lindqvist <rae@example.test>'],
    ]);
    expect(sent[0]!.subject).toBe(`Cancelled: Acme Winter Gala (bid ${s.event.id})`);
    // Its pulls say so in their header (the view is cached: the events table's version moved it).
    const pullView = async () => {
      const list = await staff.call({ method: 'GET', url: `/show-pulls?eventId=${s.event.id}` });
      const view = await staff.call({ method: 'GET', url: `/show-pulls/${list.json().pulls[0].id}` });
      return view.json().event as { isCancelled: boolean };
    };
    expect((await pullView()).isCancelled).toBe(true);
    const again = await lastOutboxId();
    await put(`/events/${s.event.id}/cancelled`, { cancelled: false });
    expect(await outboxSince(again)).toEqual([]);
    expect((await pullView()).isCancelled).toBe(false);
  });

  it("moving a crewed event (its place) writes the notice; its dates alone do not move the crew's times", async () => {
    const s = await buildStaffingScenario(t.db);
    await t.db.update(positions).set({ contactId: s.tech.id }).where(eq(positions.id, s.position.id));
    const from = await lastOutboxId();
    const base = show({
      showName: 'Acme Winter Gala',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      loadInDate: null,
      loadOutDate: null,
    });
    await put(`/events/${s.event.id}`, { ...base, location: 'Hall B, Fort Worth TX' });
    const moved = await outboxSince(from);
    expect(moved.map((m) => m.kind)).toEqual(['crew-changed']);
    expect(moved[0]!.textBody).toContain('Grand Ballroom, Dallas TX → Hall B, Fort Worth TX');
    // The crew's times are their positions' (migration 0016 tells of those): new show dates alone say nothing yet.
    const before = await lastOutboxId();
    await put(`/events/${s.event.id}`, { ...base, location: 'Hall B, Fort Worth TX', endDate: '2026-12-13' });
    expect(await outboxSince(before)).toEqual([]);
  });

  it("an event's own zone wins over its state's", () => {
    expect(zoneOfVenue({ venueState: 'TX', timeZone: null })).toBe('America/Chicago');
    // Western Texas (El Paso) keeps mountain time.
    expect(zoneOfVenue({ venueState: 'TX', timeZone: 'America/Denver' })).toBe('America/Denver');
  });
});

describe('pulls of an event', () => {
  const pullsOf = async (eventId: number) =>
    (await staff.call({ method: 'GET', url: `/show-pulls?eventId=${eventId}` })).json().pulls as {
      id: number;
      name: string;
      isMain: boolean;
    }[];

  it('adds, renames and removes a further pull; the main one keeps its name and stays', async () => {
    const { id } = await buildEvent(t.db);
    const [main] = await pullsOf(id);
    const added = await staff.call({
      method: 'POST',
      url: '/show-pulls',
      payload: { eventId: id, name: 'Truck 2' },
    });
    const pull = added.json().showPull;
    const renamed = await put(`/show-pulls/${pull.id}/name`, { name: 'Breakout Room' });
    expect(renamed.json().showPull).toMatchObject({ id: pull.id, name: 'Breakout Room', isMain: false });
    const twice = await staff.call({
      method: 'POST',
      url: '/show-pulls',
      payload: { eventId: id, name: 'breakout room' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toContain('already has a pull named "Breakout Room"');
    const mainRename = await put(`/show-pulls/${main!.id}/name`, { name: 'Mine' });
    expect(mainRename.statusCode).toBe(400);
    const mainRemove = await staff.call({ method: 'DELETE', url: `/show-pulls/${main!.id}` });
    expect(mainRemove.statusCode).toBe(409);
    expect(mainRemove.json().error.message).toContain('The Main Show Pull stays');
    expect((await staff.call({ method: 'DELETE', url: `/show-pulls/${pull.id}` })).statusCode).toBe(200);
    expect((await pullsOf(id)).map((p) => p.name)).toEqual(['Main Show Pull']);
    expect((await staff.call({ method: 'DELETE', url: `/show-pulls/${pull.id}` })).statusCode).toBe(404);
    expect((await tech.call({ method: 'DELETE', url: `/show-pulls/${main!.id}` })).statusCode).toBe(403);
  });

  it('refuses to remove a pull that holds lines, saying what it holds', async () => {
    const { id } = await buildEvent(t.db);
    const category = await buildCategory(t.db);
    const pull = (
      await staff.call({ method: 'POST', url: '/show-pulls', payload: { eventId: id, name: 'Truck 2' } })
    ).json().showPull;
    await t.db.insert(showPullItems).values([
      { showPullId: pull.id, categoryId: category.id, quantity: 4, description: 'Mic' },
      { showPullId: pull.id, categoryId: category.id, quantity: 0, description: 'Old', isCustom: true },
    ]);
    const res = await staff.call({ method: 'DELETE', url: `/show-pulls/${pull.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      '"Truck 2" holds 1 line (4 pieces): take them off the pull before removing it',
    );
    // Emptied (the line at 0), it goes, with its empty lines.
    await t.db.update(showPullItems).set({ quantity: 0 }).where(eq(showPullItems.showPullId, pull.id));
    expect((await staff.call({ method: 'DELETE', url: `/show-pulls/${pull.id}` })).statusCode).toBe(200);
  });

  it('a locked event refuses adding, renaming and removing pulls in the same words', async () => {
    const { id } = await buildEvent(t.db);
    const pull = (
      await staff.call({ method: 'POST', url: '/show-pulls', payload: { eventId: id, name: 'Truck 2' } })
    ).json().showPull;
    await put(`/events/${id}/locked`, { locked: true });
    const message = `Bid ${id} is currently locked: unlock it before changing it`;
    const add = await staff.call({
      method: 'POST',
      url: '/show-pulls',
      payload: { eventId: id, name: 'Truck 3' },
    });
    expect([add.statusCode, add.json().error.message]).toEqual([423, message]);
    const rename = await put(`/show-pulls/${pull.id}/name`, { name: 'Truck 9' });
    expect([rename.statusCode, rename.json().error.message]).toEqual([423, message]);
    const remove = await staff.call({ method: 'DELETE', url: `/show-pulls/${pull.id}` });
    expect([remove.statusCode, remove.json().error.message]).toEqual([423, message]);
  });
});
