import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { positions } from '../../domains/staffing/schema.js';
import { buildStaffingScenario } from './test-fixture.js';

/*
 * Issue 37.4: rest and travel between a technician's jobs, one rule (domains/staffing/rest.ts) in
 * the invitee picker, the invite's own question and the flow calendar. The rest time comes from
 * the configuration (CREW_REST_HOURS), here 11 hours to tell it from the default.
 */

let t: TestApp;
let staff: Agent;
let s: Awaited<ReturnType<typeof buildStaffingScenario>>;

beforeAll(async () => {
  t = await createTestApp({ crewRestHours: 11 });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildStaffingScenario(t.db);
  // The position offered: Acme Winter Gala in Texas, Dec 9 07:00 – Dec 12 23:00.
  await t.db.execute(sql`update events set venue_state = 'TX' where id = ${s.event.id}`);
});
afterAll(() => t.close());

/** A confirmed job of a technician on a show of its own. */
async function job(contactId: number, showName: string, state: string, inAt: string, outAt: string) {
  const event = await buildEvent(t.db, {
    showName,
    venueState: state,
    startDate: inAt.slice(0, 10),
    endDate: outAt.slice(0, 10),
  });
  const [p] = await t.db
    .insert(positions)
    .values({ eventId: event.id, categoryId: s.category.id, description: 'A2', contactId, inAt, outAt })
    .returning();
  return { event, position: p! };
}

const busyOf = async () => {
  const res = await staff.call({
    method: 'GET',
    url: `/labor-invites/availability?startDate=2026-12-09&endDate=2026-12-12&exceptPositionId=${s.position.id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(
    (res.json().contacts as { id: number; busy: { kind: string; text: string }[] }[]).map((c) => [
      c.id,
      c.busy,
    ]),
  );
};

describe('rest and travel between jobs', () => {
  let before: Awaited<ReturnType<typeof job>>;
  let coast: Awaited<ReturnType<typeof job>>;
  let after: Awaited<ReturnType<typeof job>>;
  let flyer: { id: number };
  let rested: { id: number };

  it('marks in the picker a job too close before or after the position, with the reason', async () => {
    // Rae ends a show in Texas at 23:00 the night before: 8 hours.
    before = await job(s.tech.id, 'Night Before', 'TX', '2026-12-08 08:00:00', '2026-12-08 23:00:00');
    // Omar ends one in California at 19:00: 12 hours, rested, but about a day's drive away.
    coast = await job(s.other.id, 'Coast Gig', 'CA', '2026-12-08 08:00:00', '2026-12-08 19:00:00');
    // Fay too, with a 3-hour flight booked to the gala: in time.
    flyer = await buildContact(t.db, {
      firstName: 'Fay',
      lastName: 'Flyer',
      primaryEmail: 'fay@example.test',
    });
    await job(flyer.id, 'Coast Gig Two', 'CA', '2026-12-08 08:00:00', '2026-12-08 19:00:00');
    await t.db.execute(
      sql`insert into travel_items (contact_id, event_id, kind, direction, departs_at, arrives_at, details)
          values (${flyer.id}, ${s.event.id}, 'flight', 'in', '2026-12-09 01:00', '2026-12-09 04:00', 'AA 7 LAX → DFW')`,
    );
    // Ann starts a job in Texas at 06:00 after the gala ends at 23:00: 7 hours.
    const ann = await buildContact(t.db, {
      firstName: 'Ann',
      lastName: 'After',
      primaryEmail: 'ann@example.test',
    });
    after = await job(ann.id, 'Early Call', 'TX', '2026-12-13 06:00:00', '2026-12-13 18:00:00');
    // Rob has 12 hours in the same state: enough.
    rested = await buildContact(t.db, { firstName: 'Rob', lastName: 'Rested' });
    await job(rested.id, 'Fine Gap', 'TX', '2026-12-08 08:00:00', '2026-12-08 19:00:00');

    const busy = await busyOf();
    expect(busy.get(s.tech.id)).toEqual([
      expect.objectContaining({
        kind: 'rest',
        eventId: before.event.id,
        text: `8 h rest after ${before.event.id} Night Before (needs 11 h)`,
      }),
    ]);
    const [arrival] = busy.get(s.other.id)!;
    expect(arrival).toMatchObject({ kind: 'arrival', eventId: coast.event.id });
    expect(arrival!.text).toMatch(
      new RegExp(`^cannot arrive from ${coast.event.id} Coast Gig in time: about (2\\d) h drive$`),
    );
    expect(busy.get(ann.id)).toEqual([
      expect.objectContaining({
        kind: 'rest',
        text: `7 h rest before ${after.event.id} Early Call (needs 11 h)`,
      }),
    ]);
    // Fay's flight is on the dates (travelling), and gets her there in time: nothing more.
    expect(busy.get(flyer.id)?.map((b) => b.kind)).toEqual(['travel']);
    expect(busy.has(rested.id)).toBe(false);

    // The picker's ranked list says the same.
    const list = await staff.call({
      method: 'GET',
      url: `/labor-invites/contacts?lineItemID=${s.position.id}`,
    });
    const omar = list.json().contacts.find((c: { id: number }) => c.id === s.other.id);
    expect(omar).toMatchObject({ availability: 'committed', conflicts: [arrival!.text] });
  });

  it('asks before offering the position to a tech who cannot arrive in time', async () => {
    const res = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        lineItemID: String(s.position.id),
        eventID: String(s.event.id),
        contactID: String(s.other.id),
        isPreview: 'false',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().attention).toMatch(
      /^Omar Haddad: cannot arrive from \d+ Coast Gig in time: about \d+ h drive\./,
    );
  });

  it('marks the later job on the flow calendar, in both the contacts and the compact lines', async () => {
    await t.db.update(positions).set({ contactId: s.tech.id }).where(sql`id = ${s.position.id}`);
    // A job cancelled or stashed in between changes nothing.
    const stashed = await job(s.tech.id, 'Stashed', 'TX', '2026-12-08 23:30:00', '2026-12-09 02:00:00');
    await t.db.update(positions).set({ isStashed: true }).where(sql`id = ${stashed.position.id}`);

    const range = '2026-12-09/2026-12-31';
    const res = await staff.call({ method: 'GET', url: `/flow/techs/contacts/${range}` });
    expect(res.statusCode, res.body).toBe(200);
    const rae = res.json().contacts.find((c: { id: number }) => c.id === s.tech.id);
    // The job before starts and ends before the range: not drawn, but still judged.
    expect(rae.commitments.map((c: { id: number }) => c.id)).not.toContain(before.position.id);
    const gala = rae.commitments.find((c: { id: number }) => c.id === s.position.id);
    expect(gala.restConflict).toBe(`8 h rest after ${before.event.id} Night Before (needs 11 h)`);

    const lines = await staff.call({ method: 'GET', url: `/flow/techs/lines/${range}` });
    const packed = lines.json();
    expect(packed.texts).toContain(gala.restConflict);
  });
});
