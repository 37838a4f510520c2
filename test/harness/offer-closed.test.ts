import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../server/domains/shows/schema.js';
import { invites, positions } from '../../server/domains/staffing/schema.js';
import { buildStaffingScenario } from '../../server/features/labor-invites/test-fixture.js';
import { outboxMessages } from '../../server/platform/db/schema/outbox.js';
import { Agent } from '../agent.js';
import { buildUser } from '../factories.js';
import { mailingApp } from '../mailing-app.js';
import { dbChecksum } from './checksum.js';

/*
 * An offer is answerable only while its show is live and its position open. Once the booking side
 * cancels the show or stashes the position, no way of answering (the link, My jobs, staff recording
 * it) confirms anyone or mails a "Confirmed"; each says why, and staff cannot invite to a
 * cancelled show either. Every refusal changes nothing.
 */
const env = mailingApp();

const CLOSE = {
  'the show is cancelled': {
    words: 'This show was cancelled.',
    close: (s: Scenario) =>
      env.t.db.update(events).set({ isCancelled: true }).where(eq(events.id, s.event.id)),
  },
  'the position is stashed': {
    words: 'This position is no longer needed.',
    close: (s: Scenario) =>
      env.t.db.update(positions).set({ isStashed: true }).where(eq(positions.id, s.position.id)),
  },
};
type Scenario = Awaited<ReturnType<typeof buildStaffingScenario>>;

/** An invite sent to the scenario's tech; its link read from the mail, and the tech signed in. */
async function offer() {
  const s = await buildStaffingScenario(env.t.db);
  const count = env.smtp.received.length;
  const res = await env.staff.call({
    method: 'POST',
    url: '/labor-invites/invite',
    payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const link = /https:\/\/crew\.example\.test(\/offers\/[\w-]{43})/.exec(
    env.smtp.received[count]!.text ?? '',
  )![1]!;
  const [inv] = await env.t.db.select().from(invites).where(eq(invites.positionId, s.position.id));
  const tech = new Agent(env.t.app);
  const user = await buildUser(env.t.db, { role: 'tech', contactId: s.tech.id });
  expect((await tech.login(user.email)).statusCode).toBe(200);
  return { s, link, inviteId: inv!.id, tech };
}

const confirmations = async () =>
  (await env.t.db.select().from(outboxMessages)).filter((m) => m.kind.startsWith('offer-')).length;

describe.each(Object.entries(CLOSE))('an offer after %s', (_, { words, close }) => {
  it('cannot be answered by its link, by My jobs or by staff: each says why, nothing changes, nothing is mailed', async () => {
    const { s, link, inviteId, tech } = await offer();
    // The tech opened the offer while it was open (so holds its form token); then it closed.
    const visitor = new Agent(env.t.app);
    const open = await visitor.call({ method: 'GET', url: link, page: true });
    const form = /name="_token" value="([^"]+)"/.exec(open.body)![1]!;
    await close(s);
    const page = await visitor.call({ method: 'GET', url: link, page: true });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(words);
    expect(page.body).not.toContain('name="answer"');
    const mails = env.smtp.received.length;
    const mailed = await confirmations();
    const before = await dbChecksum(env.t.db);

    for (const answer of ['accept', 'decline']) {
      const byLink = await visitor.call({
        method: 'POST',
        url: `${link}/answer`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
        payload: new URLSearchParams({ answer, _token: form }).toString(),
      });
      expect(byLink.statusCode).toBe(410);
      expect(byLink.body).toContain(words);
      const mine = await tech.call({ method: 'POST', url: `/my-jobs/offers/${inviteId}/${answer}` });
      expect(mine.statusCode).toBe(409);
      expect(mine.json().error.message).toBe(words);
      const recorded = await env.staff.call({ method: 'POST', url: `/labor-invites/${inviteId}/${answer}` });
      expect(recorded.statusCode).toBe(409);
      expect(recorded.json().error.message).toBe(words);
    }
    // My jobs shows the offer with the reason and no way to answer it.
    const jobs = await tech.call({ method: 'GET', url: '/my-jobs' });
    expect(jobs.json().offers).toEqual([expect.objectContaining({ inviteId, closed: words })]);

    expect(await dbChecksum(env.t.db)).toBe(before);
    expect(await confirmations()).toBe(mailed);
    expect(env.smtp.received.length).toBe(mails);
    const [p] = await env.t.db.select().from(positions).where(eq(positions.id, s.position.id));
    expect(p).toMatchObject({ contactId: s.tech.id, isTentative: true });
  });
});

describe('an invite to a cancelled show', () => {
  it('is refused in words (preview and send) and changes nothing', async () => {
    const s = await buildStaffingScenario(env.t.db);
    await env.t.db.update(events).set({ isCancelled: true }).where(eq(events.id, s.event.id));
    const before = await dbChecksum(env.t.db);
    const mails = env.smtp.received.length;
    for (const isPreview of [true, false]) {
      const res = await env.staff.call({
        method: 'POST',
        url: '/labor-invites/invite',
        payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id, isPreview },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This show was cancelled: its positions cannot be crewed.');
    }
    expect(await dbChecksum(env.t.db)).toBe(before);
    expect(env.smtp.received.length).toBe(mails);
  });
});
