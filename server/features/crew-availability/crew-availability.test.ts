import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { buildCategory, buildContact, buildEvent, buildUser } from '../../../test/factories.js';
import { mailingApp } from '../../../test/mailing-app.js';
import { daysUnavailable, invites, offerRounds, positions } from '../../domains/staffing/schema.js';
import { addDays, todayIso } from '../../platform/dates.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { selectRows } from '../../platform/db/types.js';
import { AVAILABILITY_TOKEN_MASK } from './links.js';
import { availabilityAsks, availabilityRequests } from './schema.js';

/*
 * Issue 37.3: availability requests with mail really delivered. Staff ask three techs, each
 * answers (by the mail's link, or on My jobs), staff read the tally and turn the yeses into a
 * first-to-accept round. The links are read from the mails the techs received.
 */
const env = mailingApp();
const start = addDays(todayIso(), 20);
const end = addDays(start, 1);

const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : '');
const linkOf = (m: ParsedMail) =>
  /https:\/\/crew\.example\.test(\/availability\/[\w-]{43})/.exec(m.text ?? '')![1]!;

async function scenario() {
  const db = env.t.db;
  const event = await buildEvent(db, { showName: 'Acme Winter Gala', startDate: start, endDate: end });
  const category = await buildCategory(db, { isLabor: true, description: 'A1 Audio Engineer' });
  const [position] = await db
    .insert(positions)
    .values({
      eventId: event.id,
      categoryId: category.id,
      description: 'A1 Audio Engineer',
      inAt: `${start} 07:00:00`,
      outAt: `${end} 23:00:00`,
    })
    .returning();
  const techs = [];
  for (const [firstName, lastName] of [
    ['Rae', 'Lindqvist'],
    ['Omar', 'Haddad'],
    ['Ana', 'Ruiz'],
  ] as const)
    techs.push(
      await buildContact(db, {
        firstName,
        lastName,
        primaryEmail: `${firstName.toLowerCase()}@example.test`,
      }),
    );
  return { event, position: position!, techs };
}

