import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = (await loginAs(t.app, t.db, 'tech')).agent;
  const am = await buildContact(t.db, {
    kind: 'account_manager',
    firstName: 'Avery',
    lastName: 'Manager',
    primaryEmail: 'avery@example.test',
  });
  await buildEvent(t.db, {
    id: 24101,
    showName: 'Acme Sales Kickoff',
    accountManagerId: am.id,
    startDate: '2026-12-01',
    endDate: '2026-12-03',
  });
  await buildEvent(t.db, {
    id: 24102,
    showName: 'Globex Summit',
    startDate: '2027-01-10',
    endDate: '2027-01-12',
    isCancelled: true,
    status: 'Cancelled',
  });
});
afterAll(() => t.close());

describe('GET /events', () => {
  it('lists the events overlapping a range, with the account manager and a pretty date range', async () => {
    const res = await agent.call({ method: 'GET', url: '/events?startDate=2026-12-02&endDate=2026-12-31' });
    expect(res.statusCode).toBe(200);
    const { events } = res.json();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: 24101,
      show_name: 'Acme Sales Kickoff',
      account_manager: { name: 'Avery Manager', primary_email: 'avery@example.test' },
      prettyDateRange: 'Dec 1 – 3, 2026',
    });
  });

  it('finds by bid number or by part of the show name', async () => {
    const byId = await agent.call({ method: 'GET', url: '/events?search=24102' });
    expect(byId.json().events.map((e: { id: number }) => e.id)).toEqual([24102]);
    const byName = await agent.call({ method: 'GET', url: '/events?search=acme' });
    expect(byName.json().events.map((e: { id: number }) => e.id)).toEqual([24101]);
    const wild = await agent.call({ method: 'GET', url: '/events?search=%25' });
    expect(wild.json().events).toEqual([]);
  });

  it('refuses dates out of order and malformed dates with 400 naming the field', async () => {
    const res = await agent.call({ method: 'GET', url: '/events?startDate=2026-12-31&endDate=2026-12-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('endDate');
    const bad = await agent.call({ method: 'GET', url: '/events?startDate=yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('startDate');
  });
});

describe('GET /events/:id', () => {
  it('answers one event', async () => {
    const res = await agent.call({ method: 'GET', url: '/events/24102' });
    expect(res.json().event).toMatchObject({ id: 24102, isCancelled: true, account_manager: null });
  });
  it('answers 404 JSON for an unknown event and 400 for an id that is not one', async () => {
    const missing = await agent.call({ method: 'GET', url: '/events/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await agent.call({ method: 'GET', url: '/events/abc' })).statusCode).toBe(400);
    expect((await agent.call({ method: 'GET', url: '/events/-1' })).statusCode).toBe(400);
  });
  it('needs a session', async () => {
    expect((await new Agent(t.app).call({ method: 'GET', url: '/events/24101' })).statusCode).toBe(401);
  });
});
