import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { dbChecksum } from '../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { techRoles } from '../../domains/people/schema.js';
import { events } from '../../domains/shows/schema.js';
import { positions } from '../../domains/staffing/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
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

const invite = (fields: Record<string, string | number | boolean>) =>
  staff.call({
    method: 'POST',
    url: '/labor-invites/invite',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries({ lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id, ...fields }).map(
        ([k, v]) => [k, String(v)],
      ),
    ).toString(),
  });
const item = async () =>
  (await staff.call({ method: 'GET', url: `/labor-invites/event-items/${s.position.id}` })).json().item;

describe('labor invites', () => {
  it('lists events in the range with their positions', async () => {
    const res = await staff.call({
      method: 'GET',
      url: '/labor-invites/events?startDate=2026-12-01&endDate=2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const event = res.json().events.find((e: { id: number }) => e.id === s.event.id);
    expect(event).toMatchObject({
      show_name: 'Acme Winter Gala',
      location: 'Grand Ballroom, Dallas TX',
      backboneURL: `/events/${s.event.id}`,
      fullStatus: 'Confirmed',
    });
    expect(event.crewable_labor_items[0]).toMatchObject({
      id: s.position.id,
      category: String(s.category.categoryNumber),
      description: 'A1 Audio Engineer',
      contact: null,
      status: 'Uncrewed',
      labor_notes: 'Blacks required',
      prettyLoadInDate: 'Wed, Dec 9, 7:00 AM',
      prettyLoadOutDate: 'Sat, Dec 12, 11:00 PM',
      prettyDateRange: 'Dec 9 – 12, 2026',
      invite_id: null,
    });
    const outside = await staff.call({
      method: 'GET',
      url: '/labor-invites/events?startDate=2027-02-01&endDate=2027-02-28',
    });
    expect(outside.json().events.some((e: { id: number }) => e.id === s.event.id)).toBe(false);
    const backwards = await staff.call({
      method: 'GET',
      url: '/labor-invites/events?startDate=2026-12-31&endDate=2026-12-01',
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('ranks invitees with the role first and says who is away or booked', async () => {
    await t.db.insert(techRoles).values({ contactId: s.other.id, categoryId: s.category.id });
    await markAway(t.db, s.tech.id, '2026-12-11', '2026-12-14', 'Vacation');
    const res = await staff.call({
      method: 'GET',
      url: `/labor-invites/contacts?lineItemID=${s.position.id}`,
    });
    const contacts = res.json().contacts;
    expect(contacts[0]).toMatchObject({ id: s.other.id, hasRole: true, availability: 'available' });
    expect(contacts.find((c: { id: number }) => c.id === s.tech.id)).toMatchObject({
      hasRole: false,
      availability: 'unavailable',
      conflicts: ['Unavailable Dec 11 – 14, 2026 (Vacation)'],
    });
  });

  it('previews the message without changing anything', async () => {
    const before = await dbChecksum(t.db);
    const res = await invite({
      isPreview: 'true',
      includesTravelDates: 'on',
      extraNotes: 'Call time is firm.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { preview, subject, to } = res.json();
    expect(subject).toBe('Work offer: A1 Audio Engineer, Acme Winter Gala (Dec 9 – 12, 2026)');
    expect(to).toBe('Rae Lindqvist <rae@example.test>');
    expect(preview).toContain('Call time is firm.');
    expect(preview).toContain('Travel');
    expect(preview).toContain('Wed, Dec 9, 7:00 AM');
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('asks for confirmation before inviting someone who is away, then sends', async () => {
    const before = await dbChecksum(t.db);
    const first = await invite({ isPreview: 'false' });
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({
      error: { code: 'confirmation_required' },
      attention: 'Rae Lindqvist: Unavailable Dec 11 – 14, 2026 (Vacation). Send the invite anyway?',
    });
    expect(await dbChecksum(t.db)).toBe(before);
    const sent = await invite({ isPreview: 'false', confirmed: 'true', extraNotes: 'See you there' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      sent: true,
      delivery: 'stored',
      item: { status: 'Tentative', is_tentative: true, contact: { id: s.tech.id, name: 'Rae Lindqvist' } },
    });
    expect(sent.json().item.invite_id).toEqual(expect.any(Number));
    expect(sent.json().item.prettyInvitationTimestamp).not.toBe('');
    const mail = await t.db.select().from(outboxMessages);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'invite', toAddress: 'Rae Lindqvist <rae@example.test>' });
    expect(mail[0]!.textBody).toContain('See you there');
    const info = await staff.call({
      method: 'GET',
      url: `/labor-invites/event-items/${s.position.id}/tentative-info`,
    });
    expect(info.json().markedTentativeBy).toMatch(/^Test User\d+ on \w{3} \d+, \d{4}, /);
  });

  it('refuses a second invite while one is open, and a decline uncrews the position', async () => {
    const again = await invite({ contactID: s.other.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Rae Lindqvist already has an invite for this position. Accept, decline or withdraw it first.',
    );
    const { invite_id } = await item();
    const declined = await staff.call({ method: 'POST', url: `/labor-invites/${invite_id}/decline` });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({
      item: { status: 'Uncrewed', contact: null, invite_id: null },
      declined: {
        contactId: s.tech.id,
        contactName: 'Rae Lindqvist',
        startDate: '2026-12-09',
        endDate: '2026-12-12',
      },
    });
    const twice = await staff.call({ method: 'POST', url: `/labor-invites/${invite_id}/accept` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This invite was already declined.');
  });

  it('accepts an invite: the position is confirmed and cannot be invited again', async () => {
    expect((await invite({ contactID: s.other.id })).statusCode).toBe(200);
    const { invite_id } = await item();
    const accepted = await staff.call({ method: 'POST', url: `/labor-invites/${invite_id}/accept` });
    expect(accepted.json().item).toMatchObject({
      status: 'Confirmed',
      is_tentative: false,
      contact: { id: s.other.id },
    });
    const crewed = await invite({ contactID: s.tech.id, confirmed: true });
    expect(crewed.json().error.message).toBe('This position is already crewed by Omar Haddad.');
    const resolve = await staff.call({
      method: 'POST',
      url: `/labor-invites/event-items/${s.position.id}/resolve`,
    });
    expect(resolve.statusCode).toBe(409);
  });

  it('resolves and un-resolves an uncrewed position; sets notes', async () => {
    const open = await buildStaffingScenario(t.db);
    const url = `/labor-invites/event-items/${open.position.id}`;
    expect((await staff.call({ method: 'POST', url: `${url}/resolve` })).json().item.labor_is_resolved).toBe(
      true,
    );
    const blocked = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: open.position.id, eventID: open.event.id, contactID: open.tech.id },
    });
    expect(blocked.statusCode).toBe(409);
    expect(
      (await staff.call({ method: 'POST', url: `${url}/unresolve` })).json().item.labor_is_resolved,
    ).toBe(false);
    const notes = await staff.call({
      method: 'POST',
      url: `${url}/notes`,
      payload: { notes: 'Bring a flashlight' },
    });
    expect(notes.json().item.labor_notes).toBe('Bring a flashlight');
    const info = await staff.call({ method: 'GET', url: `${url}/tentative-info` });
    expect(info.statusCode).toBe(409);
  });

  it('shows every write in the events list at once (its cached answer follows the changes)', async () => {
    const open = await buildStaffingScenario(t.db);
    const month = '/labor-invites/events?startDate=2026-12-01&endDate=2026-12-31';
    const positionIn = async () =>
      (await staff.call({ method: 'GET', url: month }))
        .json()
        .events.flatMap((e: { crewable_labor_items: { id: number }[] }) => e.crewable_labor_items)
        .find((p: { id: number }) => p.id === open.position.id);
    expect((await positionIn()).labor_notes).toBe('Blacks required');
    const url = `/labor-invites/event-items/${open.position.id}`;
    await staff.call({ method: 'POST', url: `${url}/notes`, payload: { notes: 'Call the PM on arrival' } });
    expect((await positionIn()).labor_notes).toBe('Call the PM on arrival');
    await staff.call({ method: 'POST', url: `${url}/resolve` });
    expect((await positionIn()).labor_is_resolved).toBe(true);
    await staff.call({ method: 'POST', url: `${url}/unresolve` });
    const sent = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: open.position.id, eventID: open.event.id, contactID: open.tech.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await positionIn()).toMatchObject({ status: 'Tentative', contact: { id: open.tech.id } });
    await staff.call({ method: 'POST', url: `/labor-invites/${(await positionIn()).invite_id}/accept` });
    expect((await positionIn()).status).toBe('Confirmed');
  });

  it("answers 'locked' on a locked bid and changes nothing", async () => {
    const locked = await buildStaffingScenario(t.db, { isLocked: true });
    const before = await dbChecksum(t.db);
    const sent = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: locked.position.id, eventID: locked.event.id, contactID: locked.tech.id },
    });
    expect(sent.statusCode).toBe(423);
    expect(sent.json().error).toMatchObject({ code: 'locked', message: 'This bid is currently locked' });
    const resolve = await staff.call({
      method: 'POST',
      url: `/labor-invites/event-items/${locked.position.id}/resolve`,
    });
    expect(resolve.json().error).toMatchObject({ code: 'locked', message: 'The bid is locked' });
    const wrongEvent = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: locked.position.id, eventID: s.event.id, contactID: locked.tech.id },
    });
    expect(wrongEvent.statusCode).toBe(400);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('refuses an invite to a cancelled show, and answers on a cancelled show or stashed position, in words', async () => {
    const cancelled = await buildStaffingScenario(t.db);
    await t.db.update(events).set({ isCancelled: true }).where(eq(events.id, cancelled.event.id));
    const before = await dbChecksum(t.db);
    const sent = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: {
        lineItemID: cancelled.position.id,
        eventID: cancelled.event.id,
        contactID: cancelled.tech.id,
      },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error.message).toBe('This show was cancelled: its positions cannot be crewed.');
    expect(await dbChecksum(t.db)).toBe(before);

    // Invited while live; then the booking side stashes the position: no answer is recorded.
    const stashed = await buildStaffingScenario(t.db);
    const invited = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: stashed.position.id, eventID: stashed.event.id, contactID: stashed.tech.id },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await t.db.update(positions).set({ isStashed: true }).where(eq(positions.id, stashed.position.id));
    const inviteId = invited.json().item.invite_id;
    for (const answer of ['accept', 'decline']) {
      const res = await staff.call({ method: 'POST', url: `/labor-invites/${inviteId}/${answer}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This position is no longer needed.');
    }
    const [p] = await t.db.select().from(positions).where(eq(positions.id, stashed.position.id));
    expect(p).toMatchObject({ contactId: stashed.tech.id, isTentative: true });
  });

  it('refuses technicians', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    expect(
      (await agent.call({ method: 'GET', url: `/labor-invites/event-items/${s.position.id}` })).statusCode,
    ).toBe(403);
  });
});
