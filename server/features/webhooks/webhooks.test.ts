import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildEvent } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { startReceiver } from '../../../test/webhook-receiver.js';
import { enqueueWebhook } from '../../domains/webhooks/enqueue.js';
import { selectRows } from '../../platform/db/types.js';
import { buildStaffingScenario } from '../labor-invites/test-fixture.js';
import { buildPullScenario } from '../show-pulls/test-fixture.js';

/** Issue 34.4: webhook endpoints (admins), and deliveries queued in the transaction of their change. */
let t: TestApp;
let admin: Agent;
let staff: Agent;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const create = async (payload: object) => {
  const res = await admin.call({ method: 'POST', url: '/webhooks', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { endpoint: { id: number }; secret: string };
};

/** The deliveries queued so far, oldest first, with their parsed bodies. */
const deliveries = async () =>
  (
    await selectRows<{ id: number; endpoint_id: number; event: string; body: string; status: string }>(
      t.db,
      sql`select id, endpoint_id, event, body, status from webhook_deliveries order by id`,
    )
  ).map((d) => ({ ...d, body: JSON.parse(d.body) as { event: string; data: Record<string, unknown> } }));

const clearDeliveries = () => t.db.execute(sql`delete from webhook_deliveries`);

describe('webhook endpoints', () => {
  it('are for admins only: not staff, and not an API token even of an admin', async () => {
    expect((await staff.call({ method: 'GET', url: '/webhooks' })).statusCode).toBe(403);
    const made = await admin.call({
      method: 'POST',
      url: '/api-tokens',
      payload: { name: 'Sync', role: 'admin' },
    });
    const token = made.json().token as string;
    const asToken = await t.app.inject({
      method: 'POST',
      url: '/webhooks',
      headers: { authorization: `Bearer ${token}` },
      payload: { url: 'https://example.test/hook', events: ['pull.changed'] },
    });
    expect(asToken.statusCode).toBe(403);
    expect(await deliveries()).toEqual([]);
  });

  it('show the secret once, at creation or when a new one is drawn; the list never shows it', async () => {
    const { endpoint, secret } = await create({
      url: 'https://example.test/hook',
      events: ['comment.resolved', 'comment.resolved', 'pull.changed'],
    });
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = await admin.call({ method: 'GET', url: '/webhooks' });
    expect(list.json().endpoints).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        url: 'https://example.test/hook',
        events: ['comment.resolved', 'pull.changed'],
        active: true,
        queued: 0,
        failed: 0,
      }),
    ]);
    expect(list.body).not.toContain(secret);
    const drawn = await admin.call({ method: 'POST', url: `/webhooks/${endpoint.id}/secret` });
    expect(drawn.json().secret).not.toBe(secret);

    const off = await admin.call({
      method: 'PATCH',
      url: `/webhooks/${endpoint.id}`,
      payload: { active: false, events: ['position.answered'] },
    });
    expect(off.json().endpoint).toMatchObject({ active: false, events: ['position.answered'] });
    expect((await admin.call({ method: 'DELETE', url: `/webhooks/${endpoint.id}` })).statusCode).toBe(200);
    expect((await admin.call({ method: 'DELETE', url: `/webhooks/${endpoint.id}` })).statusCode).toBe(404);
  });

  it('refuse a bad address or no events, naming the field', async () => {
    for (const [payload, field] of [
      [{ url: 'ftp://example.test/x', events: ['pull.changed'] }, 'url'],
      [{ url: 'not a url', events: ['pull.changed'] }, 'url'],
      [{ url: 'https://user:pw@example.test/', events: ['pull.changed'] }, 'url'],
      [{ url: 'https://example.test/', events: [] }, 'events'],
      [{ url: 'https://example.test/', events: ['pull.deleted'] }, 'events'],
    ] as const) {
      const res = await admin.call({ method: 'POST', url: '/webhooks', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields).join()).toContain(field);
    }
  });

  it('send a signed test event to the receiver and log it; a failed one is retried by hand', async () => {
    const { endpoint, secret } = await create({ url: receiver.url, events: ['pull.changed'] });
    const sent = await admin.call({ method: 'POST', url: `/webhooks/${endpoint.id}/test` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().delivery).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
    });
    const got = receiver.received.at(-1)!;
    expect(got.headers['x-loadout-event']).toBe('webhook.test');
    expect(got.headers['x-loadout-delivery']).toBe(String(sent.json().delivery.id));
    expect(got.headers['content-type']).toBe('application/json');
    const expected = createHmac('sha256', secret).update(got.body).digest('hex');
    expect(got.headers['x-loadout-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'webhook.test', data: { endpointId: endpoint.id } });

    receiver.answer((_req, res) => res.writeHead(500).end('database is down'));
    const failed = (await admin.call({ method: 'POST', url: `/webhooks/${endpoint.id}/test` })).json()
      .delivery;
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lastStatus: 500 });
    expect(failed.lastError).toBe('Answered 500. database is down');
    receiver.answer((_req, res) => res.end('ok'));
    const retried = await admin.call({ method: 'POST', url: `/webhooks/deliveries/${failed.id}/retry` });
    expect(retried.json().delivery).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    const again = await admin.call({ method: 'POST', url: `/webhooks/deliveries/${failed.id}/retry` });
    expect(again.statusCode).toBe(409);

    const log = (await admin.call({ method: 'GET', url: `/webhooks/${endpoint.id}/deliveries` })).json();
    expect(log.deliveries.map((d: { status: string }) => d.status)).toEqual(['delivered', 'delivered']);
    await admin.call({ method: 'DELETE', url: `/webhooks/${endpoint.id}` });
    expect(await deliveries()).toEqual([]);
  });
});