/** A visitor opens the link's page (with the mail's chosen answer) and taps the confirming button. */
async function press(path: string, answer: 'yes' | 'no' | 'maybe') {
  const visitor = new Agent(env.t.app);
  const page = await visitor.call({ method: 'GET', url: `${path}?answer=${answer}`, page: true });
  const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const res = await visitor.call({
    method: 'POST',
    url: `${path}/answer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
    payload: new URLSearchParams({ answer, _token: token }).toString(),
  });
  return { page, res };
}

const answersOf = async (requestId: number) =>
  (
    await env.t.db
      .select({ contactId: availabilityAsks.contactId, answer: availabilityAsks.answer })
      .from(availabilityAsks)
      .where(eq(availabilityAsks.requestId, requestId))
      .orderBy(availabilityAsks.id)
  ).map((r) => r.answer);

describe('availability requests (issue 37.3)', () => {
  it('asks, takes answers by link and My jobs, shows the tally, and turns the yeses into a round', async () => {
    const s = await scenario();
    const before = env.smtp.received.length;
    const sent = await env.staff.call({
      method: 'POST',
      url: '/availability-requests',
      payload: {
        startDate: start,
        endDate: end,
        note: 'Load-in at 7.',
        eventId: s.event.id,
        contactIds: s.techs.map((t) => t.id),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { item, delivery } = sent.json();
    expect(delivery).toBe('sent');
    expect(item.tally).toEqual({ yes: 0, no: 0, maybe: 0, pending: 3 });

    // Each tech got the question, with their own link (drawn as the mail left: not in the outbox).
    const mails = env.smtp.received.slice(before);
    expect(mails.map(to).sort()).toEqual(['ana@example.test', 'omar@example.test', 'rae@example.test']);
    const mail = mails.find((m) => to(m) === 'rae@example.test')!;
    expect(mail.subject).toMatch(/^Are you free .+\? \(Acme Winter Gala \(bid \d+\)\)$/);
    expect(mail.text).toContain('Load-in at 7.');
    expect(mail.text).toContain('This is not an offer yet');
    expect(mail.html).toContain('?answer=maybe');
    const linkFor = (email: string) => linkOf(mails.find((m) => to(m) === email)!);
    // The outbox staff read holds the mask, not the link; the table holds the token's hash only.
    const stored = await env.t.db
      .select({ text: outboxMessages.textBody })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'availability-request'));
    expect(stored.map((m) => m.text.includes(AVAILABILITY_TOKEN_MASK))).toEqual([true, true, true]);
    const token = linkFor('rae@example.test').split('/').pop()!;
    expect(stored.some((m) => m.text.includes(token))).toBe(false);

    // A GET (a mail scanner) answers nothing; the page asks the one confirming tap.
    const scanner = await new Agent(env.t.app).call({
      method: 'GET',
      url: `${linkFor('rae@example.test')}?answer=yes`,
      page: true,
    });
    expect(scanner.statusCode).toBe(200);
    expect(scanner.body).toContain('Tap <strong>Yes, I am free</strong> to confirm.');
    expect(await answersOf(item.id)).toEqual(['pending', 'pending', 'pending']);

    // Rae: Yes by link. Omar: Maybe, then No (plans change; the page offers to answer again).
    const rae = await press(linkFor('rae@example.test'), 'yes');
    expect(rae.res.statusCode).toBe(303);
    await press(linkFor('omar@example.test'), 'maybe');
    const omar = await press(linkFor('omar@example.test'), 'no');
    expect(omar.page.body).toContain('You answered <strong>Maybe</strong>');
    // A forged or mistyped link is no ask.
    const forged = await new Agent(env.t.app).call({
      method: 'GET',
      url: `/availability/${'x'.repeat(43)}`,
      page: true,
    });
    expect(forged.statusCode).toBe(404);

    // Ana: Yes on My jobs, signed in as herself; she sees only her own asks and cannot answer Rae's.
    const anaUser = await buildUser(env.t.db, { role: 'tech', contactId: s.techs[2]!.id });
    const ana = new Agent(env.t.app);
    expect((await ana.login(anaUser.email)).statusCode).toBe(200);
    const mine = (await ana.call({ method: 'GET', url: '/my-availability' })).json().asks;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ showName: 'Acme Winter Gala', answer: 'pending', note: 'Load-in at 7.' });
    const raeAsk = item.asks.find((a: { contactId: number }) => a.contactId === s.techs[0]!.id);
    const notHers = await ana.call({
      method: 'POST',
      url: `/my-availability/${raeAsk.id}/answer`,
      payload: { answer: 'no' },
    });
    expect(notHers.statusCode).toBe(403);
    const yes = await ana.call({
      method: 'POST',
      url: `/my-availability/${mine[0].id}/answer`,
      payload: { answer: 'yes' },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    // Staff-only calls are not hers.
    expect((await ana.call({ method: 'GET', url: '/availability-requests' })).statusCode).toBe(403);

    // The tally: who said what (yeses first, earliest first), who has not answered.
    const tally = (await env.staff.call({ method: 'GET', url: `/availability-requests/${item.id}` })).json()
      .item;
    expect(tally.tally).toEqual({ yes: 2, no: 1, maybe: 0, pending: 0 });
    expect(tally.asks.map((a: { name: string; answer: string }) => `${a.name} ${a.answer}`)).toEqual([
      'Rae Lindqvist yes',
      'Ana Ruiz yes',
      'Omar Haddad no',
    ]);
    const list = (await env.staff.call({ method: 'GET', url: '/availability-requests' })).json().requests;
    expect(list.map((r: { id: number }) => r.id)).toContain(item.id);

    // Each answer is in the tech's History (drawing a link's token as its mail left is not).
    const history = await selectRows<{ n: number }>(
      env.t.db,
      sql`select count(*)::int as n from audit_entries where table_name = 'availability_asks' and action = 'update'`,
    );
    expect(history[0]!.n).toBe(4);

    // A Yes books nothing and a No adds no days unavailable.
    expect(
      (await env.t.db.select().from(positions).where(eq(positions.id, s.position.id)))[0]!.contactId,
    ).toBeNull();
    expect(
      await env.t.db.select().from(daysUnavailable).where(eq(daysUnavailable.contactId, s.techs[1]!.id)),
    ).toEqual([]);

    // One step: the yeses get a first-to-accept round, each a Work offer mail.
    const offersBefore = env.smtp.received.length;
    const offered = await env.staff.call({
      method: 'POST',
      url: `/availability-requests/${item.id}/offer`,
      payload: { lineItemID: s.position.id, eventID: s.event.id, mode: 'first' },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({ offered: 2, delivery: 'sent' });
    expect(offered.json().item.round).toMatchObject({ mode: 'first' });
    const [round] = await env.t.db
      .select()
      .from(offerRounds)
      .where(eq(offerRounds.positionId, s.position.id));
    expect(round).toMatchObject({ mode: 'first', state: 'open' });
    const asked = await env.t.db
      .select()
      .from(invites)
      .where(eq(invites.roundId, round!.id))
      .orderBy(invites.id);
    expect(asked.map((i) => i.contactId)).toEqual([s.techs[0]!.id, s.techs[2]!.id]);
    expect(
      env.smtp.received
        .slice(offersBefore)
        .filter((m) => m.subject?.startsWith('Work offer:'))
        .map(to)
        .sort(),
    ).toEqual(['ana@example.test', 'rae@example.test']);
  });

  it('refuses what cannot be asked or offered, in words', async () => {
    const s = await scenario();
    const ask = (payload: object) =>
      env.staff.call({ method: 'POST', url: '/availability-requests', payload });
    const past = await ask({
      startDate: addDays(todayIso(), -3),
      endDate: addDays(todayIso(), -2),
      contactIds: [s.techs[0]!.id],
    });
    expect(past.statusCode).toBe(400);
    const reversed = await ask({ startDate: end, endDate: start, contactIds: [s.techs[0]!.id] });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toHaveProperty('endDate');
    const noMail = await buildContact(env.t.db, { firstName: 'No', lastName: 'Mail', primaryEmail: null });
    const refused = await ask({ startDate: start, endDate: end, contactIds: [noMail.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('No Mail has no email address on file.');

    // Nobody said yes yet: nothing to offer. One yes: a plain invite.
    const sent = await ask({ startDate: start, endDate: end, contactIds: [s.techs[0]!.id, s.techs[1]!.id] });
    const { item } = sent.json();
    const offer = () =>
      env.staff.call({
        method: 'POST',
        url: `/availability-requests/${item.id}/offer`,
        payload: { lineItemID: s.position.id, eventID: s.event.id },
      });
    const none = await offer();
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe('No one has said yes yet.');
    const [mail] = env.smtp.received.filter((m) => to(m) === 'rae@example.test').slice(-1);
    await press(linkOf(mail!), 'yes');
    const one = await offer();
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ offered: 1 });
    expect(one.json().item).toMatchObject({ status: 'Tentative' });
    // The position is taken now: labor invites' own rule refuses a second offer.
    const again = await offer();
    expect(again.statusCode).toBe(409);

    // A page whose cookie was lost (no anti-forgery token) is shown again with a fresh one.
    const lost = await new Agent(env.t.app).call({
      method: 'POST',
      url: `${linkOf(mail!)}/answer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      payload: 'answer=no',
    });
    expect(lost.statusCode).toBe(403);
    expect(lost.body).toContain('This page had expired, so nothing was answered.');

    // Past dates: the link says so and answers nothing.
    await env.t.db
      .update(availabilityRequests)
      .set({ startDate: addDays(todayIso(), -3), endDate: addDays(todayIso(), -2) })
      .where(eq(availabilityRequests.id, item.id));
    const late = await press(linkOf(mail!), 'no');
    expect(late.page.statusCode).toBe(410);
    expect(late.page.body).toContain('These dates have passed');
    expect(await answersOf(item.id)).toEqual(['yes', 'pending']);
  });
});
