import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { pdfText } from '../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildPullScenario } from '../show-pulls/test-fixture.js';

let t: TestApp;
let staff: Agent;
let staffInitials: string;
let tech: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
/** The mic line of the main pull (3 units) and the console line (1 unit). */
let micLine: number;
let consoleLine: number;

const post = (url: string, payload: object, agent = staff) => agent.call({ method: 'POST', url, payload });
const scan = (
  code: string,
  mode: 'prep' | 'load' | 'return',
  quantity = 1,
  scanId = randomUUID(),
  pull = s.main.id,
) => post(`/warehouse/pulls/${pull}/scans`, { scanId, mode, code, quantity });
const label = (lineId: number, pull = s.main.id) =>
  `https://loadout.example/show-pulls/${pull}/lines/${lineId}`;
const view = async () => (await staff.call({ method: 'GET', url: `/warehouse/pulls/${s.main.id}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  const login = await loginAs(t.app, t.db, 'staff');
  staff = login.agent;
  staffInitials = login.user!.initials;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  s = await buildPullScenario(t.db, 43001);
  for (const [item, qty] of [
    [s.items.mic, 3],
    [s.items.console, 1],
  ] as const) {
    const res = await post('/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: item.id,
      qty,
      qtyCrossRented: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const lines = (await view()).lines as { id: number; categoryId: number }[];
  micLine = lines.find((l) => l.categoryId === s.categories.sm58.id)!.id;
  consoleLine = lines.find((l) => l.categoryId === s.categories.console.id)!.id;
});
afterAll(() => t.close());

describe('prep scans', () => {
  it('lists the lines with nothing counted yet', async () => {
    const v = await view();
    expect(v.pull).toMatchObject({ id: s.main.id, eventId: 43001 });
    expect(v.lines).toHaveLength(2);
    expect(v.progress.prep).toEqual({ done: 0, total: 4 });
    expect(v.mayAddToPull).toBe(true);
  });

  it('answers unknown for a code that names nothing', async () => {
    for (const code of ['hello', '99999999', label(999999)]) {
      const res = await scan(code, 'prep');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'unknown', counted: 0, line: null });
    }
  });

  it('counts a label scan, once per scan id however often it is sent', async () => {
    const id = randomUUID();
    const first = (await scan(label(micLine), 'prep', 2, id)).json();
    expect(first).toMatchObject({ outcome: 'ok', counted: 2, repeated: false, line: { prepped: 2 } });
    expect(first.sequence).toBeGreaterThan(0);
    const again = (await scan(label(micLine), 'prep', 2, id)).json();
    expect(again).toMatchObject({ outcome: 'ok', counted: 2, repeated: true, line: { prepped: 2 } });
    expect((await view()).progress.prep).toEqual({ done: 2, total: 4 });
  });

  it('completes a line by category number, counts no more than it needs, and initials its bid item', async () => {
    const res = (await scan(String(s.categories.sm58.categoryNumber), 'prep', 5)).json();
    expect(res).toMatchObject({
      outcome: 'ok',
      counted: 1,
      initialled: 1,
      line: { prepped: 3, quantity: 3 },
    });
    expect(res.message).toContain('not counted');
    const pull = (await staff.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();
    const mic = pull.eventItems.find((i: { id: number }) => i.id === s.items.mic.id);
    expect(mic.initials1).toBe(staffInitials);
  });

  it('says a complete line is complete and counts nothing', async () => {
    const res = (await scan(label(micLine), 'prep')).json();
    expect(res).toMatchObject({ outcome: 'complete', counted: 0, line: { prepped: 3 } });
  });

  it('answers not-on-pull with the category, which a writer may add', async () => {
    const res = (await scan(String(s.categories.stand.categoryNumber), 'prep')).json();
    expect(res).toMatchObject({ outcome: 'not-on-pull', category: { id: s.categories.stand.id } });
    const refused = await post(
      `/warehouse/pulls/${s.main.id}/add`,
      { categoryId: s.categories.stand.id },
      tech,
    );
    expect(refused.statusCode).toBe(403);
    const added = await post(`/warehouse/pulls/${s.main.id}/add`, {
      categoryId: s.categories.stand.id,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().line).toMatchObject({ categoryId: s.categories.stand.id, quantity: 2, prepped: 0 });
    expect((await scan(String(s.categories.stand.categoryNumber), 'prep')).json().outcome).toBe('ok');
  });

  it("counts another pull's label on this pull's line of the same category", async () => {
    const assigned = await post('/show-pull/event-item/assign', {
      showPullID: s.second.id,
      eventItemID: s.items.stands.id,
      qty: 1,
      qtyCrossRented: 0,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const other = assigned
      .json()
      .pullItems.find((l: { category_id: number }) => l.category_id === s.categories.stand.id);
    const res = (await scan(label(other.id, s.second.id), 'prep')).json();
    expect(res).toMatchObject({ outcome: 'ok', line: { categoryId: s.categories.stand.id, prepped: 2 } });
  });

  it('refuses a scan id already used on another pull', async () => {
    const id = randomUUID();
    expect((await scan(label(consoleLine), 'prep', 1, id)).json().outcome).toBe('ok');
    const res = await scan(String(s.categories.stand.categoryNumber), 'prep', 1, id, s.second.id);
    expect(res.statusCode).toBe(409);
  });

  it('lets staff only scan and read (technicians do not prep)', async () => {
    expect((await tech.call({ method: 'GET', url: `/warehouse/pulls/${s.main.id}` })).statusCode).toBe(403);
    const res = await post(
      `/warehouse/pulls/${s.main.id}/scans`,
      { scanId: randomUUID(), mode: 'prep', code: 'x' },
      tech,
    );
    expect(res.statusCode).toBe(403);
  });

  it('refuses a bad scan naming the field', async () => {
    const res = await post(`/warehouse/pulls/${s.main.id}/scans`, { scanId: 'no', mode: 'prep', code: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('scanId');
  });
});

describe('load and return', () => {
  it('loads up to the quantity, returns up to what went out, and lists what is missing', async () => {
    expect((await scan(label(micLine), 'load', 3)).json()).toMatchObject({
      outcome: 'ok',
      line: { loaded: 3 },
    });
    expect((await scan(label(consoleLine), 'return')).json()).toMatchObject({
      outcome: 'complete',
      counted: 0,
    });
    expect((await scan(label(consoleLine), 'load')).json().outcome).toBe('ok');
    expect((await scan(label(consoleLine), 'return')).json().outcome).toBe('ok');
    const back = (await scan(label(micLine), 'return', 2)).json();
    expect(back).toMatchObject({ outcome: 'ok', line: { returned: 2, loaded: 3 } });
    expect(back.progress.return).toEqual({ done: 3, total: 4 });

    const missing = (
      await staff.call({ method: 'GET', url: `/warehouse/pulls/${s.main.id}/missing` })
    ).json();
    expect(missing.lines).toHaveLength(1);
    expect(missing.lines[0]).toMatchObject({ id: micLine, missing: 1 });

    const pdf = await staff.call({ method: 'GET', url: `/warehouse/pulls/${s.main.id}/missing.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Not returned');
    expect(text).toContain('1 of 3');
    expect(text).toContain(s.categories.sm58.description);

    const sent = await post(`/warehouse/pulls/${s.main.id}/missing/send`, { to: 'dock@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = (await staff.call({ method: 'GET', url: `/outbox/${sent.json().messageId}` })).json();
    expect(outbox.message.subject).toContain('Not returned');
    expect(outbox.message.text).toContain('1 of 3');
  });

  it('records each counted scan in the History of the event', async () => {
    const res = await staff.call({ method: 'GET', url: '/events/43001/history?limit=500' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Warehouse scan');
  });
});
