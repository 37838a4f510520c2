import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../contracts/imports.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory, buildContact } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { events, showPulls } from '../../domains/shows/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { selectRows } from '../../platform/db/types.js';

let t: TestApp;
let admin: Agent;

const HEADER =
  'bid,show_name,account_manager,status,location,venue_state,time_zone,start_date,end_date,load_in,load_out,cancelled,locked';
const csv = (...lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);

const post = (bytes: Buffer, dryRun: boolean) =>
  admin.call({
    method: 'POST',
    url: '/imports/events',
    ...multipartBody(
      { name: 'file', bytes, filename: 'events.csv', type: 'text/csv' },
      { dryRun: String(dryRun) },
    ),
  });

async function load(bytes: Buffer): Promise<ImportResult> {
  const res = await post(bytes, false);
  expect(res.json().errors).toEqual([]);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const gala = (over: { cancelled?: string; locked?: string; location?: string; end?: string } = {}) =>
  [
    '32001',
    'Acme Winter Gala',
    'am-7',
    'Confirmed',
    `"${over.location ?? 'Grand Ballroom, Dallas TX'}"`,
    'TX',
    'america/chicago',
    '2027-01-10',
    over.end ?? '2027-01-12',
    '2027-01-09',
    '2027-01-13',
    over.cancelled ?? 'no',
    over.locked ?? 'no',
  ].join(',');
const summit = '32002,Globex Summit,,,,,,2027-02-01,2027-02-01,,,,';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  await buildContact(t.db, {
    kind: 'account_manager',
    firstName: 'Avery',
    lastName: 'Manager',
    externalKey: 'AM-7',
  });
});
afterAll(() => t.close());

