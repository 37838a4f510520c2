import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../contracts/imports.js';
import type { RateBody } from '../../../contracts/labor-cost.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment, buildEvent } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { positions } from '../../domains/staffing/schema.js';
import { selectRows } from '../../platform/db/types.js';

let t: TestApp;
let admin: Agent;
let staff: Agent;
let tech: Agent;
let eventId: number;
let a1: { id: number };
let stagehand: { id: number };
let speaker: { id: number };
let dana: { id: number };
let eli: { id: number };

const roleRate: RateBody = {
  dayCents: 40_000,
  halfDayCents: 22_000,
  halfDayHours: 5,
  overtimeCentsPerHour: 5_000,
  overtimeAfterHours: 10,
  perDiemCents: 4_000,
};
const danaRate: RateBody = {
  ...roleRate,
  dayCents: 50_000,
  halfDayCents: 30_000,
  overtimeCentsPerHour: 7_500,
  perDiemCents: 6_000,
};

const put = (agent: Agent, url: string, payload: object) => agent.call({ method: 'PUT', url, payload });
const get = (agent: Agent, url: string) => agent.call({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ currency: 'EUR' });
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  const audio = await buildDepartment(t.db, { title: 'Audio' });
  a1 = await buildCategory(t.db, {
    categoryNumber: 9001,
    description: 'A1',
    departmentId: audio.id,
    isLabor: true,
  });
  stagehand = await buildCategory(t.db, {
    categoryNumber: 9002,
    description: 'Stagehand',
    departmentId: audio.id,
    isLabor: true,
  });
  speaker = await buildCategory(t.db, {
    categoryNumber: 1001,
    description: 'Speaker',
    departmentId: audio.id,
  });
  dana = await buildContact(t.db, { firstName: 'Dana', lastName: 'Own', externalKey: 'T-DANA' });
  eli = await buildContact(t.db, { firstName: 'Eli', lastName: 'Role', externalKey: 'T-ELI' });
  eventId = (await buildEvent(t.db, { startDate: '2026-12-01', endDate: '2026-12-03' })).id;
  const base = { eventId, categoryId: a1.id, description: 'A1' };
  await t.db.insert(positions).values([
    // Confirmed, three days of 12 hours: Dana's own rate, two hours of overtime a day.
    { ...base, contactId: dana.id, inAt: '2026-12-01 07:00', outAt: '2026-12-03 19:00' },
    // Tentative: the role's rate even though the tech has one; four hours is a half day.
    { ...base, contactId: eli.id, isTentative: true, inAt: '2026-12-01 08:00', outAt: '2026-12-01 12:00' },
    // No rate for the role: left out of the total, and counted as unpriced.
    {
      ...base,
      categoryId: stagehand.id,
      description: 'Hand',
      inAt: '2026-12-02 08:00',
      outAt: '2026-12-02 16:00',
    },
    // Set aside: not planned.
    { ...base, isStashed: true, inAt: '2026-12-01 08:00', outAt: '2026-12-01 18:00' },
  ]);
});
afterAll(() => t.close());

describe('labor rates: admins only (spec 6)', () => {
  it('an admin sets a role rate and a technician rate, and reads them back', async () => {
    expect((await put(admin, `/labor-cost/rates/roles/${a1.id}`, roleRate)).json()).toEqual({
      rate: roleRate,
    });
    const own = await put(admin, `/labor-cost/rates/technicians/${dana.id}`, danaRate);
    expect(own.statusCode, own.body).toBe(200);
    // Eli's own rate applies only where he is confirmed; his tentative position stays at the role's.
    await put(admin, `/labor-cost/rates/technicians/${eli.id}`, { ...danaRate, dayCents: 99_900 });
    const rates = (await get(admin, '/labor-cost/rates')).json();
    expect(rates.currency).toBe('EUR');
    expect(rates.roles.find((r: { categoryId: number }) => r.categoryId === a1.id).rate).toEqual(roleRate);
    expect(rates.roles.find((r: { categoryId: number }) => r.categoryId === stagehand.id).rate).toBeNull();
    expect(rates.roles.some((r: { categoryId: number }) => r.categoryId === speaker.id)).toBe(false);
    expect(rates.technicians.find((r: { contactId: number }) => r.contactId === dana.id).rate).toEqual(
      danaRate,
    );
  });

  it('refuses a bad rate by field, a category that is not labor, and anyone but an admin', async () => {
    const bad = await put(admin, `/labor-cost/rates/roles/${a1.id}`, {
      ...roleRate,
      dayCents: -1,
      overtimeAfterHours: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {}).join(' ')).toMatch(/dayCents.*overtimeAfterHours/);
    expect((await put(admin, `/labor-cost/rates/roles/${speaker.id}`, roleRate)).statusCode).toBe(404);
    expect((await put(admin, `/labor-cost/rates/technicians/999999`, roleRate)).statusCode).toBe(404);
    for (const agent of [staff, tech]) {
      expect((await get(agent, '/labor-cost/rates')).statusCode).toBe(403);
      expect((await put(agent, `/labor-cost/rates/roles/${a1.id}`, roleRate)).statusCode).toBe(403);
      expect(
        (await agent.call({ method: 'DELETE', url: `/labor-cost/rates/technicians/${dana.id}` })).statusCode,
      ).toBe(403);
    }
  });
});

