import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.js';
import { buildContact, buildUser } from '../../../test/factories.js';
import { mailingApp } from '../../../test/mailing-app.js';
import { events } from '../../domains/shows/schema.js';
import { invites, offerRounds, positions } from '../../domains/staffing/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { currentSeq } from '../../platform/live/publish.js';
import { sweepRounds } from './rounds/sweep.js';
import { buildStaffingScenario } from './test-fixture.js';

/*
 * Issue 37.1-2: rounds (several technicians, first to accept or in order) and Withdraw, with mail
 * really delivered; the answer links are read from the mails the techs received.
 */
const env = mailingApp();
const HOUR = 3_600_000;

const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : '');
const linkOf = (m: ParsedMail) =>
  /https:\/\/crew\.example\.test(\/offers\/[\w-]{43})/.exec(m.text ?? '')![1]!;
const mailsSince = (n: number) => env.smtp.received.slice(n);
const subjectsSince = (n: number) => mailsSince(n).map((m) => `${to(m)} ${m.subject}`);

/** The scenario with a third tech. */
async function scenario() {
  const s = await buildStaffingScenario(env.t.db);
  const third = await buildContact(env.t.db, {
    firstName: 'Ana',
    lastName: 'Ruiz',
    primaryEmail: 'ana@example.test',
  });
  return { ...s, techs: [s.tech, s.other, third] };
}

/** A visitor opens the link's page and presses a button on it (the page's own form token). */
async function press(path: string, answer: 'accept' | 'decline') {
  const visitor = new Agent(env.t.app);
  const page = await visitor.call({ method: 'GET', url: path, page: true });
  const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const res = await visitor.call({
    method: 'POST',
    url: `${path}/answer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
    payload: new URLSearchParams({ answer, _token: token }).toString(),
  });
  return res;
}
const pageOf = (path: string) => new Agent(env.t.app).call({ method: 'GET', url: path, page: true });

async function startRound(
  s: Awaited<ReturnType<typeof scenario>>,
  mode: 'first' | 'order',
  answerMinutes = 240,
) {
  const res = await env.staff.call({
    method: 'POST',
    url: '/labor-invites/rounds',
    payload: {
      lineItemID: s.position.id,
      eventID: s.event.id,
      contactIDs: s.techs.map((t) => t.id),
      mode,
      answerMinutes,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item;
}

const answersOf = async (positionId: number) =>
  (
    await env.t.db
      .select({ contactId: invites.contactId, answer: invites.answer })
      .from(invites)
      .where(eq(invites.positionId, positionId))
      .orderBy(invites.id)
  ).map((r) => r.answer);

describe('withdraw is not decline (37.2)', () => {
  it('staff withdraw: the tech is told, their link and My jobs say withdrawn, no release notice', async () => {
    const s = await scenario();
    const n = env.smtp.received.length;
    const sent = await env.staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    const inviteId = sent.json().item.invite_id;
    const path = linkOf(env.smtp.received[n]!);
    const res = await env.staff.call({ method: 'POST', url: `/labor-invites/${inviteId}/withdraw` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'Uncrewed', contact: null, invite_id: null });
    expect(await answersOf(s.position.id)).toEqual(['withdrawn']);
    expect(subjectsSince(n + 1)).toEqual([
      'rae@example.test Offer withdrawn: A1 Audio Engineer, Acme Winter Gala (bid ' + s.event.id + ')',
    ]);
    const page = await pageOf(path);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This offer was withdrawn.');
    expect(page.body).not.toContain('>Accept<');

    // My jobs says so too, in place of the buttons.
    const user = await buildUser(env.t.db, { role: 'tech', contactId: s.tech.id });
    const tech = new Agent(env.t.app);
    await tech.login(user.email);
    const jobs = (await tech.call({ url: '/my-jobs' })).json();
    expect(jobs.offers).toMatchObject([{ inviteId, closed: 'This offer was withdrawn.' }]);
    const again = await tech.call({ method: 'POST', url: `/my-jobs/offers/${inviteId}/accept` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This offer was withdrawn.');

    // Staff may still record a decline given by phone: a second withdrawal of it is refused.
    const twice = await env.staff.call({ method: 'POST', url: `/labor-invites/${inviteId}/withdraw` });
    expect(twice.statusCode).toBe(409);
  });

  it('stashing a crewed position tells its tech', async () => {
    const s = await scenario();
    await env.t.db.update(positions).set({ contactId: s.tech.id }).where(eq(positions.id, s.position.id));
    await env.t.db.update(positions).set({ isStashed: true }).where(eq(positions.id, s.position.id));
    const [notice] = await env.t.db
      .select()
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.kind} = 'crew-stashed' and ${outboxMessages.toAddress} like '%rae@example.test%'`,
      );
    expect(notice!.subject).toBe(
      `No longer needed: A1 Audio Engineer on Acme Winter Gala (bid ${s.event.id})`,
    );
    expect(notice!.textBody).toContain('you are free on those dates');
  });
});

