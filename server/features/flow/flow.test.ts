import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContactsResponse,
  contactsResponse,
  dayCountsResponse,
  eventsResponse,
  FLOW_FIRST_PAGE,
  rolesResponse,
} from '../../../contracts/flow.js';
import type { FlowContact } from '../../../contracts/flow-contact.js';
import type { Agent } from '../../../test/agent.js';
import { buildContact } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { contacts as contactsTable, techRoles } from '../../domains/people/schema.js';
import { positions } from '../../domains/staffing/schema.js';
import { buildFlowScenario, RANGE, signIn } from './test-fixture.js';

let t: TestApp;
let staff: Agent;
let admin: Agent;
let s: Awaited<ReturnType<typeof buildFlowScenario>>;

beforeAll(async () => {
  // A fiscal year from July, so the two day counts differ.
  t = await createTestApp({ fiscalYearStartMonth: 7 });
  s = await buildFlowScenario(t.db);
  staff = await signIn(t.app, t.db, 'staff');
  admin = await signIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

const path = (call: string, range = RANGE) => `/flow/techs/${call}/${range.start}/${range.end}`;
const get = (agent: Agent, url: string) => agent.call({ method: 'GET', url });

async function contacts(agent: Agent, remainder = false): Promise<ContactsResponse> {
  const res = await get(agent, path('contacts') + (remainder ? '?isRemainder=true' : ''));
  expect(res.statusCode, res.body).toBe(200);
  return contactsResponse.parse(res.json());
}
const find = (list: FlowContact[], id: number) => list.find((c) => c.id === id)!;

describe('flow calendar: the cached answers', () => {
  it('are gzipped for a client that takes it, and show a change on the next call', async () => {
    const plain = await get(staff, path('contacts'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await staff.call({
      method: 'GET',
      url: path('contacts'),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(packed.rawPayload).toString()).toBe(plain.body);

    const first = (plain.json() as ContactsResponse).contacts[0]!;
    await t.db.update(contactsTable).set({ lastName: 'Renamed' }).where(eq(contactsTable.id, first.id));
    expect(find((await contacts(staff)).contacts, first.id).last_name).toBe('Renamed');
    await t.db.update(contactsTable).set({ lastName: first.last_name }).where(eq(contactsTable.id, first.id));
    expect(find((await contacts(staff)).contacts, first.id).last_name).toBe(first.last_name);
  });
});

describe('flow calendar: config', () => {
  it('gives one column per date, weekends marked, and amAdmin for admins only', async () => {
    const res = await get(staff, path('config'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.dates).toHaveLength(16);
    expect(body.dates[0]).toEqual({
      date: '2026-12-05',
      weekday: 'Sat',
      day: 5,
      month: 'Dec',
      isWeekend: true,
      isFirstOfMonth: false,
    });
    expect(body.dates.at(-1).date).toBe('2026-12-20');
    expect(body.amAdmin).toBe(false);
    expect((await get(admin, path('config'))).json().amAdmin).toBe(true);
  });

  it('refuses dates out of order, too wide a range, and non-dates', async () => {
    for (const url of [
      '/flow/techs/config/2026-12-20/2026-12-05',
      '/flow/techs/config/2026-01-01/2027-06-01',
      '/flow/techs/config/yesterday/2026-12-05',
      '/flow/techs/contacts/2026-12-20/2026-12-05',
      '/flow/techs/day-counts/2026-13-01/2026-12-05',
      '/flow/techs/events/2026-12-05/2026-02-30',
      '/flow/techs/contacts/9999-12-01/9999-12-31',
      '/flow/techs/day-counts/0001-01-01/0001-01-05',
    ]) {
      const res = await get(staff, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
  });
});

describe('flow calendar: contacts', () => {
  it("draws each tech's commitments, clipped to the range, with every visual flag", async () => {
    const body = await contacts(staff);
    const rae = find(body.contacts, s.rae.id);
    expect(rae).toMatchObject({
      name: 'Rae Lindqvist',
      contact_name: 'Lindqvist, Rae',
      department: s.department.title,
      techGroupName: 'Primary',
      is_staff: false,
      target_days: 100,
      day_rate: null,
      homeStateAbbrev: 'TX',
      eventIDs: [s.gala.id, s.breakout.id],
    });
    expect(rae.commitments).toEqual([
      expect.objectContaining({
        id: s.galaA1.id,
        visible_start_date: '2026-12-09',
        visible_end_date: '2026-12-12',
        visible_day_qty: 4,
        isOutOfRangeLeft: false,
        isOutOfRangeRight: false,
        bgColor: '#1f6feb',
        contrastColor: '#ffffff',
        is_tentative: false,
        is_stashed: false,
        is_deleted: false,
        isCancelled: false,
        loadInIsConfirmed: false,
        loadOutIsConfirmed: true,
        event_id: s.gala.id,
        contact_id: s.rae.id,
        description: 'A1 Audio Engineer',
        techStatus: 'Confirmed',
        prettyLoadInDate: 'Wed, Dec 9, 7:00 AM',
        event: {
          id: s.gala.id,
          show_name: 'Acme Winter Gala',
          location: 'Grand Ballroom, Dallas TX',
          prettyDateRange: 'Dec 10 – 12, 2026',
        },
      }),
      expect.objectContaining({ id: s.breakoutA2.id, is_tentative: true, techStatus: 'Tentative' }),
    ]);
    const omar = find(body.contacts, s.omar.id);
    const [stashed, cancelled] = omar.commitments;
    // Stashed on Dec 1 – 6: starts before the range.
    expect(stashed).toMatchObject({
      id: s.stashed.id,
      is_stashed: true,
      isOutOfRangeLeft: true,
      visible_start_date: '2026-12-05',
      visible_day_qty: 2,
    });
    expect(cancelled).toMatchObject({ id: s.offsite.id, isCancelled: true, loadOutIsConfirmed: false });
    // Dec 18 – 24 runs past the range's end.
    expect(omar.daysUnavailable).toEqual([
      expect.objectContaining({
        start_date: '2026-12-18',
        end_date: '2026-12-24',
        visible_start_date: '2026-12-18',
        visible_end_date: '2026-12-20',
        notes: 'Family wedding',
        prettyDateRange: 'Dec 18 – 24, 2026',
      }),
    ]);
    expect(Object.keys(omar.flowDates).sort()).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-15',
      '2026-12-16',
      '2026-12-18',
      '2026-12-19',
      '2026-12-20',
    ]);
  });

  it('gives travel on the 24-hour scale, with its kind', async () => {
    const rae = find((await contacts(staff)).contacts, s.rae.id);
    expect(rae.travelItems).toEqual([
      {
        id: s.flightIn.id,
        bid_id: s.gala.id,
        contact_id: s.rae.id,
        departure_date: '2026-12-08',
        arrival_date: '2026-12-08',
        departureHour: 7.5,
        travelTime: 2.5,
        isEstimated: false,
        isEstimatedIn: false,
        isFlight: true,
        isDrive: false,
        isLocal: false,
        prettyDepartureDate: 'Tue, Dec 8, 7:30 AM',
        prettyArrivalDate: 'Tue, Dec 8, 10:00 AM',
        direction: 'in',
        details: 'AA 1234 LAS → DFW',
        formatted: `Flight to ${s.gala.id}: AA 1234 LAS → DFW, Tue, Dec 8, 7:30 AM – Tue, Dec 8, 10:00 AM`,
      },
      expect.objectContaining({
        id: s.driveHome.id,
        departure_date: '2026-12-13',
        arrival_date: '2026-12-14',
        departureHour: 21,
        travelTime: 4,
        isEstimated: true,
        isEstimatedIn: false,
        isDrive: true,
        formatted: expect.stringMatching(/^Estimated drive home from \d+, Sun, Dec 13, 9:00 PM/),
      }),
    ]);
    expect(rae.flowDates['2026-12-08']).toEqual({ hasRecords: true });
  });

  it('shows day rates to admins only, and never for staff techs or a zero rate', async () => {
    const body = await contacts(admin);
    expect(find(body.contacts, s.rae.id).day_rate).toBe(500);
    expect(find(body.contacts, s.ida.id).day_rate).toBe(650);
    expect(find(body.contacts, s.omar.id).day_rate).toBeNull();
    for (const c of (await contacts(staff)).contacts) expect(c.day_rate).toBeNull();
  });

  it("lets a tech see the calendar, with others' notes left out and their own kept", async () => {
    const tech = await signIn(t.app, t.db, 'tech', s.omar.id);
    const body = await contacts(tech);
    expect(find(body.contacts, s.omar.id).daysUnavailable[0]!.notes).toBe('Family wedding');
    expect(find(body.contacts, s.ida.id).daysUnavailable[0]!.notes).toBe('');
    expect(find(body.contacts, s.rae.id).day_rate).toBeNull();
    expect((await get(tech, path('config'))).json().myContactId).toBe(s.omar.id);
  });

  it('comes in two parts: the first page in calendar order, then the rest', async () => {
    for (let i = 0; i < FLOW_FIRST_PAGE + 5; i++)
      await buildContact(t.db, {
        firstName: 'Extra',
        lastName: `Tech${String(i).padStart(3, '0')}`,
        techGroup: 'Secondary',
      });
    const first = await contacts(staff);
    const rest = await contacts(staff, true);
    expect(first.isRemainder).toBe(false);
    expect(rest.isRemainder).toBe(true);
    expect(first.contacts).toHaveLength(FLOW_FIRST_PAGE);
    expect(first.total).toBe(first.contacts.length + rest.contacts.length);
    const ids = [...first.contacts, ...rest.contacts].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The scenario's department sorts first; in it Staff, Primary, then Overhire.
    expect(first.contacts.slice(0, 3).map((c) => c.id)).toEqual([s.omar.id, s.rae.id, s.ida.id]);
    expect(first.departments.map((d) => d.id)).toContain(s.department.id);
    expect(rest.contacts.at(-1)!.department).toBeNull();
  });
});

describe('flow calendar: day counts, events, related', () => {
  it('counts confirmed days in the calendar and the fiscal year holding the start date', async () => {
    // A confirmed January job: in fiscal 2027 (July to June), not in calendar 2026.
    await t.db.insert(positions).values({
      eventId: s.gala.id,
      categoryId: s.category.id,
      description: 'A1 Audio Engineer',
      contactId: s.rae.id,
      inAt: '2027-01-04 07:00:00',
      outAt: '2027-01-05 18:00:00',
    });
    const res = await get(staff, path('day-counts'));
    expect(res.statusCode, res.body).toBe(200);
    const body = dayCountsResponse.parse(res.json());
    expect(body.calendarYear).toEqual({ start: '2026-01-01', end: '2026-12-31', label: '2026' });
    expect(body.fiscalYear).toEqual({ start: '2026-07-01', end: '2027-06-30', label: 'FY 2027' });
    // Dec 9 – 12 confirmed; the tentative Dec 13 is not a booked day.
    expect(body.calendarDayCounts[s.rae.id]).toBe(4);
    expect(body.fiscalDayCounts[s.rae.id]).toBe(6);
    // Omar: stashed and cancelled work does not count.
    expect(body.calendarDayCounts[s.omar.id]).toBeUndefined();
  });

  it('packs the event overview into rows that never overlap, crew window first call to last out', async () => {
    // Open: no tech, not resolved, not stashed. The gala's own two positions are crewed or stashed.
    const open = {
      eventId: s.gala.id,
      categoryId: s.category.id,
      description: 'A3',
      inAt: '2026-12-09 07:00:00',
      outAt: '2026-12-10 07:00:00',
    };
    await t.db
      .insert(positions)
      .values([open, open, { ...open, isResolved: true }, { ...open, isStashed: true }]);
    const res = await get(staff, path('events'));
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = eventsResponse.parse(res.json());
    const all = rows.flatMap((r) => r.events);
    expect(all.find((e) => e.id === s.gala.id)).toMatchObject({
      show_name: 'Acme Winter Gala',
      show_state: 'TX',
      startDate: '2026-12-01',
      endDate: '2027-01-05',
      isCancelled: false,
      prettyStartTimestamp: 'Tue, Dec 1, 7:00 AM',
      location: 'Grand Ballroom, Dallas TX',
      account_manager: null,
      openPositions: 2,
    });
    expect(all.find((e) => e.id === s.breakout.id)?.openPositions).toBe(0);
    expect(all.find((e) => e.id === s.cancelled.id)).toMatchObject({
      isCancelled: true,
      startDate: '2026-12-15',
      endDate: '2026-12-16',
      prettyEndTimestamp: 'Wed, Dec 16, 10:00 PM',
    });
    for (const row of rows)
      for (let i = 1; i < row.events.length; i++)
        expect(row.events[i]!.startDate > row.events[i - 1]!.endDate).toBe(true);
    // The gala runs over the breakout: two rows at least.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const outside = await get(staff, path('events', { start: '2025-01-01', end: '2025-01-31' }));
    expect(outside.json()).toEqual({ rows: [] });
  });

  it('gives the tech roles with their holders, technicians only', async () => {
    await t.db.insert(techRoles).values([
      { contactId: s.rae.id, categoryId: s.category.id },
      { contactId: s.ida.id, categoryId: s.category.id },
    ]);
    const res = await get(staff, '/flow/techs/roles');
    expect(res.statusCode, res.body).toBe(200);
    expect(rolesResponse.parse(res.json()).roles).toEqual([
      {
        id: s.category.id,
        name: String(s.category.categoryNumber),
        description: s.category.description,
        contactIds: [s.rae.id, s.ida.id].sort((a, b) => a - b),
      },
    ]);
  });

  it('gives related events: other bids at the venue on overlapping days', async () => {
    const res = await get(staff, `/flow/techs/${s.gala.id}/related`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: [s.breakout.id] });
    expect((await get(staff, `/flow/techs/${s.cancelled.id}/related`)).json()).toEqual({ ids: [] });
    const missing = await get(staff, '/flow/techs/2147483000/related');
    expect(missing.statusCode).toBe(404);
    expect((await get(staff, '/flow/techs/abc/related')).statusCode).toBe(400);
  });

  it('refuses every call without a session', async () => {
    const anon = new (await import('../../../test/agent.js')).Agent(t.app);
    for (const url of [
      path('config'),
      path('contacts'),
      path('day-counts'),
      path('events'),
      `/flow/techs/${s.gala.id}/related`,
      '/flow/techs/roles',
    ]) {
      const res = await get(anon, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});
