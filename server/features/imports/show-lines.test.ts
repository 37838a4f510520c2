import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../contracts/imports.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildContact } from '../../../test/factories.js';
import { type OpenStream, openStream } from '../../../test/live-stream.js';
import { multipartBody } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventItems, events } from '../../domains/shows/schema.js';
import { buildPullScenario } from '../show-pulls/test-fixture.js';

/** Issue 34.3: bid items and gear-flow commitments by file, through the hand edits' own rules. */
let t: TestApp;
let base: string;
let admin: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
const BID = 34401;
const streams: OpenStream[] = [];
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const HEAD =
  'bid,line,category,description,qty,group,client_note,internal_note,vendor,active,assignable,pullable,gear_flow';

const post = (kind: string, bytes: Buffer, dryRun = false) =>
  admin.call({
    method: 'POST',
    url: `/imports/${kind}`,
    ...multipartBody(
      { name: 'file', bytes, filename: `${kind}.csv`, type: 'text/csv' },
      { dryRun: String(dryRun) },
    ),
  });
async function load(kind: string, bytes: Buffer): Promise<ImportResult> {
  const res = await post(kind, bytes);
  expect(res.json().errors).toEqual([]);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const lines = async () => (await admin.call({ method: 'GET', url: `/events/${BID}/bid-items` })).json().items;

let file: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  s = await buildPullScenario(t.db, BID);
  await buildContact(t.db, { kind: 'vendor', companyName: 'Rentco', externalKey: 'V-RENT' });
  const n = (c: { categoryNumber: number }) => c.categoryNumber;
  file = csv(
    HEAD,
    `${BID},A1,${n(s.categories.stand)},Boom stands,6,Stage,,Black ones,V-RENT,yes,yes,yes,no`,
    `${BID},A2,${n(s.categories.console)},,2,,,,,,,,`,
  );
  const res = await admin.call({
    method: 'POST',
    url: '/show-pull/event-item/assign',
    payload: { showPullID: s.main.id, eventItemID: s.items.mic.id, qty: 10 },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  for (const st of streams) st.close();
  const idle = setInterval(() => t.app.server.closeAllConnections(), 100);
  await t.close();
  clearInterval(idle);
});

describe('bid items by file', () => {
  it('a dry run counts and writes nothing; the import adds the lines; again, nothing changes', async () => {
    const before = (await lines()).length;
    const dry = await post('bid-items', file, true);
    expect(dry.json()).toMatchObject({ dryRun: true, created: 2, updated: 0, errors: [] });
    expect(await lines()).toHaveLength(before);
    expect(await load('bid-items', file)).toMatchObject({ created: 2, updated: 0 });
    const added = (await lines()).slice(-2);
    expect(added[0]).toMatchObject({
      lineKey: 'A1',
      description: 'Boom stands',
      qty: 6,
      group: 'Stage',
      internalNote: 'Black ones',
      vendorName: 'Rentco',
    });
    // A blank description is the category's.
    expect(added[1]).toMatchObject({ lineKey: 'A2', description: 'Yamaha CL5 Console', isActive: true });
    expect(await load('bid-items', file)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('names every wrong cell by row and column, in words, and writes nothing', async () => {
    await t.db.update(events).set({ isLocked: true }).where(eq(events.id, s.event.id));
    const locked = await buildPullScenario(t.db, BID + 1);
    await t.db.update(events).set({ isLocked: true }).where(eq(events.id, locked.event.id));
    await t.db.update(events).set({ isLocked: false }).where(eq(events.id, s.event.id));
    const res = await post(
      'bid-items',
      csv(
        HEAD,
        `${BID},B1,${s.categories.stand.categoryNumber},,1,,,,,,,,`,
        `99999,B2,${s.categories.stand.categoryNumber},,1,,,,,,,,`,
        `${BID},B3,424242,,1,,,,,,,,`,
        `${BID},B4,${s.categories.stand.categoryNumber},,-2,,,,,maybe,,,`,
        `${BID},B1,${s.categories.stand.categoryNumber},,1,,,,NOPE,,,,`,
        `${BID + 1},B5,${s.categories.stand.categoryNumber},,1,,,,,,,,`,
      ),
    );
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as ImportResult).errors.map((e) => [e.row, e.column, e.message]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [
          3,
          'bid',
          'No event has the bid number 99999: add it with the events import first, or check the number',
        ],
        [
          4,
          'category',
          'No category has the number 424242: add it with the categories import first, or check the number',
        ],
        [5, 'qty', 'should be at least 0'],
        [5, 'active', 'should be yes or no (or true/false, 1/0)'],
        [
          6,
          'vendor',
          'No contact has the key "NOPE": add them with the contacts import first, or check the key',
        ],
        [
          7,
          'bid',
          `Bid ${BID + 1} is locked: unlock it on its event page before importing changes to its lines`,
        ],
      ]),
    );
    expect(errors.some(([row, column]) => row === 6 && column === 'line')).toBe(true);
    expect(errors.some(([row]) => row === 2)).toBe(false);
    expect((await lines()).some((i: { lineKey: string }) => i.lineKey === 'B1')).toBe(false);
  });

  it('an untouched export (CSV and XLSX) imports back as unchanged, hand-made lines by their L<id>', async () => {
    for (const format of ['csv', 'xlsx']) {
      const exported = await admin.call({ method: 'GET', url: `/exports/bid-items.${format}` });
      expect(exported.statusCode).toBe(200);
      if (format === 'csv') expect(exported.body).toContain(`${BID},L${s.items.mic.id},`);
      const result = await load('bid-items', exported.rawPayload);
      expect(result).toMatchObject({ created: 0, updated: 0, unchanged: result.rows });
    }
    const [mic] = await t.db.select().from(eventItems).where(eq(eventItems.id, s.items.mic.id));
    expect(mic!.lineKey).toBeNull();
  });

  it('a re-import lowering a quantity under what a pull holds flags the pull as a hand edit does, live', async () => {
    const st = await openStream(`${base}/show-pulls/${s.main.id}/stream`, {
      cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    streams.push(st);
    await st.next((e) => e.event === 'sync');
    const exported = (await admin.call({ method: 'GET', url: '/exports/bid-items.csv' })).body;
    const micLine = exported.split(/\r?\n/).find((l) => l.startsWith(`${BID},L${s.items.mic.id},`));
    expect(micLine, exported.slice(0, 400)).toBeDefined();
    const lowered = micLine!.replace(/^([^,]*,[^,]*,[^,]*,[^,]*),12,/, '$1,7,');
    expect(lowered).not.toBe(micLine);
    const result = await load('bid-items', csv(HEAD, lowered));
    expect(result).toMatchObject({ updated: 1 });
    await st.next((e) => e.event === 'reload');
    const mic = (await lines()).find((i: { id: number }) => i.id === s.items.mic.id);
    expect(mic).toMatchObject({ qty: 7, isOverAssigned: true });
    const view = (await admin.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();
    const row = view.eventItems.find((i: { id: number }) => i.id === s.items.mic.id);
    expect(row.qty_required).toBe(7);
    expect(row.assignment.quantity).toBe(10);
  });
});

describe('commitments by file', () => {
  const head = 'bid,category,qty,cross_rental_qty';
  it('adds and edits by (bid, category), idempotent, and round-trips its export', async () => {
    const f = csv(
      head,
      `${BID},${s.categories.xlr.categoryNumber},35,5`,
      `${BID},${s.categories.stand.categoryNumber},8,`,
    );
    expect(await load('commitments', f)).toMatchObject({ created: 1, updated: 1 });
    expect(await load('commitments', f)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const list = (await admin.call({ method: 'GET', url: `/events/${BID}/commitments` })).json().commitments;
    expect(list.find((c: { id: number }) => c.id === s.commitment.id)).toMatchObject({
      quantity: 35,
      crossRentalQty: 5,
    });
    for (const format of ['csv', 'xlsx']) {
      const exported = await admin.call({ method: 'GET', url: `/exports/commitments.${format}` });
      const result = await load('commitments', exported.rawPayload);
      expect(result).toMatchObject({ created: 0, updated: 0, unchanged: result.rows });
    }
  });

  it('names the wrong cells by row and column', async () => {
    const res = await post(
      'commitments',
      csv(
        head,
        `${BID},${s.categories.xlr.categoryNumber},3,4`,
        `${BID},${s.categories.xlr.categoryNumber},3,`,
        `${BID},x,1,`,
      ),
    );
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as ImportResult).errors.map((e) => [e.row, e.column]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [2, 'cross_rental_qty'],
        [3, 'category'],
        [4, 'category'],
      ]),
    );
  });
});