describe('first to accept (37.1)', () => {
  it('asks all three at once; the first Accept confirms, the others are told and their links say filled', async () => {
    const s = await scenario();
    const n = env.smtp.received.length;
    const live = await currentSeq(env.t.db, '/labor-invites/stream');
    const item = await startRound(s, 'first');
    expect(item).toMatchObject({ status: 'Uncrewed', round: { mode: 'first', state: 'open' } });
    expect(item.round.summary).toBe('First to accept: asked 3, waiting on 3.');
    const offers = mailsSince(n);
    expect(offers.map(to).sort()).toEqual(['ana@example.test', 'omar@example.test', 'rae@example.test']);
    const link = (who: string) => linkOf(offers.find((m) => to(m) === who)!);

    // Another invite or round on it is refused while the round is open.
    const single = await env.staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().error.message).toMatch(
      /^This position is offered to 3 technicians \(first to accept\)/,
    );

    const m = env.smtp.received.length;
    expect((await press(link('omar@example.test'), 'accept')).statusCode).toBe(303);
    const [p] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(p).toMatchObject({ contactId: s.other.id, isTentative: false });
    expect(await answersOf(s.position.id)).toEqual(['filled', 'accepted', 'filled']);
    // Sorted: the tech's mails, then the note to whoever invited (a user's address).
    expect(subjectsSince(m).sort()).toEqual([
      `ana@example.test Position filled: A1 Audio Engineer, Acme Winter Gala (bid ${s.event.id})`,
      'omar@example.test Confirmed: A1 Audio Engineer, Acme Winter Gala (Dec 9 – 12, 2026)',
      `rae@example.test Position filled: A1 Audio Engineer, Acme Winter Gala (bid ${s.event.id})`,
      expect.stringMatching(
        /^user\d+@example\.test Omar Haddad accepted: A1 Audio Engineer, Acme Winter Gala$/,
      ),
    ]);
    // The labor screen was told (a tech's answer is no staff write).
    expect(await currentSeq(env.t.db, '/labor-invites/stream')).toBeGreaterThan(live);

    const late = await press(link('rae@example.test'), 'accept');
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This position was filled.');
    const position = (await env.staff.call({ url: `/labor-invites/event-items/${s.position.id}` })).json()
      .item;
    expect(position.round.summary).toBe('First to accept: filled by Omar Haddad (3 technicians).');
  });

  it('two technicians accepting in the same instant: exactly one is confirmed, the other told, nothing doubled', async () => {
    const s = await scenario();
    const n = env.smtp.received.length;
    await startRound(s, 'first');
    const [a, b] = mailsSince(n)
      .filter((m) => to(m) !== 'ana@example.test')
      .map(linkOf);
    const m = env.smtp.received.length;
    const [ra, rb] = await Promise.all([press(a!, 'accept'), press(b!, 'accept')]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([303, 410]);
    expect((ra.statusCode === 410 ? ra : rb).body).toContain('This position was filled.');
    const answers = await answersOf(s.position.id);
    expect(answers.filter((x) => x === 'accepted')).toHaveLength(1);
    expect(answers.filter((x) => x === 'filled')).toHaveLength(2);
    const subjects = subjectsSince(m);
    expect(subjects.filter((x) => / Confirmed: /.test(x))).toHaveLength(1);
    expect(subjects.filter((x) => / Position filled: /.test(x))).toHaveLength(2);
    const [round] = await env.t.db
      .select()
      .from(offerRounds)
      .where(eq(offerRounds.positionId, s.position.id));
    expect(round!.state).toBe('filled');
  });
});

