import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../contracts/imports.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment, buildEvent } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { events, travelItems } from '../../domains/shows/schema.js';
import { positions } from '../../domains/staffing/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { selectRows } from '../../platform/db/types.js';

let t: TestApp;
let admin: Agent;
let bid: number;
let lockedBid: number;
let a1: { id: number };

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const POSITIONS = 'bid,line,category,description,in,out,internal_notes,stashed,resolved';
const TRAVEL = 'key,contact,bid,kind,direction,departs,arrives,estimated,details';

async function post(kind: string, bytes: Buffer, dryRun = false) {
  const res = await admin.call({
    method: 'POST',
    url: `/imports/${kind}`,
    ...multipartBody(
      { name: 'file', bytes, filename: `${kind}.csv`, type: 'text/csv' },
      { dryRun: String(dryRun) },
    ),
  });
  return { status: res.statusCode, body: res.json() as ImportResult };
}

async function load(kind: string, bytes: Buffer) {
  const { status, body } = await post(kind, bytes);
  expect(body.errors).toEqual([]);
  expect(status).toBe(200);
  return body;
}

/** Errors as (row, column, message), by row: cells are checked before the rows meet the database. */
const byRow = (errors: ImportResult['errors']) =>
  errors.map((e) => [e.row, e.column, e.message]).sort((a, b) => (a[0] as number) - (b[0] as number));
const positionsOf = (eventId: number) =>
  t.db.select().from(positions).where(eq(positions.eventId, eventId)).orderBy(positions.id);
const notices = async () =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'crew-changed'))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  const audio = await buildDepartment(t.db, { title: 'Audio' });
  a1 = await buildCategory(t.db, {
    categoryNumber: 9001,
    description: 'A1 Audio Engineer',
    departmentId: audio.id,
    isLabor: true,
  });
  await buildCategory(t.db, { categoryNumber: 1001, description: 'SM58', departmentId: audio.id });
  bid = (await buildEvent(t.db, { showName: 'Imported Show' })).id;
  lockedBid = (await buildEvent(t.db, { isLocked: true })).id;
  await buildContact(t.db, { firstName: 'Dana', lastName: 'Flyer', externalKey: 'T-DANA' });
});
afterAll(() => t.close());

