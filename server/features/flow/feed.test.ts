import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedLinkResponse } from '../../../contracts/flow.js';
import { Agent } from '../../../test/agent.js';
import { dbChecksum } from '../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { contacts } from '../../domains/people/schema.js';
import { travelItems } from '../../domains/shows/schema.js';
import { feedCalendar } from './feed.js';
import { calendarFeeds } from './schema.js';
import { buildFlowScenario, signIn } from './test-fixture.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof buildFlowScenario>>;
let rae: Agent;
let staff: Agent;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://loadout.example.test' });
  s = await buildFlowScenario(t.db);
  rae = await signIn(t.app, t.db, 'tech', s.rae.id);
  staff = await signIn(t.app, t.db, 'staff');
});
afterAll(() => t.close());

async function link(agent: Agent, contactId: number) {
  const res = await agent.call({ method: 'GET', url: `/flow/feed-link/${contactId}` });
  expect(res.statusCode, res.body).toBe(200);
  return feedLinkResponse.parse(res.json());
}

/** Fetches a feed as a phone's calendar app does: no cookie, no XHR mark. */
const fetchFeed = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { accept: 'text/calendar, */*' } });

/** The feed read back with a maintained iCalendar parser. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  return cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      description: e.description,
      start: e.startDate.toString(),
      end: e.endDate.toString(),
      isDate: e.startDate.isDate,
      floating: e.startDate.zone?.tzid === 'floating',
      status: c.getFirstPropertyValue('status'),
      sequence: e.sequence,
    };
  });
}

describe('calendar feed', () => {
  it('gives a tech their own secret address, the same each time, at PUBLIC_URL', async () => {
    const first = await link(rae, s.rae.id);
    expect(first.url).toMatch(/^https:\/\/loadout\.example\.test\/flow\/feed\/[\w-]{40,}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('https:', 'webcal:'));
    expect(first.mayReset).toBe(true);
    expect((await link(rae, s.rae.id)).url).toBe(first.url);
    // Staff see (and can copy) the same address.
    expect((await link(staff, s.rae.id)).url).toBe(first.url);
    // Only a hash of the token is stored.
    const token = first.url.split('/').at(-1)!.replace('.ics', '');
    const rows = await t.db.select().from(calendarFeeds);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('gives one link however many read it at the same moment, and a later read writes nothing (issue 17.9)', async () => {
    const links = await Promise.all(Array.from({ length: 6 }, () => link(staff, s.omar.id)));
    expect(new Set(links.map((l) => l.url)).size).toBe(1);
    const before = await dbChecksum(t.db);
    expect((await link(staff, s.omar.id)).url).toBe(links[0]!.url);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it("refuses a tech another tech's feed, and says 404 for an unknown contact", async () => {
    const other = await rae.call({ method: 'GET', url: `/flow/feed-link/${s.omar.id}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('not_yours');
    const reset = await rae.call({ method: 'POST', url: `/flow/feed-link/${s.omar.id}/reset` });
    expect(reset.statusCode).toBe(403);
    expect((await staff.call({ method: 'GET', url: '/flow/feed-link/2147483000' })).statusCode).toBe(404);
    // A tech learns nothing of which contacts exist: 403 for another's, existing or not.
    expect((await rae.call({ method: 'GET', url: '/flow/feed-link/2147483000' })).statusCode).toBe(403);
    const anon = new Agent(t.app);
    expect((await anon.call({ method: 'GET', url: `/flow/feed-link/${s.rae.id}` })).statusCode).toBe(401);
    const noToken = await rae.call({
      method: 'POST',
      url: `/flow/feed-link/${s.rae.id}/reset`,
      noToken: true,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error.code).toBe('csrf_invalid');
  });

  it('serves commitments, travel and days unavailable as iCalendar that a calendar app reads', async () => {
    const { url } = await link(rae, s.rae.id);
    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Only Rae's things, from a day around them.
    const events = parse(await feedCalendar(t.db, url.split('/').at(-1)!, '2026-12-01'));
    expect(events.map((e) => e.uid).sort()).toEqual(
      [
        `position-${s.galaA1.id}@loadout`,
        `position-${s.breakoutA2.id}@loadout`,
        `travel-${s.flightIn.id}@loadout`,
        `travel-${s.driveHome.id}@loadout`,
      ].sort(),
    );
    const gala = events.find((e) => e.uid === `position-${s.galaA1.id}@loadout`)!;
    expect(gala).toMatchObject({
      summary: `${s.gala.id} Acme Winter Gala (A1 Audio Engineer)`,
      location: 'Grand Ballroom, Dallas TX',
      // 7 AM to 11 PM in Dallas (the venue's state, TX), written in UTC.
      start: '2026-12-09T13:00:00Z',
      end: '2026-12-13T05:00:00Z',
      floating: false,
      status: 'CONFIRMED',
    });
    expect(gala.description).toContain('Load-in time not confirmed yet');
    expect(events.find((e) => e.uid === `position-${s.breakoutA2.id}@loadout`)).toMatchObject({
      summary: `Tentative: ${s.breakout.id} Acme Breakout Rooms (A2 Audio Assist)`,
      status: 'TENTATIVE',
    });
    expect(events.find((e) => e.uid === `travel-${s.flightIn.id}@loadout`)).toMatchObject({
      summary: `Flight to ${s.gala.id}: AA 1234 LAS → DFW`,
      // 7:30 AM in Las Vegas, 10:00 AM in Dallas.
      start: '2026-12-08T15:30:00Z',
      end: '2026-12-08T16:00:00Z',
      status: 'CONFIRMED',
    });
  });

  it('lists days unavailable as all-day events and leaves stashed work out; cancelled is marked', async () => {
    const { url } = await link(staff, s.omar.id);
    const events = parse(await feedCalendar(t.db, url.split('/').at(-1)!, '2026-12-01'));
    expect(events.find((e) => e.uid.startsWith('unavailable-'))).toMatchObject({
      summary: 'Unavailable: Family wedding',
      start: '2026-12-18',
      end: '2026-12-25',
      isDate: true,
    });
    expect(events.some((e) => e.uid === `position-${s.stashed.id}@loadout`)).toBe(false);
    expect(events.find((e) => e.uid === `position-${s.offsite.id}@loadout`)).toMatchObject({
      summary: `Cancelled: ${s.cancelled.id} Initech Offsite (A1 Audio Engineer)`,
      status: 'CANCELLED',
    });
  });

  it('answers a browser opening the address with the calendar, not the app page', async () => {
    const { url } = await link(rae, s.rae.id);
    const res = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  });

  it('resets: the old address stops working, the new one works', async () => {
    const before = await link(rae, s.rae.id);
    const res = await rae.call({ method: 'POST', url: `/flow/feed-link/${s.rae.id}/reset` });
    expect(res.statusCode, res.body).toBe(200);
    const after = feedLinkResponse.parse(res.json());
    expect(after.url).not.toBe(before.url);
    const old = await fetchFeed(before.url);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('not_found');
    expect((await fetchFeed(after.url)).statusCode).toBe(200);
    expect((await link(rae, s.rae.id)).url).toBe(after.url);
    // Staff may reset anyone's.
    const byStaff = await staff.call({ method: 'POST', url: `/flow/feed-link/${s.rae.id}/reset` });
    expect(byStaff.statusCode).toBe(200);
    expect((await fetchFeed(after.url)).statusCode).toBe(404);
  });

  it("a DFW → SEA flight keeps both clocks; a tentative job's flight is tentative (issue 23.9)", async () => {
    const [trip] = await t.db
      .insert(travelItems)
      .values({
        contactId: s.rae.id,
        eventId: s.breakout.id,
        kind: 'flight',
        direction: 'in',
        departsAt: '2026-12-15 08:00:00',
        arrivesAt: '2026-12-15 10:30:00',
        details: 'UA 55 DFW → SEA',
      })
      .returning();
    const { url } = await link(rae, s.rae.id);
    const events = parse(await feedCalendar(t.db, url.split('/').at(-1)!, '2026-12-01'));
    expect(events.find((e) => e.uid === `travel-${trip!.id}@loadout`)).toMatchObject({
      start: '2026-12-15T14:00:00Z',
      end: '2026-12-15T18:30:00Z',
      status: 'TENTATIVE',
    });
  });

  it('SEQUENCE grows when an event changes, whoever writes it (issue 23.9)', async () => {
    const { url } = await link(rae, s.rae.id);
    const token = url.split('/').at(-1)!;
    const uid = `position-${s.galaA1.id}@loadout`;
    await t.db.execute(sql`update events set updated_at = now() - interval '1 hour' where id = ${s.gala.id}`);
    await t.db.execute(
      sql`update positions set updated_at = now() - interval '1 hour' where id = ${s.galaA1.id}`,
    );
    const before = parse(await feedCalendar(t.db, token, '2026-12-01')).find((e) => e.uid === uid)!.sequence;
    // A change that does not set updated_at itself (as a hand fix in the database would not).
    await t.db.execute(sql`update events set location = 'Hall C, Dallas TX' where id = ${s.gala.id}`);
    const after = parse(await feedCalendar(t.db, token, '2026-12-01')).find((e) => e.uid === uid)!;
    expect(after.location).toBe('Hall C, Dallas TX');
    expect(after.sequence).toBeGreaterThan(before);
  });

  it('refuses a feed link for a contact who is not a technician', async () => {
    const [vendor] = await t.db
      .insert(contacts)
      .values({ kind: 'vendor', firstName: 'Val', lastName: 'Vendor' })
      .returning();
    const res = await staff.call({ method: 'GET', url: `/flow/feed-link/${vendor!.id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only technicians have a calendar feed.');
  });

  it('refuses a made-up token', async () => {
    for (const token of ['nope.ics', 'x'.repeat(43), '.ics']) {
      const res = await t.app.inject({ method: 'GET', url: `/flow/feed/${token}` });
      expect(res.statusCode, token).toBe(404);
    }
  });
});
