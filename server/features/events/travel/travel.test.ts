import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildContact, buildEvent } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { events } from '../../../domains/shows/schema.js';

let t: TestApp;
let staff: Agent;
let tech: Agent;
let eventId: number;
let dana: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  eventId = (await buildEvent(t.db)).id;
  dana = await buildContact(t.db, { firstName: 'Dana', lastName: 'Flyer', externalKey: 'E-9' });
});
afterAll(() => t.close());

const url = (rest = '') => `/events/${eventId}/travel${rest}`;
const send = (method: string, u: string, payload?: object) => staff.call({ method, url: u, payload });
const body = (over: object = {}) => ({
  contactId: dana.id,
  kind: 'flight',
  direction: 'in',
  departs: '2026-11-30T07:00',
  arrives: '2026-11-30 09:30',
  details: 'AA 1234 DFW → LAS',
  ...over,
});

describe('event travel: staff keep the crew trips by hand', () => {
  it('adds a trip with a T<id> key, edits it, removes it; the History says so', async () => {
    const res = await send('POST', url(), body());
    expect(res.statusCode, res.body).toBe(200);
    const trip = res.json().trip;
    expect(trip).toMatchObject({
      key: `T${trip.id}`,
      contact: { id: dana.id, name: 'Dana Flyer' },
      eventId,
      kind: 'flight',
      direction: 'in',
      departs: '2026-11-30T07:00',
      arrives: '2026-11-30T09:30',
      isEstimated: false,
    });
    const edited = await send(
      'PUT',
      url(`/${trip.id}`),
      body({ kind: 'other', isEstimated: true, key: 'TR-1' }),
    );
    expect(edited.json().trip).toMatchObject({ key: 'TR-1', kind: 'other', isEstimated: true });
    expect((await send('GET', url())).json().trips.map((x: { id: number }) => x.id)).toEqual([trip.id]);
    expect((await send('DELETE', url(`/${trip.id}`))).json()).toEqual({ ok: true });
    expect((await send('GET', url())).json().trips).toEqual([]);
    const history = (await send('GET', `/events/${eventId}/history`)).json().entries;
    expect(
      history.slice(0, 3).map((e: { action: string; subject: string }) => [e.action, e.subject]),
    ).toEqual([
      ['delete', 'Trip Dana Flyer'],
      ['update', 'Trip Dana Flyer'],
      ['insert', 'Trip Dana Flyer'],
    ]);
  });

  it('refuses bad input, naming the field', async () => {
    const cases: [object, string][] = [
      [body({ kind: 'boat' }), 'kind'],
      [body({ direction: 'up' }), 'direction'],
      [body({ departs: '2026-11-31T07:00' }), 'departs'],
      [body({ arrives: '2026-11-30T06:59' }), 'arrives'],
      [body({ details: 'x\u0000' }), 'details'],
      [body({ contactId: 0 }), 'contactId'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', url(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error), field).toContain(field);
    }
    const nobody = await send('POST', url(), body({ contactId: 999_999 }));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.message).toBe('No such contact.');
  });

  it('refuses a taken key, a trip of another event, and writes on a locked bid', async () => {
    await send('POST', url(), body({ key: 'K-1' }));
    const again = await send('POST', url(), body({ key: 'K-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Another trip already has the key "K-1".');
    const { id } = (await send('POST', url(), body())).json().trip;
    const other = await buildEvent(t.db);
    expect((await send('PUT', `/events/${other.id}/travel/${id}`, body())).statusCode).toBe(404);
    await t.db.update(events).set({ isLocked: true }).where(eq(events.id, eventId));
    try {
      for (const [method, u, payload] of [
        ['POST', url(), body()],
        ['PUT', url(`/${id}`), body()],
        ['DELETE', url(`/${id}`), undefined],
      ] as const) {
        const res = await send(method, u, payload);
        expect(res.statusCode, `${method} ${u}`).toBe(423);
        expect(res.json().error.message).toMatch(
          /^Bid \d+ is currently locked: unlock it before changing it$/,
        );
      }
    } finally {
      await t.db.update(events).set({ isLocked: false }).where(eq(events.id, eventId));
    }
  });

  it('finds travellers by name or key', async () => {
    const found = (await send('GET', url('/travellers?search=e-9'))).json().contacts;
    expect(found).toEqual([{ id: dana.id, name: 'Dana Flyer', key: 'E-9' }]);
  });

  it('shows a new trip on the flow calendar at once (its cached lines watch travel_items)', async () => {
    const range = '/flow/techs/contacts/2026-11-29/2026-12-05';
    const trips = async () => {
      const all = [
        ...(await send('GET', range)).json().contacts,
        ...(await send('GET', `${range}?isRemainder=true`)).json().contacts,
      ];
      return all.find((c: { id: number }) => c.id === dana.id).travelItems as { details: string }[];
    };
    const before = (await trips()).length;
    await send(
      'POST',
      url(),
      body({ details: 'UA 77 DFW → LAS', departs: '2026-12-02T10:00', arrives: '2026-12-02T12:00' }),
    );
    const after = await trips();
    expect(after.length).toBe(before + 1);
    expect(after.some((x) => x.details === 'UA 77 DFW → LAS')).toBe(true);
  });

  it('is for staff only', async () => {
    expect((await tech.call({ method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await tech.call({ method: 'POST', url: url(), payload: body() })).statusCode).toBe(403);
  });
});
