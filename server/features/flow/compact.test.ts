import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsResponse, eventsResponse, FLOW_FIRST_PAGE } from '../../../contracts/flow.js';
import { type LinesResponse, linesResponse } from '../../../contracts/flow-lines.js';
import { unpackLines } from '../../../contracts/flow-lines-unpack.js';
import { overviewResponse, unpackOverview } from '../../../contracts/flow-overview.js';
import { Agent } from '../../../test/agent.js';
import { buildContact } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { travelItems } from '../../domains/shows/schema.js';
import { buildFlowScenario, RANGE, signIn } from './test-fixture.js';

/**
 * The compact calls the screen reads hold the same records as the calls of spec 7: each is
 * unpacked here and compared with a fresh read of its spec call, for every kind of viewer.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof buildFlowScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await buildFlowScenario(t.db);
  // A trip for no event, and enough technicians for a second part.
  await t.db.insert(travelItems).values({
    contactId: s.ida.id,
    eventId: null,
    kind: 'local',
    direction: 'in',
    departsAt: '2026-12-19 16:15:00',
    arrivesAt: '2026-12-21 09:05:00',
    details: '',
  });
  for (let i = 0; i < FLOW_FIRST_PAGE + 3; i++)
    await buildContact(t.db, { firstName: 'Extra', lastName: `Tech${i}`, techGroup: 'Secondary' });
});
afterAll(() => t.close());

const path = (call: string, range = RANGE) => `/flow/techs/${call}/${range.start}/${range.end}`;
async function read(agent: Agent, url: string) {
  const res = await agent.call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('flow calendar: the compact lines', () => {
  it('unpack to the contacts call, part by part, for staff, admins and a tech', async () => {
    const viewers = {
      staff: await signIn(t.app, t.db, 'staff'),
      admin: await signIn(t.app, t.db, 'admin'),
      tech: await signIn(t.app, t.db, 'tech', s.omar.id),
    };
    for (const [name, agent] of Object.entries(viewers))
      for (const part of ['', '?isRemainder=true']) {
        const full = contactsResponse.parse((await read(agent, path('contacts') + part)).json());
        const lines = linesResponse.parse((await read(agent, path('lines') + part)).json());
        const { contacts, ...rest } = unpackLines(lines);
        expect(rest, name).toEqual({
          departments: full.departments,
          total: full.total,
          isRemainder: full.isRemainder,
        });
        expect(contacts, `${name} ${part}`).toEqual(full.contacts.map(({ flowDates: _, ...c }) => c));
      }
  });

  it('send dates as day numbers and each repeated text once', async () => {
    const staff = await signIn(t.app, t.db, 'staff');
    const lines = (await read(staff, path('lines'))).json() as LinesResponse;
    expect(lines.start).toBe(RANGE.start);
    expect(lines.days).toBe(16);
    expect(new Set(lines.texts).size).toBe(lines.texts.length);
    expect(lines.texts).toContain('A1 Audio Engineer');
    expect(JSON.stringify({ ...lines, start: '' })).not.toContain('2026-12');
    // Omar's days unavailable run past the range: their own dates are kept, as day numbers.
    const omar = lines.contacts.find((c) => c[0] === s.omar.id)!;
    expect(omar[16].slice(1, 3)).toEqual([13, 19]);
  });
});

describe('flow calendar: the compact overview', () => {
  it('unpacks to the rows of the events call', async () => {
    const staff = await signIn(t.app, t.db, 'staff');
    const full = eventsResponse.parse((await read(staff, path('events'))).json());
    const packed = overviewResponse.parse((await read(staff, path('overview'))).json());
    expect(full.rows.length).toBeGreaterThan(0);
    expect(unpackOverview(packed)).toEqual(full.rows);
  });
});

describe('flow calendar: the compact calls refuse', () => {
  it('without a session, and a range the spec calls refuse', async () => {
    const anon = new Agent(t.app);
    const staff = await signIn(t.app, t.db, 'staff');
    for (const call of ['lines', 'overview']) {
      const res = await anon.call({ method: 'GET', url: path(call) });
      expect(res.statusCode, call).toBe(401);
      const backwards = await staff.call({
        method: 'GET',
        url: path(call, { start: RANGE.end, end: RANGE.start }),
      });
      expect(backwards.statusCode, call).toBe(400);
    }
  });
});
