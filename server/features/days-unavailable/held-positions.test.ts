import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { daysUnavailable, invites } from '../../domains/staffing/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { buildStaffingScenario } from '../labor-invites/test-fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('days unavailable over a position the tech holds (issue 22.5)', () => {
  it('asks the tech first, changes nothing until they confirm, then tells the staff member who booked them', async () => {
    const s = await buildStaffingScenario(t.db);
    const { agent: staff, user: booker } = await loginAs(t.app, t.db, 'staff');
    const sent = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [inv] = await t.db.select().from(invites).where(eq(invites.positionId, s.position.id));
    expect((await staff.call({ method: 'POST', url: `/labor-invites/${inv!.id}/accept` })).statusCode).toBe(
      200,
    );

    const own = await buildUser(t.db, { role: 'tech', contactId: s.tech.id, name: 'Rae Lindqvist' });
    const tech = new Agent(t.app);
    await tech.login(own.email);
    const days = { startDate: '2026-12-11', endDate: '2026-12-14', notes: 'Family' };
    const asked = await tech.call({ method: 'POST', url: '/days-unavailable', payload: days });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().attention).toMatch(
      /^You are booked on these dates: A1 Audio Engineer on Acme Winter Gala/,
    );
    expect(await t.db.select().from(daysUnavailable).where(eq(daysUnavailable.contactId, s.tech.id))).toEqual(
      [],
    );

    const confirmed = await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { ...days, confirmed: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const notes = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'crew-conflict'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.toAddress).toContain(booker!.email);
    expect(notes[0]!.textBody).toMatch(
      /^Rae Lindqvist marked Dec 11 – 14, 2026 as days unavailable, over the confirmed position/,
    );

    // Days that touch no held work are added at once.
    const free = await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2027-01-05', endDate: '2027-01-06' },
    });
    expect(free.statusCode).toBe(200);
  });
});
