import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';

let t: TestApp;
let staff: Agent;
let tech: Agent;
/** What the app put in its outbox (no SMTP in this test: messages are stored). */
const sent = () => t.db.select().from(outboxMessages).orderBy(outboxMessages.id);

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  await buildEvent(t.db, {
    id: 31001,
    showName: 'Initech Offsite',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
  });
  await buildEvent(t.db, {
    id: 31002,
    showName: 'Hooli Keynote',
    startDate: '2026-12-01',
    endDate: '2026-12-01',
  });
});
afterAll(() => t.close());

const add = async (eventId: number, comment: string) => {
  const res = await staff.call({ method: 'POST', url: '/comments', payload: { eventId, comment } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().comment as { id: number };
};

describe('comments', () => {
  it('lists events with unresolved comments as header rows, soonest show first', async () => {
    const a = await add(31001, 'Need the truck pack by Tuesday');
    await add(31002, 'Client asked for a second confidence monitor');
    await add(31001, 'Confirm the rigging plot');
    const res = await staff.call({ method: 'GET', url: '/comments/lazy' });
    expect(res.statusCode).toBe(200);
    const { events } = res.json();
    expect(events.map((e: { id: number }) => e.id)).toEqual([31002, 31001]);
    expect(events[1]).toMatchObject({ show_name: 'Initech Offsite', prettyDateRange: 'Dec 10 – 12, 2026' });
    expect(events[1].unresolvedComments.map((c: { comment: string }) => c.comment)).toEqual([
      'Need the truck pack by Tuesday',
      'Confirm the rigging plot',
    ]);
    expect(events[1].unresolvedComments[0]).toMatchObject({ id: a.id, event_id: 31001, isResolved: false });
    expect(events[1].unresolvedComments[0].creatorName).toMatch(/^Test User/);
    expect(events[1].unresolvedComments[0].prettyTimestamp).toMatch(
      /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );
  });

  it('resolves with and without an alert; the event goes when its last one is resolved', async () => {
    const list = (await staff.call({ method: 'GET', url: '/comments/lazy' })).json().events;
    const [first, second] = list.find((e: { id: number }) => e.id === 31001).unresolvedComments;
    const quiet = await staff.call({
      method: 'POST',
      url: `/comments/${first.id}/resolve`,
      payload: { shouldAlert: false },
    });
    expect(quiet.json()).toMatchObject({
      alerted: false,
      eventHasUnresolved: true,
      comment: { isResolved: true },
    });
    expect(await sent()).toHaveLength(0);
    const loud = await staff.call({
      method: 'POST',
      url: `/comments/${second.id}/resolve`,
      payload: { shouldAlert: true },
    });
    expect(loud.json()).toMatchObject({ alerted: true, eventHasUnresolved: false });
    const [mail, ...more] = await sent();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      subject: 'Comment resolved on bid 31001',
      kind: 'comment-resolved',
      status: 'stored',
    });
    expect(mail!.textBody).toContain('Confirm the rigging plot');
    const after = (await staff.call({ method: 'GET', url: '/comments/lazy' })).json().events;
    expect(after.map((e: { id: number }) => e.id)).toEqual([31002]);
    const again = await staff.call({ method: 'POST', url: `/comments/${second.id}/resolve`, payload: {} });
    expect(again.statusCode).toBe(409);
  });

  it("writes the alert in the resolve's transaction: no message, no resolve", async () => {
    const c = await add(31002, 'Check the projector lamp hours');
    const unresolved = async () =>
      (await staff.call({ method: 'GET', url: '/comments?eventId=31002' }))
        .json()
        .comments.filter((x: { id: number; isResolved: boolean }) => x.id === c.id && !x.isResolved);
    const before = (await sent()).length;
    // The outbox refuses this kind of message, as a full disk or a lost connection would refuse it.
    await t.db.execute(
      sql`alter table outbox_messages add constraint test_no_alerts check (kind <> 'comment-resolved') not valid`,
    );
    try {
      const res = await staff.call({
        method: 'POST',
        url: `/comments/${c.id}/resolve`,
        payload: { shouldAlert: true },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table outbox_messages drop constraint test_no_alerts`);
    }
    expect(await unresolved()).toHaveLength(1);
    expect(await sent()).toHaveLength(before);
    // Once the message can be written, both are.
    const res = await staff.call({
      method: 'POST',
      url: `/comments/${c.id}/resolve`,
      payload: { shouldAlert: true },
    });
    expect(res.json()).toMatchObject({ alerted: true, comment: { isResolved: true } });
    expect(await unresolved()).toHaveLength(0);
    expect((await sent()).slice(before).map((m) => m.kind)).toEqual(['comment-resolved']);
  });

  it("answers an event's comments, resolved ones too", async () => {
    const res = await staff.call({ method: 'GET', url: '/comments?eventId=31001' });
    expect(res.json().comments.map((c: { isResolved: boolean }) => c.isResolved)).toEqual([true, true]);
  });

  it('refuses techs, unknown ids, empty comments and bad input, changing nothing', async () => {
    expect((await tech.call({ method: 'GET', url: '/comments/lazy' })).statusCode).toBe(403);
    expect((await tech.call({ method: 'POST', url: '/comments/1/resolve', payload: {} })).statusCode).toBe(
      403,
    );
    expect(
      (await staff.call({ method: 'POST', url: '/comments/999999/resolve', payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (await staff.call({ method: 'POST', url: '/comments', payload: { eventId: 999999, comment: 'x' } }))
        .statusCode,
    ).toBe(404);
    const empty = await staff.call({
      method: 'POST',
      url: '/comments',
      payload: { eventId: 31001, comment: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.comment).toBe('Please enter a comment');
    const shouldAlert = await staff.call({
      method: 'POST',
      url: '/comments/1/resolve',
      payload: { shouldAlert: 'yes' },
    });
    expect(shouldAlert.statusCode).toBe(400);
    expect((await staff.call({ method: 'GET', url: '/comments?eventId=abc' })).statusCode).toBe(400);
  });
});
