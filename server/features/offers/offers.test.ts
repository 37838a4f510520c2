import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { mailingApp } from '../../../test/mailing-app.js';
import { events } from '../../domains/shows/schema.js';
import { daysUnavailable, invites, positions } from '../../domains/staffing/schema.js';
import { buildStaffingScenario } from '../labor-invites/test-fixture.js';

const env = mailingApp();

/** Staff invite the scenario's tech; the answer link is read from the mail the tech received. */
async function inviteAndReadLink() {
  const s = await buildStaffingScenario(env.t.db);
  const before = env.smtp.received.length;
  const res = await env.staff.call({
    method: 'POST',
    url: '/labor-invites/invite',
    payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = env.smtp.received[before]!;
  const url = /https:\/\/crew\.example\.test(\/offers\/[\w-]{43})/.exec(mail.text ?? '')![1]!;
  return { s, mail, path: url };
}

/**
 * A visitor with no session opens the page (getting its form token) and presses a button; `from`
 * posts again with an earlier page's token (the back button, or a forger who opened a real page).
 */
async function press(
  path: string,
  action: string,
  fields: Record<string, string>,
  from?: { visitor: Agent; token: string },
) {
  const visitor = from?.visitor ?? new Agent(env.t.app);
  const page = await visitor.call({ method: 'GET', url: path, page: true });
  const token = from?.token ?? /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const res = await visitor.call({
    method: 'POST',
    url: `${path}${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
    payload: new URLSearchParams({ ...fields, _token: token }).toString(),
  });
  return { page, res, visitor, token };
}

describe('one-tap answers', () => {
  it('mails an offer a tech can act on: Reply-To, zoned times, map, tentative .ics, the link', async () => {
    const { mail } = await inviteAndReadLink();
    expect(mail.replyTo?.value[0]?.address).toMatch(/@/);
    expect(mail.text).toMatch(/In: \w{3}, Dec 9, 7:00 AM [A-Z]{3}/);
    expect(mail.text).toContain('https://www.google.com/maps/search/?api=1&query=');
    const ics = mail.attachments.find((a) => a.filename === 'invite.ics')!;
    const vevent = new ICAL.Component(ICAL.parse(ics.content.toString())).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid).toBe('UTC');
  });

  it('a GET answers nothing; the POST accepts, confirms to the tech and tells staff; a second use says so', async () => {
    const { s, path } = await inviteAndReadLink();
    const got = await new Agent(env.t.app).call({ method: 'GET', url: path, page: true });
    expect(got.statusCode).toBe(200);
    expect(got.body).toContain('Acme Winter Gala');
    const [pending] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(pending!.isTentative).toBe(true);

    const before = env.smtp.received.length;
    const first = await press(path, '/answer', { answer: 'accept' });
    expect(first.res.statusCode, first.res.body).toBe(303);
    const [after] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(after).toMatchObject({ contactId: s.tech.id, isTentative: false });
    const sent = env.smtp.received.slice(before);
    expect(sent.map((m) => m.subject)).toEqual([
      'Confirmed: A1 Audio Engineer, Acme Winter Gala (Dec 9 – 12, 2026)',
      'Rae Lindqvist accepted: A1 Audio Engineer, Acme Winter Gala',
    ]);

    const again = await press(path, '/answer', { answer: 'decline' }, first);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.body).toContain('This offer was already accepted');
    const [still] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(still).toMatchObject({ contactId: s.tech.id, isTentative: false });
  });

  it('a decline uncrews the position and offers the dates as days unavailable, once', async () => {
    const { s, path } = await inviteAndReadLink();
    const { res, visitor } = await press(path, '/answer', { answer: 'decline' });
    expect(res.statusCode).toBe(303);
    const page = await visitor.call({ method: 'GET', url: path, page: true });
    expect(page.body).toContain('You declined this offer');
    expect(page.body).toContain('to my days unavailable');
    const add = await press(path, '/days-unavailable', {});
    expect(add.res.statusCode).toBe(200);
    expect(add.res.body).toContain('Added to your days unavailable.');
    await press(path, '/days-unavailable', {}, add);
    const rows = await env.t.db
      .select()
      .from(daysUnavailable)
      .where(eq(daysUnavailable.contactId, s.tech.id));
    expect(rows.map((r) => [r.startDate, r.endDate])).toEqual([['2026-12-09', '2026-12-12']]);
    const [p] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(p!.contactId).toBeNull();
  });

  it.each([
    ['the show is cancelled', 'This show was cancelled.'],
    ['the position is stashed', 'This position is no longer needed.'],
  ])(
    'after %s the link says why, and Accept confirms no one and mails no "Confirmed"',
    async (what, words) => {
      const { s, path } = await inviteAndReadLink();
      const open = await press(path, '', {});
      if (what.includes('cancelled'))
        await env.t.db.update(events).set({ isCancelled: true }).where(eq(events.id, s.event.id));
      else await env.t.db.update(positions).set({ isStashed: true }).where(eq(positions.id, s.position.id));
      const page = await new Agent(env.t.app).call({ method: 'GET', url: path, page: true });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This offer can no longer be answered');
      expect(page.body).toContain(words);
      expect(page.body).not.toContain('>Accept<');
      const before = env.smtp.received.length;
      const accepted = await press(path, '/answer', { answer: 'accept' }, open);
      expect(accepted.res.statusCode).toBe(410);
      expect(accepted.res.body).toContain(words);
      expect(env.smtp.received.length).toBe(before);
      const [p] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
      expect(p).toMatchObject({ contactId: s.tech.id, isTentative: true });
      const [inv] = await env.t.db.select().from(invites).where(eq(invites.positionId, s.position.id));
      expect(inv!.answer).toBe('pending');
    },
  );

  it('a forged or expired link gets a clear page and changes nothing; a post without the form token is refused', async () => {
    const { s, path } = await inviteAndReadLink();
    const real = await press(path, '', {});
    const forged = await press(`/offers/${'x'.repeat(43)}`, '/answer', { answer: 'accept' }, real);
    expect(forged.page.statusCode).toBe(404);
    expect(forged.res.body).toContain('This offer link is not valid');

    const visitor = new Agent(env.t.app);
    await visitor.call({ method: 'GET', url: path, page: true });
    const noToken = await visitor.call({
      method: 'POST',
      url: `${path}/answer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=accept',
    });
    expect(noToken.statusCode).toBe(403);

    // The position started: the link has expired.
    await env.t.db
      .update(positions)
      .set({ inAt: '2020-01-01 07:00:00' })
      .where(eq(positions.id, s.position.id));
    const late = await press(path, '/answer', { answer: 'accept' }, real);
    expect(late.res.statusCode).toBe(410);
    expect(late.res.body).toContain('This offer has expired');
    const [inv] = await env.t.db.select().from(invites).where(eq(invites.positionId, s.position.id));
    expect(inv!.answer).toBe('pending');
  });
});