describe('the events import', () => {
  it('says what is wrong by row and column, and writes nothing', async () => {
    const res = await post(
      csv(
        '32001,Acme,nobody,,,,,2027-01-10,2027-01-12,,,,',
        '32002,Globex,,,,,America/Chicgo,2027-01-10,2027-01-12,,,,',
        '32003,Initech,,,,,,2027-01-10,2027-01-08,,,,',
        '32004,Hooli,,,,,,2027-01-10,2027-01-12,2027-01-11,2027-01-11,,',
        '32005,Umbrella,,,,,,2027-01-10,2027-01-12,,,,',
        '32005,Umbrella again,,,,,,2027-01-10,2027-01-12,,,,',
        '32006,,,,,,,2027-01-10,2027-01-12,,,maybe,',
        '32007,Bad date,,,,,,10/01/2027,2027-01-12,,,,',
      ),
      false,
    );
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as ImportResult).errors.map((e) => [e.row, e.column, e.message]);
    expect(errors).toEqual([
      [7, 'bid', 'Bid 32005 is in the file twice (also row 6): keep one row'],
      [8, 'show_name', 'is required'],
      [8, 'cancelled', 'should be yes or no (or true/false, 1/0)'],
      [9, 'start_date', 'should be a date as YYYY-MM-DD, like 2027-03-10'],
      [2, 'account_manager', 'No contact has the key "nobody": import the people first, or check the key'],
      [
        3,
        'time_zone',
        '"America/Chicgo" is not a time zone: use an IANA name such as America/Chicago or America/New_York',
      ],
      [4, 'end_date', 'The show ends on Jan 8, 2027, before it starts on Jan 10, 2027'],
      [
        5,
        'load_in',
        'Load-in on Jan 11, 2027 is after the show starts on Jan 10, 2027: load in on or before the first day',
      ],
      [
        5,
        'load_out',
        'Load-out on Jan 11, 2027 is before the show ends on Jan 12, 2027: load out on or after the last day',
      ],
    ]);
    expect(await t.db.select().from(events)).toEqual([]);
  });

  it('creates each show with its Main Show Pull, the manager by key; again, it changes nothing', async () => {
    const dry = await post(csv(gala(), summit), true);
    expect(dry.json()).toMatchObject({ created: 2, updated: 0, errors: [] });
    expect(await t.db.select().from(events)).toEqual([]);
    expect(await load(csv(gala(), summit))).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const [row] = await t.db.select().from(events).where(eq(events.id, 32001));
    expect(row).toMatchObject({ timeZone: 'America/Chicago', status: 'Confirmed', loadInDate: '2027-01-09' });
    const [summitRow] = await t.db.select().from(events).where(eq(events.id, 32002));
    expect(summitRow).toMatchObject({
      status: 'Quote',
      accountManagerId: null,
      location: '',
      timeZone: null,
    });
    const mains = await t.db.select().from(showPulls).where(eq(showPulls.isMain, true));
    expect(mains.map((p) => p.eventId).sort()).toEqual([32001, 32002]);
    const audited = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_entries where table_name = 'events' and event_id = 32001 and user_id is not null`,
    );
    expect(audited[0]!.n).toBe(1);
    expect(await load(csv(gala(), summit))).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await load(csv(gala({ end: '2027-01-13' }), summit))).toMatchObject({ updated: 1, unchanged: 1 });
  });

  it('an untouched export, CSV and XLSX, imports as all unchanged', async () => {
    for (const format of ['csv', 'xlsx']) {
      const exported = await admin.call({ method: 'GET', url: `/exports/events.${format}` });
      expect(exported.statusCode).toBe(200);
      if (format === 'csv') expect(exported.body.split(/\r?\n/)[0]).toBe(HEADER);
      const res = await admin.call({
        method: 'POST',
        url: '/imports/events',
        ...multipartBody(
          {
            name: 'file',
            bytes: exported.rawPayload,
            filename: `events.${format}`,
            type: 'application/octet-stream',
          },
          { dryRun: 'false' },
        ),
      });
      expect(res.json()).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2, errors: [] });
    }
  });

  it('re-importing a crewed show as cancelled writes the same notice as the event page', async () => {
    const category = await buildCategory(t.db, { isLabor: true, description: 'A1 Audio Engineer' });
    const tech = await buildContact(t.db, {
      firstName: 'Rae',
      lastName: 'Lindqvist',
      primaryEmail: 'rae@example.test',
    });
    // A booked position (staffing's table, written as its screens would).
    await t.db.execute(
      sql`insert into positions (event_id, category_id, description, in_at, out_at, contact_id)
          values (32001, ${category.id}, 'A1 Audio Engineer', '2027-01-09 07:00', '2027-01-12 23:00', ${tech.id})`,
    );
    const from = (await t.db.select().from(outboxMessages)).reduce((n, m) => Math.max(n, m.id), 0);
    expect(await load(csv(gala({ cancelled: 'yes', end: '2027-01-13' }), summit))).toMatchObject({
      updated: 1,
    });
    const sent = (await t.db.select().from(outboxMessages)).filter((m) => m.id > from);
    expect(sent.map((m) => [m.kind, m.toAddress, m.subject])).toEqual([
      ['crew-cancelled', 'Rae Lindqvist <rae@example.test>', 'Cancelled: Acme Winter Gala (bid 32001)'],
    ]);
  });

  it('a locked bid refuses a changed row, naming the column that unlocks it; saying locked = no unlocks and changes', async () => {
    await load(csv(gala({ cancelled: 'yes', end: '2027-01-13', locked: 'yes' }), summit));
    const moved = { cancelled: 'yes', end: '2027-01-13', location: 'Hall B' };
    const res = await post(csv(gala({ ...moved, locked: 'yes' }), summit), false);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        row: 2,
        column: 'locked',
        value: 'yes',
        message:
          "Bid 32001 is currently locked: unlock it before changing it (say no in this row's locked column to unlock it and change it)",
      },
    ]);
    expect(await load(csv(gala({ ...moved, locked: 'no' }), summit))).toMatchObject({ updated: 1 });
    const [row] = await t.db.select().from(events).where(eq(events.id, 32001));
    expect(row).toMatchObject({ location: 'Hall B', isLocked: false });
  });

  it('is for admins, as every import', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const res = await agent.call({
      method: 'POST',
      url: '/imports/events',
      ...multipartBody(
        { name: 'file', bytes: csv(summit), filename: 'e.csv', type: 'text/csv' },
        { dryRun: 'true' },
      ),
    });
    expect(res.statusCode).toBe(403);
  });
});