describe('in order (37.1)', () => {
  it('one at a time: a deadline passing or a decline asks the next; two sweeps at once move it once', async () => {
    const s = await scenario();
    const n = env.smtp.received.length;
    const start = Date.now();
    const item = await startRound(s, 'order', 60);
    expect(item).toMatchObject({ status: 'Tentative', contact: { id: s.tech.id } });
    expect(item.round.summary).toMatch(
      /^In order: Rae Lindqvist asked, answers by .+ [A-Z]{3}; next Omar Haddad\.$/,
    );
    expect(subjectsSince(n)).toEqual([expect.stringMatching(/^rae@example\.test Work offer: /)]);
    const rae = linkOf(env.smtp.received[n]!);

    // Not due yet: nothing moves.
    expect((await sweepRounds(env.t.db, env.t.app.mailer, new Date(start + HOUR / 2))).moved).toBe(0);
    // The hour passes: two processes sweep at the same instant; the round moves once.
    const m = env.smtp.received.length;
    const later = new Date(start + HOUR + 60_000);
    const sweeps = await Promise.all([
      sweepRounds(env.t.db, env.t.app.mailer, later),
      sweepRounds(env.t.db, env.t.app.mailer, later),
    ]);
    expect(sweeps.reduce((k, x) => k + x.moved, 0)).toBe(1);
    expect(subjectsSince(m).sort()).toEqual([
      expect.stringMatching(/^omar@example\.test Work offer: /),
      `rae@example.test Offer closed: A1 Audio Engineer, Acme Winter Gala (bid ${s.event.id})`,
    ]);
    expect(await answersOf(s.position.id)).toEqual(['expired', 'pending', 'queued']);
    expect((await pageOf(rae)).body).toContain('The time to answer this offer ran out.');

    // Omar declines by link: Ana is asked at once.
    const omar = linkOf(mailsSince(m).find((x) => to(x) === 'omar@example.test')!);
    const k = env.smtp.received.length;
    expect((await press(omar, 'decline')).statusCode).toBe(303);
    expect(subjectsSince(k)).toContainEqual(expect.stringMatching(/^ana@example\.test Work offer: /));
    const [p] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(p).toMatchObject({ contactId: s.techs[2]!.id, isTentative: true });

    // Ana lets it run out too: no one is left, the round ends and the position is uncrewed.
    await sweepRounds(env.t.db, env.t.app.mailer, new Date(Date.now() + HOUR + 60_000));
    expect(await answersOf(s.position.id)).toEqual(['expired', 'declined', 'expired']);
    const position = (await env.staff.call({ url: `/labor-invites/event-items/${s.position.id}` })).json()
      .item;
    expect(position).toMatchObject({ status: 'Uncrewed', round: { state: 'exhausted' } });
  });

  it('withdrawing a round tells those asked and asks no one else', async () => {
    const s = await scenario();
    const item = await startRound(s, 'order');
    const n = env.smtp.received.length;
    const res = await env.staff.call({
      method: 'POST',
      url: `/labor-invites/rounds/${item.round.id}/withdraw`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ status: 'Uncrewed', round: { state: 'withdrawn' } });
    expect(subjectsSince(n)).toEqual([expect.stringMatching(/^rae@example\.test Offer withdrawn: /)]);
    expect(await answersOf(s.position.id)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
    expect((await sweepRounds(env.t.db, env.t.app.mailer, new Date(Date.now() + 10 * HOUR))).moved).toBe(0);
  });

  it('a locked bid: the tech reads "on hold" and whoever invited is told', async () => {
    const s = await scenario();
    const n = env.smtp.received.length;
    await startRound(s, 'first');
    const link = linkOf(mailsSince(n).find((m) => to(m) === 'rae@example.test')!);
    await env.t.db.update(events).set({ isLocked: true }).where(eq(events.id, s.event.id));
    const m = env.smtp.received.length;
    const res = await press(link, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This offer is on hold');
    expect(res.body).toContain('Staff will be in touch');
    expect(subjectsSince(m)).toEqual([
      expect.stringMatching(/ On hold: Rae Lindqvist tried to accept A1 Audio Engineer, Acme Winter Gala$/),
    ]);
    expect(await answersOf(s.position.id)).toEqual(['pending', 'pending', 'pending']);
  });

  it('refuses a round of one, a listed-twice technician and a deadline under 15 minutes, changing nothing', async () => {
    const s = await scenario();
    for (const [contactIDs, answerMinutes] of [
      [[s.tech.id], 60],
      [[s.tech.id, s.tech.id], 60],
      [[s.tech.id, s.other.id], 5],
    ] as const) {
      const res = await env.staff.call({
        method: 'POST',
        url: '/labor-invites/rounds',
        payload: { lineItemID: s.position.id, eventID: s.event.id, contactIDs, mode: 'order', answerMinutes },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await answersOf(s.position.id)).toEqual([]);
  });
});

describe('the offer page (37.8)', () => {
  it('a mail link pre-selects its answer and still asks the tap; a lost session shows the page again', async () => {
    const s = await scenario();
    const n = env.smtp.received.length;
    await env.staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    const mail = env.smtp.received[n]!;
    const path = linkOf(mail);
    expect(mail.html).toContain(`${path}?answer=decline"`);
    expect(mail.html).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/[^"]+">Grand Ballroom, Dallas TX<\/a>/,
    );
    const chosen = await pageOf(`${path}?answer=decline`);
    expect(chosen.body).toContain('Yes, decline');
    expect(await answersOf(s.position.id)).toEqual(['pending']);

    // The form posted from a page whose cookie is gone: the page again, a fresh token, nothing answered.
    const stranger = new Agent(env.t.app);
    const lost = await stranger.call({
      method: 'POST',
      url: `${path}/answer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      payload: new URLSearchParams({ answer: 'accept', _token: 'stale' }).toString(),
    });
    expect(lost.statusCode).toBe(403);
    expect(lost.headers['content-type']).toMatch(/^text\/html/);
    expect(lost.body).toContain('This page had expired, so nothing was answered.');
    expect(await answersOf(s.position.id)).toEqual(['pending']);
    const token = /name="_token" value="([^"]+)"/.exec(lost.body)![1]!;
    const again = await stranger.call({
      method: 'POST',
      url: `${path}/answer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
      payload: new URLSearchParams({ answer: 'accept', _token: token }).toString(),
    });
    expect(again.statusCode).toBe(303);
    expect(await answersOf(s.position.id)).toEqual(['accepted']);
    // Answered: the time it was answered carries its zone.
    expect((await pageOf(path)).body).toMatch(
      /This offer was already accepted on \w{3} \d+, \d{4}, \d+:\d\d [AP]M [A-Z]{3}/,
    );
  });
});
