import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment, buildEvent } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { events } from '../../../domains/shows/schema.js';
import { invites, positions } from '../../../domains/staffing/schema.js';
import { outboxMessages } from '../../../platform/db/schema/outbox.js';

let t: TestApp;
let staff: Agent;
let tech: Agent;
let a1: { id: number };
let mic: { id: number };
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  const audio = await buildDepartment(t.db, { title: 'Audio' });
  a1 = await buildCategory(t.db, {
    categoryNumber: 9101,
    description: 'A1 Audio Engineer',
    departmentId: audio.id,
    isLabor: true,
  });
  mic = await buildCategory(t.db, {
    categoryNumber: 2104,
    description: 'Shure SM58',
    departmentId: audio.id,
  });
  eventId = (await buildEvent(t.db, { venueState: 'NV', showName: 'Tech Summit' })).id;
});
afterAll(() => t.close());

const url = (rest = '') => `/events/${eventId}/positions${rest}`;
const send = (method: string, u: string, payload?: object) => staff.call({ method, url: u, payload });
const body = (over: object = {}) => ({
  categoryId: a1.id,
  in: '2026-12-01T07:00',
  out: '2026-12-01 19:00',
  internalNotes: 'Bring the console laptop',
  ...over,
});

/** A position with a confirmed (or invited) tech, as labor invites leaves it. */
async function crewed(tentative = false) {
  const tech = await buildContact(t.db, { firstName: 'Diego', lastName: 'Ruiz' });
  const made = (await send('POST', url(), body())).json().position;
  await t.db
    .update(positions)
    .set({ contactId: tech.id, isTentative: tentative })
    .where(eq(positions.id, made.id));
  return { id: made.id as number, contactId: tech.id };
}