describe("an event's labor cost: staff see totals, never rates", () => {
  it('prices each position and adds the travel as entered', async () => {
    const trip = await staff.call({
      method: 'POST',
      url: `/events/${eventId}/travel`,
      payload: {
        contactId: dana.id,
        kind: 'flight',
        direction: 'in',
        departs: '2026-11-30T07:00',
        arrives: '2026-11-30T09:30',
        costCents: 38_900,
      },
    });
    expect(trip.json().trip.costCents).toBe(38_900);
    const res = await get(staff, `/labor-cost/events/${eventId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { currency, cost } = res.json();
    expect(currency).toBe('EUR');
    expect(
      cost.lines.map((l: { status: string; rateSource: string; totalCents: number }) => [
        l.status,
        l.rateSource,
        l.totalCents,
      ]),
    ).toEqual([
      ['Confirmed', 'technician', 3 * (50_000 + 2 * 7_500) + 3 * 6_000],
      ['Tentative', 'role', 22_000 + 4_000],
      ['Uncrewed', 'none', 0],
    ]);
    expect(cost.lines[0]).toMatchObject({
      days: 3,
      halfDays: 0,
      hoursPerDay: 12,
      overtimeHours: 6,
      tech: 'Dana Own',
    });
    expect(cost.lines[1]).toMatchObject({ days: 1, halfDays: 1, hoursPerDay: 4 });
    expect(cost).toMatchObject({
      laborCents: 217_000,
      perDiemCents: 22_000,
      travelCents: 38_900,
      totalCents: 277_900,
      unpriced: 1,
    });
    expect(cost.travel).toEqual([expect.objectContaining({ traveller: 'Dana Own', costCents: 38_900 })]);
    // What staff get names no rate.
    expect(res.body).not.toMatch(
      /"(dayCents|halfDayCents|halfDayHours|overtimeCentsPerHour|overtimeAfterHours)"/,
    );
  });

  it('lists each event of a range with its totals, and technicians see none of it', async () => {
    const range = (await get(staff, '/labor-cost/events?startDate=2026-12-01&endDate=2026-12-31')).json();
    expect(range.events).toEqual([expect.objectContaining({ eventId, totalCents: 277_900, unpriced: 1 })]);
    expect((await get(staff, '/labor-cost/events?startDate=2026-12-31&endDate=2026-12-01')).statusCode).toBe(
      400,
    );
    for (const url of [
      `/labor-cost/events/${eventId}`,
      '/labor-cost/events?startDate=2026-12-01&endDate=2026-12-31',
      `/labor-cost/events/${eventId}/labor-cost.csv`,
    ])
      expect((await get(tech, url)).statusCode).toBe(403);
    expect((await get(staff, '/labor-cost/events/424242')).statusCode).toBe(404);
  });

  it('exports CSV per event and per date range', async () => {
    const one = await get(staff, `/labor-cost/events/${eventId}/labor-cost.csv`);
    expect(one.headers['content-type']).toMatch(/text\/csv/);
    const lines = one.body.trim().split('\n');
    expect(lines[0]).toContain('total_EUR');
    expect(lines).toHaveLength(1 + 3 + 1 + 1);
    expect(lines[1]).toContain('Dana Own');
    expect(lines.at(-1)).toMatch(/,total,.*2170\.00,220\.00,389\.00,2779\.00/);
    const range = await get(staff, '/labor-cost/labor-cost.csv?startDate=2026-11-01&endDate=2026-12-31');
    expect(range.headers['content-disposition']).toContain('labor-cost-2026-11-01-to-2026-12-31.csv');
    expect(range.body).toContain('2779.00');
  });

  it('follows a removed rate: the role rate comes back for Dana, nothing for the role', async () => {
    expect(
      (await admin.call({ method: 'DELETE', url: `/labor-cost/rates/technicians/${dana.id}` })).json(),
    ).toEqual({ ok: true });
    let cost = (await get(staff, `/labor-cost/events/${eventId}`)).json().cost;
    expect(cost.lines[0]).toMatchObject({
      rateSource: 'role',
      totalCents: 3 * (40_000 + 2 * 5_000) + 3 * 4_000,
    });
    await admin.call({ method: 'DELETE', url: `/labor-cost/rates/roles/${a1.id}` });
    cost = (await get(staff, `/labor-cost/events/${eventId}`)).json().cost;
    expect(cost).toMatchObject({ laborCents: 0, perDiemCents: 0, totalCents: 38_900, unpriced: 3 });
    await put(admin, `/labor-cost/rates/roles/${a1.id}`, roleRate);
  });

  it('keeps an answer only while what it priced holds: a position taken out of the plan moves it', async () => {
    const month = '/labor-cost/events?startDate=2026-12-01&endDate=2026-12-31';
    const before = (await get(staff, month)).json().events[0];
    expect((await get(staff, month)).json().events[0]).toEqual(before);
    const [hand] = await selectRows<{ id: number }>(
      t.db,
      sql`select id from positions where event_id = ${eventId} and description = 'Hand'`,
    );
    await t.db.update(positions).set({ isStashed: true }).where(sql`id = ${hand!.id}`);
    expect((await get(staff, month)).json().events[0]).toMatchObject({
      totalCents: before.totalCents,
      unpriced: before.unpriced - 1,
    });
    await t.db.update(positions).set({ isStashed: false }).where(sql`id = ${hand!.id}`);
    expect((await get(staff, month)).json().events[0]).toEqual(before);
  });
});

describe('the contacts import brings technicians their own rates', () => {
  const HEADER =
    'key,first_name,last_name,rate_day,rate_half_day,half_day_hours,rate_overtime_hour,overtime_after_hours,per_diem';
  async function post(...lines: string[]) {
    const res = await admin.call({
      method: 'POST',
      url: '/imports/contacts',
      ...multipartBody(
        {
          name: 'file',
          bytes: Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`),
          filename: 'c.csv',
          type: 'text/csv',
        },
        { dryRun: 'false' },
      ),
    });
    return { status: res.statusCode, body: res.json() as ImportResult };
  }
  const ownRates = () =>
    selectRows<{ key: string; day: number; half: number; perDiem: number }>(
      t.db,
      sql`select c.external_key as key, r.day_cents as day, r.half_day_cents as half, r.per_diem_cents as "perDiem"
          from labor_rates r join contacts c on c.id = r.contact_id order by c.external_key`,
    );

  it('is all or nothing, with errors by row and column', async () => {
    const before = await ownRates();
    const { status, body } = await post(
      'T-DANA,Dana,Own,450.00,,,,,',
      'T-NEW,Nia,New,,250.00,,,,',
      'T-ELI,Eli,Role,12.345,,,,,',
    );
    expect(status).toBe(422);
    expect(body.errors.map((e) => [e.row, e.column]).sort()).toEqual([
      [3, 'rate_day'],
      [4, 'rate_day'],
    ]);
    expect(await ownRates()).toEqual(before);
  });

  it('sets, keeps and removes own rates; an export reads back unchanged', async () => {
    const { status, body } = await post(
      'T-DANA,Dana,Own,450.00,,,,,55.5',
      'T-NEW,Nia,New,300,200,4,45.00,8,',
      'T-ELI,Eli,Role,,,,,,',
    );
    expect(status, JSON.stringify(body.errors)).toBe(200);
    expect(await ownRates()).toEqual([
      { key: 'T-DANA', day: 45_000, half: 45_000, perDiem: 5_550 },
      { key: 'T-NEW', day: 30_000, half: 20_000, perDiem: 0 },
    ]);
    const exported = await get(admin, '/exports/contacts.csv');
    const again = await admin.call({
      method: 'POST',
      url: '/imports/contacts',
      ...multipartBody(
        { name: 'file', bytes: Buffer.from(exported.body), filename: 'c.csv', type: 'text/csv' },
        { dryRun: 'false' },
      ),
    });
    expect(again.json()).toMatchObject({ errors: [], created: 0, updated: 0 });
  });
});
