import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites } from '../../server/domains/staffing/schema.js';
import { buildStaffingScenario } from '../../server/features/labor-invites/test-fixture.js';
import { Agent } from '../agent.js';
import { buildUser } from '../factories.js';
import { mailingApp } from '../mailing-app.js';
import { dbChecksum } from './checksum.js';

/**
 * The crew's answer rights (issue 22): an offer link's token answers its own invite and no other;
 * a signed-in tech answers only invites to their own contact. Refusals change nothing.
 */
const env = mailingApp();

/** Two invites (two positions, two techs); each link read from the mail its tech received. */
async function twoOffers() {
  const a = await buildStaffingScenario(env.t.db);
  const b = await buildStaffingScenario(env.t.db);
  const links: string[] = [];
  const ids: number[] = [];
  for (const [s, contact] of [
    [a, a.tech],
    [b, b.other],
  ] as const) {
    const count = env.smtp.received.length;
    const res = await env.staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: contact.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [inv] = await env.t.db.select().from(invites).where(eq(invites.positionId, s.position.id));
    const mail = env.smtp.received[count]!;
    links.push(/https:\/\/crew\.example\.test(\/offers\/[\w-]{43})/.exec(mail.text ?? '')![1]!);
    ids.push(inv!.id);
  }
  return { a, b, links, ids };
}

const answerOf = async (id: number) =>
  (await env.t.db.select().from(invites).where(eq(invites.id, id)))[0]!.answer;

/** A visitor with no session and the form token of an offer page they opened. */
async function visitorOf(path: string) {
  const visitor = new Agent(env.t.app);
  const page = await visitor.call({ method: 'GET', url: path, page: true });
  return { visitor, token: /name="_token" value="([^"]+)"/.exec(page.body)![1]! };
}

async function answerByLink(
  path: string,
  answer: 'accept' | 'decline',
  { visitor, token } = { visitor: new Agent(env.t.app), token: '' },
) {
  return visitor.call({
    method: 'POST',
    url: `${path}/answer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
    payload: new URLSearchParams({ answer, _token: token }).toString(),
  });
}

describe('offer links and My jobs answers', () => {
  it("a link's token answers its own invite, never another", async () => {
    const { links, ids } = await twoOffers();
    const as = await visitorOf(links[0]!);
    expect((await answerByLink(links[0]!, 'accept', as)).statusCode).toBe(303);
    expect(await answerOf(ids[0]!)).toBe('accepted');
    expect(await answerOf(ids[1]!)).toBe('pending');
    // Used again, or altered by one character, it reaches no invite: nothing changes.
    const before = await dbChecksum(env.t.db);
    expect((await answerByLink(links[0]!, 'decline', as)).statusCode).toBe(409);
    const altered = links[0]!.slice(0, -1) + (links[0]!.endsWith('A') ? 'B' : 'A');
    expect((await answerByLink(altered, 'decline', as)).statusCode).toBe(404);
    // Without the page's form token a post is refused before any answer is written (the tech
    // gets the page again with a fresh token).
    expect((await answerByLink(links[1]!, 'accept')).statusCode).toBe(403);
    expect(await answerOf(ids[0]!)).toBe('accepted');
    expect(await answerOf(ids[1]!)).toBe('pending');
    expect(await dbChecksum(env.t.db)).toBe(before);
  });

  it("a signed-in tech answers only their own contact's invites (403 not_yours otherwise, nothing changes)", async () => {
    const { a, ids } = await twoOffers();
    const own = await buildUser(env.t.db, { role: 'tech', contactId: a.tech.id });
    const tech = new Agent(env.t.app);
    expect((await tech.login(own.email)).statusCode).toBe(200);
    const before = await dbChecksum(env.t.db);
    const other = await tech.call({ method: 'POST', url: `/my-jobs/offers/${ids[1]}/accept` });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('not_yours');
    expect(await dbChecksum(env.t.db)).toBe(before);
    const mine = await tech.call({ method: 'POST', url: `/my-jobs/offers/${ids[0]}/decline` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().declined).toEqual({ startDate: '2026-12-09', endDate: '2026-12-12' });
    expect(await answerOf(ids[0]!)).toBe('declined');
    expect(await answerOf(ids[1]!)).toBe('pending');
    const again = await tech.call({ method: 'POST', url: `/my-jobs/offers/${ids[0]}/accept` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^This offer was already declined/);
  });
});