const noticesTo = (kind: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

describe('event positions: staff keep them by hand', () => {
  it('adds a position with a P<id> key and the category as its description, lists it in the venue zone', async () => {
    const res = await send('POST', url(), body());
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().position;
    expect(p).toMatchObject({
      line: `P${p.id}`,
      description: 'A1 Audio Engineer',
      in: '2026-12-01T07:00',
      out: '2026-12-01T19:00',
      status: 'Uncrewed',
      isStashed: false,
      internalNotes: 'Bring the console laptop',
    });
    const list = (await send('GET', url())).json();
    expect(list.timeZone).toBe('America/Los_Angeles');
    expect(list.categories).toEqual([{ id: a1.id, number: 9101, description: 'A1 Audio Engineer' }]);
    expect(list.positions.map((x: { id: number }) => x.id)).toContain(p.id);
  });

  it('edits, stashes, unstashes, resolves and removes a position; the History says so', async () => {
    const { id } = (await send('POST', url(), body({ line: 'L-7' }))).json().position;
    const edited = await send(
      'PUT',
      url(`/${id}`),
      body({ description: 'A1 (FOH)', in: '2026-12-01T06:00' }),
    );
    expect(edited.json().position).toMatchObject({
      line: 'L-7',
      description: 'A1 (FOH)',
      in: '2026-12-01T06:00',
    });
    expect((await send('PUT', url(`/${id}/stashed`), { stashed: true })).json().position.isStashed).toBe(
      true,
    );
    const resolveStashed = await send('PUT', url(`/${id}/resolved`), { resolved: true });
    expect(resolveStashed.statusCode).toBe(409);
    expect(resolveStashed.json().error.message).toMatch(/stashed: unstash it first/);
    expect((await send('PUT', url(`/${id}/stashed`), { stashed: false })).json().position.isStashed).toBe(
      false,
    );
    expect((await send('PUT', url(`/${id}/resolved`), { resolved: true })).json().position.isResolved).toBe(
      true,
    );
    expect((await send('DELETE', url(`/${id}`))).json()).toEqual({ ok: true });
    expect((await send('GET', url())).json().positions.some((x: { id: number }) => x.id === id)).toBe(false);
    const history = (await send('GET', `/events/${eventId}/history?limit=50`)).json().entries;
    const said = history
      .slice(0, 4)
      .map((e: { action: string; changes: string[] }) => [e.action, e.changes[0]]);
    expect(said).toEqual([
      ['delete', 'in at: Tue, Dec 1, 6:00 AM'],
      ['update', 'resolved: no → yes'],
      ['update', 'stashed: yes → no'],
      ['update', 'stashed: no → yes'],
    ]);
    expect(history[0].subject).toBe('Position 9101 A1 Audio Engineer');
  });

  it('refuses bad input in words naming the field', async () => {
    const cases: [object, string][] = [
      [body({ in: '2026-13-01 07:00' }), 'in'],
      [body({ out: '2026-11-30T07:00' }), 'out'],
      [body({ categoryId: 'x' }), 'categoryId'],
      [body({ description: 'x'.repeat(201) }), 'description'],
      [body({ internalNotes: 'a\u0000b' }), 'internalNotes'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', url(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error), field).toContain(field);
    }
    const equipment = await send('POST', url(), body({ categoryId: mic.id }));
    expect(equipment.statusCode).toBe(400);
    expect(equipment.json().error.message).toBe('Category 2104 is not a labor category.');
  });

  it('refuses a line key taken on the bid, and a position of another event', async () => {
    await send('POST', url(), body({ line: 'dup' }));
    const again = await send('POST', url(), body({ line: 'dup' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Another position of this bid already has the line key "dup".');
    const other = await buildEvent(t.db);
    const { id } = (await send('POST', url(), body())).json().position;
    expect((await send('PUT', `/events/${other.id}/positions/${id}`, body())).statusCode).toBe(404);
    expect((await send('POST', '/events/1/positions', body())).statusCode).toBe(404);
  });

  it('refuses every write on a locked bid, in the words labor invites uses', async () => {
    const { id } = (await send('POST', url(), body())).json().position;
    await t.db.update(events).set({ isLocked: true }).where(eq(events.id, eventId));
    try {
      for (const [method, u, payload] of [
        ['POST', url(), body()],
        ['PUT', url(`/${id}`), body()],
        ['PUT', url(`/${id}/stashed`), { stashed: true }],
        ['PUT', url(`/${id}/resolved`), { resolved: true }],
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

  it('refuses removing a crewed or invited position, naming the tech; resolving a crewed one', async () => {
    const confirmed = await crewed();
    const res = await send('DELETE', url(`/${confirmed.id}`));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Diego Ruiz is confirmed on this position: stash it instead (they are told), or withdraw or release them on Labor Invites first.',
    );
    const invited = await crewed(true);
    expect((await send('DELETE', url(`/${invited.id}`))).json().error.message).toMatch(
      /^Diego Ruiz is invited to/,
    );
    const resolve = await send('PUT', url(`/${confirmed.id}/resolved`), { resolved: true });
    expect(resolve.statusCode).toBe(409);
    expect(resolve.json().error.message).toMatch(/^Only an uncrewed position/);
    // Uncrewed again but with an answered invite on record: its history stays.
    const uncrewed = (await send('POST', url(), body())).json().position.id;
    await t.db
      .insert(invites)
      .values({ positionId: uncrewed, contactId: confirmed.contactId, answer: 'declined' });
    expect((await send('DELETE', url(`/${uncrewed}`))).json().error.message).toMatch(/invites on record/);
  });

  it("tells a crewed position's tech of new times (the outbox), and of a stash", async () => {
    const { id, contactId } = await crewed();
    const before = (await noticesTo('crew-changed')).length;
    await send('PUT', url(`/${id}`), body({ in: '2026-12-01T08:00', out: '2026-12-01T20:00' }));
    const changed = await noticesTo('crew-changed');
    expect(changed.length).toBe(before + 1);
    expect(changed.at(-1)!.subject).toBe(`Times changed: A1 Audio Engineer on Tech Summit (bid ${eventId})`);
    expect(changed.at(-1)!.textBody).toContain('In: Tue, Dec 1, 7:00 AM → Tue, Dec 1, 8:00 AM');
    // The same times again tell nobody.
    await send('PUT', url(`/${id}`), body({ in: '2026-12-01T08:00', out: '2026-12-01T20:00' }));
    expect((await noticesTo('crew-changed')).length).toBe(before + 1);
    await send('PUT', url(`/${id}/stashed`), { stashed: true });
    const stashed = await noticesTo('crew-stashed');
    expect(stashed.some((m) => m.subject.startsWith('No longer needed'))).toBe(true);
    const [row] = await t.db
      .select({ contactId: positions.contactId })
      .from(positions)
      .where(and(eq(positions.id, id)));
    expect(row!.contactId).toBe(contactId);
  });

  it('shows a new position on the flow calendar', async () => {
    const techContact = await buildContact(t.db, { firstName: 'Flo', lastName: 'Calendar' });
    const range = '/flow/techs/contacts/2026-11-29/2026-12-05';
    const seen = async () => {
      const all = [
        ...(await send('GET', range)).json().contacts,
        ...(await send('GET', `${range}?isRemainder=true`)).json().contacts,
      ];
      return all.find((c: { id: number }) => c.id === techContact.id).commitments.length as number;
    };
    expect(await seen()).toBe(0);
    const { id } = (await send('POST', url(), body())).json().position;
    await t.db.update(positions).set({ contactId: techContact.id }).where(eq(positions.id, id));
    expect(await seen()).toBe(1);
  });

  it('is for staff only', async () => {
    expect((await tech.call({ method: 'GET', url: url() })).statusCode).toBe(403);
    expect((await tech.call({ method: 'POST', url: url(), payload: body() })).statusCode).toBe(403);
  });
});