describe('positions import', () => {
  it('creates a bid’s positions, then changes exactly what the file changed', async () => {
    const file = csv(
      POSITIONS,
      `${bid},L1,9001,,2026-12-01 07:00,2026-12-01 19:00,Bring gloves,,`,
      `${bid},L2,9001,A2 Stage,2026-12-01T08:00,2026-12-01 18:00,,no,no`,
    );
    expect(await post('positions', file, true)).toMatchObject({ status: 200, body: { created: 2 } });
    expect(await positionsOf(bid)).toHaveLength(0);
    expect(await load('positions', file)).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const rows = await positionsOf(bid);
    expect(rows.map((p) => [p.lineKey, p.description, p.inAt, p.internalNotes])).toEqual([
      ['L1', 'A1 Audio Engineer', '2026-12-01 07:00:00', 'Bring gloves'],
      ['L2', 'A2 Stage', '2026-12-01 08:00:00', ''],
    ]);
    expect(await load('positions', file)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const changed = Buffer.from(
      file.toString().replace('A2 Stage,2026-12-01T08:00', 'A2 Stage,2026-12-01T09:00'),
    );
    expect(await load('positions', changed)).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
  });

  it('adds each bid’s new positions in the file’s order when the file mixes bids, each audited', async () => {
    const other = (await buildEvent(t.db, { showName: 'Second Show' })).id;
    const file = csv(
      POSITIONS,
      `${other},M2,9001,Second,2026-12-02 07:00,2026-12-02 19:00,,,`,
      `${bid},M1,9001,First,2026-12-01 07:00,2026-12-01 19:00,,,`,
      `${other},M1,9001,,2026-12-02 08:00,2026-12-02 18:00,,,`,
    );
    expect(await load('positions', file)).toMatchObject({ created: 3 });
    expect((await positionsOf(other)).map((p) => [p.lineKey, p.description])).toEqual([
      ['M2', 'Second'],
      ['M1', 'A1 Audio Engineer'],
    ]);
    expect((await positionsOf(bid)).filter((p) => p.lineKey === 'M1')).toHaveLength(1);
    const [audited] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_entries where table_name = 'positions' and action = 'insert'
            and row_id in (select id from positions where line_key in ('M1', 'M2'))`,
    );
    expect(audited?.n).toBe(3);
  });

  it('tells a crewed position’s tech of new times by re-import, as a change by hand does', async () => {
    const tech = await buildContact(t.db, { firstName: 'Riley', lastName: 'Crew' });
    const [l1] = await positionsOf(bid);
    await t.db.update(positions).set({ contactId: tech.id }).where(eq(positions.id, l1!.id));
    const before = await notices();
    await load(
      'positions',
      csv(POSITIONS, `${bid},L1,9001,,2026-12-01 06:00,2026-12-01 19:00,Bring gloves,,`),
    );
    expect(await notices()).toBe(before + 1);
    const [message] = await selectRows<{ subject: string; to: string }>(
      t.db,
      sql`select subject, to_address as to from outbox_messages where kind = 'crew-changed' order by id desc limit 1`,
    );
    expect(message).toEqual({
      subject: `Times changed: A1 Audio Engineer on Imported Show (bid ${bid})`,
      to: `Riley Crew <${tech.primaryEmail}>`,
    });
    // Resolving it now is refused in words: it has a tech.
    const { status, body } = await post(
      'positions',
      csv(POSITIONS, `${bid},L1,9001,,2026-12-01 06:00,2026-12-01 19:00,Bring gloves,,yes`),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      {
        row: 2,
        column: 'resolved',
        value: 'yes',
        message: 'Riley Crew is confirmed on this position: only an uncrewed position can be resolved',
      },
    ]);
  });

  it('writes nothing when any row is wrong, and says each by row and column', async () => {
    const before = (await positionsOf(bid)).length;
    const { status, body } = await post(
      'positions',
      csv(
        POSITIONS,
        `${bid},NEW,9001,,2026-12-02 07:00,2026-12-02 19:00,,,`,
        '999,L1,9001,,2026-12-01 07:00,2026-12-01 19:00,,,',
        `${lockedBid},L1,9001,,2026-12-01 07:00,2026-12-01 19:00,,,`,
        `${bid},L3,1001,,2026-12-01 07:00,2026-12-01 19:00,,,`,
        `${bid},L4,4242,,2026-12-01 07:00,2026-12-01 19:00,,,`,
        `${bid},L5,9001,,12/01/2026 7am,2026-12-01 19:00,,,`,
        `${bid},L6,9001,,2026-12-01 07:00,2026-11-30 19:00,,,`,
        `${bid},NEW,9001,,2026-12-02 07:00,2026-12-02 19:00,,,`,
        `${bid},L7,9001,,2026-12-01 07:00,,,,`,
      ),
    );
    expect(status).toBe(422);
    expect(byRow(body.errors)).toEqual([
      [3, 'bid', 'No event has the bid number 999: import the events first'],
      [4, 'bid', `Bid ${lockedBid} is locked: unlock it to change its positions`],
      [5, 'category', 'Category 1001 is not a labor category: a position is a labor category'],
      [
        6,
        'category',
        'No category has the number 4242: add it with the categories import first, or check the number',
      ],
      [7, 'in', 'should be a local date and time as YYYY-MM-DD HH:MM, like 2026-12-01 07:00'],
      [8, 'out', 'is before the in time (2026-12-01 07:00)'],
      [9, 'line', `The line "NEW" of bid ${bid} is in the file twice (also row 2): keep one row`],
      [10, 'out', 'is required'],
    ]);
    expect(await positionsOf(bid)).toHaveLength(before);
  });
});

describe('travel import', () => {
  it('creates trips by key, is idempotent, and refuses bad rows by row and column', async () => {
    const file = csv(
      TRAVEL,
      `TR-1,T-DANA,${bid},flight,in,2026-11-30 07:00,2026-11-30 09:30,no,AA 1234 DFW → LAS`,
      'TR-2,T-DANA,,drive,out,2026-12-04 10:00,2026-12-04 16:00,yes,',
    );
    expect(await load('travel', file)).toMatchObject({ created: 2 });
    expect(await load('travel', file)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const edited = Buffer.from(file.toString().replace('2026-12-04 16:00', '2026-12-04 17:00'));
    expect(await load('travel', edited)).toMatchObject({ updated: 1, unchanged: 1 });
    const { status, body } = await post(
      'travel',
      csv(
        TRAVEL,
        'TR-3,NOBODY,,flight,in,2026-11-30 07:00,2026-11-30 09:30,,',
        'TR-4,T-DANA,999,flight,in,2026-11-30 07:00,2026-11-30 09:30,,',
        `TR-5,T-DANA,${lockedBid},flight,in,2026-11-30 07:00,2026-11-30 09:30,,`,
        'TR-6,T-DANA,,boat,in,2026-11-30 07:00,2026-11-30 09:30,,',
        'TR-7,T-DANA,,flight,in,2026-11-30 07:00,2026-11-30 06:30,,',
      ),
    );
    expect(status).toBe(422);
    expect(byRow(body.errors)).toEqual([
      [2, 'contact', 'No contact has the key "NOBODY": import the people first, or check the key'],
      [3, 'bid', 'No event has the bid number 999: import the events first'],
      [4, 'bid', `Bid ${lockedBid} is locked: unlock it to change its travel`],
      [5, 'kind', 'should be flight or drive or local or other'],
      [6, 'arrives', 'is before it departs (2026-11-30 07:00)'],
    ]);
    expect((await t.db.select().from(travelItems)).map((x) => x.key).sort()).toEqual(['TR-1', 'TR-2']);
  });
});

describe('export round trip', () => {
  it('exports hand-made positions and trips as P<id> / T<id> and imports them back unchanged', async () => {
    const staff = (await loginAs(t.app, t.db, 'staff')).agent;
    const p = (
      await staff.call({
        method: 'POST',
        url: `/events/${bid}/positions`,
        payload: { categoryId: a1.id, in: '2026-12-03T07:00', out: '2026-12-03T19:00' },
      })
    ).json().position;
    const dana = (
      await selectRows<{ id: number }>(t.db, sql`select id from contacts where external_key = 'T-DANA'`)
    )[0]!;
    const trip = (
      await staff.call({
        method: 'POST',
        url: `/events/${bid}/travel`,
        payload: {
          contactId: dana.id,
          kind: 'local',
          direction: 'out',
          departs: '2026-12-03T20:00',
          arrives: '2026-12-03T20:30',
        },
      })
    ).json().trip;
    // A position from before keys (the demo seed's) reads as P<id> too, and back onto itself.
    const [old] = await t.db
      .insert(positions)
      .values({
        eventId: bid,
        categoryId: a1.id,
        description: 'Old',
        inAt: '2026-12-01 07:00',
        outAt: '2026-12-01 08:00',
      })
      .returning();
    for (const [kind, key] of [
      ['positions', `${bid},P${p.id},9001`],
      ['travel', `T${trip.id},T-DANA,${bid},local,out`],
      ['positions', `${bid},P${old!.id},9001,Old`],
    ] as const) {
      for (const format of ['csv', 'xlsx']) {
        const exported = await admin.call({ method: 'GET', url: `/exports/${kind}.${format}` });
        if (format === 'csv') expect(exported.body).toContain(key);
        const result = await load(kind, exported.rawPayload);
        expect(result, `${kind}.${format}`).toMatchObject({ created: 0, updated: 0, unchanged: result.rows });
      }
    }
    await t.db.update(events).set({ isLocked: false }).where(eq(events.id, lockedBid));
  });
});
