import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, positions } from '../../server/domains/staffing/schema.js';
import { buildStaffingScenario } from '../../server/features/labor-invites/test-fixture.js';
import { buildPullScenario } from '../../server/features/show-pulls/test-fixture.js';
import { outboxMessages } from '../../server/platform/db/schema/outbox.js';
import { type Agent, loginAs } from '../agent.js';
import { buildContact } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Many writes at once on one pull, and on one position, from several sessions (issue 10): every answer is a clear one
 * (200, or a 4xx saying why), totals come out exact, nothing is lost, nothing hangs.
 */
let t: TestApp;
let sessions: Agent[];
let s: Awaited<ReturnType<typeof buildPullScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  sessions = [];
  for (let i = 0; i < 4; i++) sessions.push((await loginAs(t.app, t.db, 'staff')).agent);
  s = await buildPullScenario(t.db, 43001);
});
afterAll(() => t.close());

const line = async (categoryId: number) => {
  const v = (await sessions[0]!.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();
  return v.pullItems.find(
    (i: { category_id: number; isCustom: boolean }) => i.category_id === categoryId && !i.isCustom,
  );
};

describe('simultaneous writes on one pull', () => {
  it('adds 40 system quantities from 4 sessions at once and the total is exact', async () => {
    const calls = Array.from({ length: 40 }, (_, i) =>
      sessions[i % 4]!.call({
        method: 'POST',
        url: '/show-pull/item/system-assignment/add',
        payload: {
          showPullID: s.main.id,
          categoryID: s.categories.xlr.id,
          systemCategoryID: s.categories.system.id,
          qty: 1,
        },
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    expect(await line(s.categories.xlr.id)).toMatchObject({ quantity: 40, minimum: { systemQty: 40 } });
  });

  it('assigns different bid items and edits quantities at once without losing any', async () => {
    const assigns = [s.items.mic, s.items.stands, s.items.console].map((item, i) =>
      sessions[i]!.call({
        method: 'POST',
        url: '/show-pull/event-item/assign',
        payload: { showPullID: s.main.id, eventItemID: item.id, qty: item.qtyRequired },
      }),
    );
    const edits = Array.from({ length: 12 }, (_, i) =>
      sessions[i % 4]!.call({
        method: 'POST',
        url: '/show-pull/item/qty/update',
        payload: { showPullID: s.main.id, categoryID: s.categories.xlr.id, qty: 40 + i },
      }),
    );
    const answers = await Promise.all([...assigns, ...edits]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(15).fill(200));
    expect((await line(s.categories.sm58.id)).quantity).toBe(12);
    expect((await line(s.categories.stand.id)).quantity).toBe(8);
    // The edits ran one after another (the pull is locked per write): the last to commit wins, whole.
    expect((await line(s.categories.xlr.id)).quantity).toBeGreaterThanOrEqual(40);
  });

  it('gives one of two racing assigns of the same item a clear refusal, not a duplicate', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map((i) =>
        sessions[i]!.call({
          method: 'POST',
          url: '/show-pull/event-item/assign',
          payload: { showPullID: s.second.id, eventItemID: s.items.stands.id + 0, qty: 1 },
        }),
      ),
    );
    const codes = [a!.statusCode, b!.statusCode].sort();
    // The stands are fully assigned on the main pull already: both are refused with the reason.
    expect(codes).toEqual([409, 409]);
    expect(a!.json().error.message).toBe('This item is fully assigned');
  });
});

describe('simultaneous writes on one position', () => {
  const invite = (agent: Agent, p: { position: { id: number }; event: { id: number } }, contactID: number) =>
    agent.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: p.position.id, eventID: p.event.id, contactID, confirmed: true },
    });
  const pendingInvites = async (positionId: number) =>
    await t.db
      .select({ id: invites.id, contactId: invites.contactId })
      .from(invites)
      .where(and(eq(invites.positionId, positionId), eq(invites.answer, 'pending')));
  const positionRow = async (id: number) =>
    (await t.db.select().from(positions).where(eq(positions.id, id)))[0]!;

  it('lets one of six racing invites through; the others are told the position is taken', async () => {
    const p = await buildStaffingScenario(t.db);
    const techs = [p.tech, p.other, ...(await Promise.all([1, 2, 3, 4].map(() => buildContact(t.db))))];
    const answers = await Promise.all(techs.map((tech, i) => invite(sessions[i % 4]!, p, tech.id)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error.message).toMatch(/already has an invite for this position/);
    const winner = techs[codes.indexOf(200)]!;
    expect(await pendingInvites(p.position.id)).toEqual([expect.objectContaining({ contactId: winner.id })]);
    expect(await positionRow(p.position.id)).toMatchObject({ contactId: winner.id, isTentative: true });
    // One message went out, to the winner.
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'invite'));
    expect(sent.filter((m) => m.toAddress.includes(winner.primaryEmail!))).toHaveLength(1);
  });

  it('records one answer when accept and decline race, and the position agrees with it', async () => {
    const p = await buildStaffingScenario(t.db);
    expect((await invite(sessions[0]!, p, p.tech.id)).statusCode).toBe(200);
    const [pending] = await pendingInvites(p.position.id);
    const [accept, decline] = await Promise.all([
      sessions[1]!.call({ method: 'POST', url: `/labor-invites/${pending!.id}/accept` }),
      sessions[2]!.call({ method: 'POST', url: `/labor-invites/${pending!.id}/decline` }),
    ]);
    expect([accept!.statusCode, decline!.statusCode].sort()).toEqual([200, 409]);
    const loser = accept!.statusCode === 409 ? accept! : decline!;
    expect(loser.json().error.message).toMatch(/^This invite was already (accepted|declined)\.$/);
    const row = await positionRow(p.position.id);
    if (accept!.statusCode === 200) expect(row).toMatchObject({ contactId: p.tech.id, isTentative: false });
    else expect(row).toMatchObject({ contactId: null, isTentative: false });
    expect(await pendingInvites(p.position.id)).toEqual([]);
  });

  it('keeps resolve and invite from both winning on one open position', async () => {
    const p = await buildStaffingScenario(t.db);
    const [sent, resolved] = await Promise.all([
      invite(sessions[0]!, p, p.tech.id),
      sessions[1]!.call({ method: 'POST', url: `/labor-invites/event-items/${p.position.id}/resolve` }),
    ]);
    expect([sent.statusCode, resolved.statusCode].sort()).toEqual([200, 409]);
    const row = await positionRow(p.position.id);
    if (sent.statusCode === 200) {
      expect(resolved.json().error.message).toBe('Only an uncrewed position can be marked resolved.');
      expect(row).toMatchObject({ contactId: p.tech.id, isResolved: false });
    } else {
      expect(sent.json().error.message).toMatch(/marked resolved/);
      expect(row).toMatchObject({ contactId: null, isResolved: true });
    }
  });

  it('saves notes from four sessions at once: every answer is 200 and one text wins whole', async () => {
    const p = await buildStaffingScenario(t.db);
    const texts = sessions.map((_, i) => `Notes from session ${i}`);
    const answers = await Promise.all(
      sessions.map((agent, i) =>
        agent.call({
          method: 'POST',
          url: `/labor-invites/event-items/${p.position.id}/notes`,
          payload: { notes: texts[i] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(texts).toContain((await positionRow(p.position.id)).laborNotes);
  });
});
