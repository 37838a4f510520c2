import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffingScenario } from '../../server/features/labor-invites/test-fixture.js';
import { buildPullScenario } from '../../server/features/show-pulls/test-fixture.js';
import { selectRows } from '../../server/platform/db/types.js';
import { type Agent, loginAs } from '../agent.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The audit trail (issue 10): "who changed this quantity?" Every change made through the API is
 * recorded with its author in the same transaction, said in words on the event's history; a
 * refused request records nothing.
 */
let t: TestApp;
let staff: Agent;
let staffName: string;
let admin: Agent;
let adminName: string;

beforeAll(async () => {
  t = await createTestApp();
  const s = await loginAs(t.app, t.db, 'staff');
  staff = s.agent;
  staffName = s.user!.name;
  const a = await loginAs(t.app, t.db, 'admin');
  admin = a.agent;
  adminName = a.user!.name;
});
afterAll(() => t.close());

const history = async (agent: Agent, eventId: number) => {
  const res = await agent.call({ method: 'GET', url: `/events/${eventId}/history` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as { userName: string; action: string; subject: string; changes: string[] }[];
};
const entryCount = async () =>
  (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_entries`))[0]!.n;

describe('audit trail', () => {
  it('says who set a pull quantity, from what to what', async () => {
    const s = await buildPullScenario(t.db, 44001);
    const set = (agent: Agent, qty: number) =>
      agent.call({
        method: 'POST',
        url: '/show-pull/item/qty/update',
        payload: { showPullID: s.main.id, categoryID: s.categories.xlr.id, qty },
      });
    expect((await set(staff, 10)).statusCode).toBe(200);
    expect((await set(admin, 12)).statusCode).toBe(200);
    const all = await history(staff, s.event.id);
    const line = `Pull line ${s.categories.xlr.categoryNumber} ${s.categories.xlr.description}`;
    // Latest first: the admin's edit, then staff's (the line was made for it, at 0, in the same write).
    expect(all.slice(0, 3)).toMatchObject([
      { userName: adminName, action: 'update', subject: line, changes: ['quantity: 10 → 12'] },
      { userName: staffName, action: 'update', subject: line, changes: ['quantity: 0 → 10'] },
      { userName: staffName, action: 'insert', subject: line },
    ]);
  });

  it('records position and invite changes on the event, with the technician named', async () => {
    const s = await buildStaffingScenario(t.db);
    const url = `/labor-invites/event-items/${s.position.id}`;
    await staff.call({ method: 'POST', url: `${url}/notes`, payload: { notes: 'Call the PM' } });
    const sent = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id, confirmed: true },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const entries = await history(staff, s.event.id);
    // The fixture's own rows were made outside any request: no author. Everything else is staff's.
    const position = `Position ${s.category.categoryNumber} A1 Audio Engineer`;
    expect(entries.slice(0, 4)).toMatchObject([
      {
        userName: staffName,
        action: 'update',
        subject: position,
        changes: ['contact: — → Rae Lindqvist', 'tentative: no → yes'],
      },
      {
        userName: staffName,
        action: 'insert',
        subject: 'Invite Rae Lindqvist',
        changes: ['answer: pending', 'contact: Rae Lindqvist'],
      },
      {
        userName: staffName,
        action: 'update',
        subject: position,
        changes: ['labor notes: Blacks required → Call the PM'],
      },
      { userName: null, action: 'insert', subject: position },
    ]);
    // In and Out are wall-clock times: shown as written, not moved by a time zone.
    expect(entries[3]!.changes).toContain('in at: Wed, Dec 9, 7:00 AM');
  });

  it('records nothing for a refused change, and shows the history to staff only', async () => {
    const s = await buildPullScenario(t.db, 44002);
    const before = await entryCount();
    const refused = await staff.call({
      method: 'POST',
      url: '/show-pull/item/qty/update',
      payload: { showPullID: s.main.id, categoryID: s.categories.xlr.id, qty: -3 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
    const tech = (await loginAs(t.app, t.db, 'tech')).agent;
    expect((await tech.call({ method: 'GET', url: `/events/${s.event.id}/history` })).statusCode).toBe(403);
    expect((await staff.call({ method: 'GET', url: '/events/999999/history' })).statusCode).toBe(404);
  });
});