describe("the README's call with an API token", () => {
  it('adds days unavailable with a staff token and nothing else', async () => {
    const token = (
      await admin.call({ method: 'POST', url: '/api-tokens', payload: { name: 'Sales', role: 'staff' } })
    ).json().token as string;
    const contact = await buildContact(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/days-unavailable',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        contactId: contact.id,
        startDate: '2026-12-24',
        endDate: '2026-12-26',
        notes: 'Holiday',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record).toMatchObject({ contact_id: contact.id, notes: 'Holiday' });
  });
});

describe('deliveries are queued in the transaction of their change', () => {
  let all: number;
  let pulls: number;
  beforeAll(async () => {
    all = (
      await create({
        url: 'https://example.test/all',
        events: [
          'pull.changed',
          'position.answered',
          'position.confirmed',
          'position.released',
          'comment.resolved',
        ],
      })
    ).endpoint.id;
    pulls = (await create({ url: 'https://example.test/pulls', events: ['pull.changed'] })).endpoint.id;
    const off = (await create({ url: 'https://example.test/off', events: ['pull.changed'], active: false }))
      .endpoint.id;
    expect(off).toBeGreaterThan(pulls);
  });

  it('a pull write queues one pull.changed per subscribed, active endpoint, however many lines it made', async () => {
    await clearDeliveries();
    const s = await buildPullScenario(t.db, 52001);
    const c = s.categories;
    const form = (body: string) =>
      staff.call({
        method: 'POST',
        url: '/show-pull/system/add',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const res = await form(
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=4&quantities[]=6&categoryIDs[]=${c.sm58.id}&categoryIDs[]=${c.xlr.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pullItems.length).toBeGreaterThanOrEqual(2);
    const queued = await deliveries();
    expect(queued.map((d) => [d.endpoint_id, d.event, d.status])).toEqual([
      [all, 'pull.changed', 'queued'],
      [pulls, 'pull.changed', 'queued'],
    ]);
    expect(queued[0]!.body).toMatchObject({
      event: 'pull.changed',
      data: { pullId: s.main.id, eventId: 52001 },
    });
    expect(queued[0]!.body).toEqual(queued[1]!.body);

    // A refused write (quantities that do not match their categories) queues nothing.
    const refused = await form(
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=1&quantities[]=2&categoryIDs[]=${c.sm58.id}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(await deliveries()).toHaveLength(2);
  });

  it('a transaction that rolls back after queueing leaves no delivery', async () => {
    await clearDeliveries();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueWebhook(tx, 'pull.changed', { pullId: 1 });
        throw new Error('the write failed after queueing');
      }),
    ).rejects.toThrow('the write failed');
    expect(await deliveries()).toEqual([]);
  });

  it('a resolved comment queues comment.resolved; resolving it again is refused and queues nothing', async () => {
    await clearDeliveries();
    await buildEvent(t.db, { id: 52002, showName: 'Webhook Gala' });
    const made = await staff.call({
      method: 'POST',
      url: '/comments',
      payload: { eventId: 52002, comment: 'Rig plot?' },
    });
    const id = made.json().comment.id as number;
    const resolve = () =>
      staff.call({ method: 'POST', url: `/comments/${id}/resolve`, payload: { shouldAlert: false } });
    expect((await resolve()).statusCode).toBe(200);
    expect((await resolve()).statusCode).toBe(409);
    const queued = await deliveries();
    expect(queued.map((d) => [d.endpoint_id, d.event])).toEqual([[all, 'comment.resolved']]);
    expect(queued[0]!.body.data).toMatchObject({ commentId: id, eventId: 52002 });
  });

  it('an accepted offer queues answered and confirmed; a declined held one answered and released', async () => {
    await clearDeliveries();
    const s = await buildStaffingScenario(t.db);
    const invite = (fields: Record<string, string>) =>
      staff.call({
        method: 'POST',
        url: '/labor-invites/invite',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          lineItemID: String(s.position.id),
          eventID: String(s.event.id),
          contactID: String(s.tech.id),
          ...fields,
        }).toString(),
      });
    const inviteId = async () =>
      (await staff.call({ method: 'GET', url: `/labor-invites/event-items/${s.position.id}` })).json().item
        .invite_id as number;

    expect((await invite({ tentative: 'true' })).statusCode).toBe(200);
    const first = await inviteId();
    expect((await staff.call({ method: 'POST', url: `/labor-invites/${first}/decline` })).statusCode).toBe(
      200,
    );
    const facts = { positionId: s.position.id, eventId: s.event.id, contactId: s.tech.id };
    let queued = await deliveries();
    expect(queued.map((d) => [d.endpoint_id, d.event])).toEqual([
      [all, 'position.answered'],
      [all, 'position.released'],
    ]);
    expect(queued[0]!.body.data).toEqual({ ...facts, inviteId: first, answer: 'declined' });
    expect(queued[1]!.body.data).toEqual(facts);

    await clearDeliveries();
    expect((await invite({})).statusCode).toBe(200);
    const second = await inviteId();
    expect((await staff.call({ method: 'POST', url: `/labor-invites/${second}/accept` })).statusCode).toBe(
      200,
    );
    // Accepting again is refused, and queues nothing more.
    expect((await staff.call({ method: 'POST', url: `/labor-invites/${second}/accept` })).statusCode).toBe(
      409,
    );
    queued = await deliveries();
    expect(queued.map((d) => [d.event, d.body.data])).toEqual([
      ['position.answered', { ...facts, inviteId: second, answer: 'accepted' }],
      ['position.confirmed', facts],
    ]);
  });
});
