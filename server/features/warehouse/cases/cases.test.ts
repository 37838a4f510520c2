import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadsView } from '../../../../contracts/warehouse-loads.js';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { pdfText } from '../../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { buildPullScenario } from '../../show-pulls/test-fixture.js';

/** Cases and trucks (issue 38.3): the company's cases, loads into them, trucks, weights, labels. */
let t: TestApp;
let staff: Agent;
let tech: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
const line: Record<'mic' | 'console' | 'stand', number> = { mic: 0, console: 0, stand: 0 };
const cases: Record<'a' | 'b' | 'old', { id: number; number: number }> = {
  a: { id: 0, number: 0 },
  b: { id: 0, number: 0 },
  old: { id: 0, number: 0 },
};

const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, agent = staff) =>
  agent.call({ method, url, payload });
const get = (url: string) => staff.call({ method: 'GET', url });
const loads = async () => (await get(`/warehouse/pulls/${s.main.id}/loads`)).json() as LoadsView;
const load = (lineId: number, quantity: number, caseNumber?: number, mode: 'load' | 'return' = 'load') =>
  send('POST', `/warehouse/pulls/${s.main.id}/scans`, {
    scanId: randomUUID(),
    mode,
    code: `https://loadout.example/show-pulls/${s.main.id}/lines/${lineId}`,
    quantity,
    ...(caseNumber === undefined ? {} : { caseNumber }),
  });

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  s = await buildPullScenario(t.db, 43801);
  for (const [item, qty] of [
    [s.items.mic, 4],
    [s.items.console, 1],
    [s.items.stands, 2],
  ] as const) {
    const res = await send('POST', '/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: item.id,
      qty,
      qtyCrossRented: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const view = (await get(`/warehouse/pulls/${s.main.id}`)).json() as {
    lines: { id: number; categoryId: number }[];
  };
  const of = (categoryId: number) => view.lines.find((l) => l.categoryId === categoryId)!.id;
  line.mic = of(s.categories.sm58.id);
  line.console = of(s.categories.console.id);
  line.stand = of(s.categories.stand.id);
});
afterAll(() => t.close());

describe("the company's cases", () => {
  it('adds cases (the next number when none is given), refuses a number taken, staff only', async () => {
    const a = await send('POST', '/warehouse/cases', { name: 'Mic trunk', emptyWeight: 10 });
    expect(a.statusCode, a.body).toBe(200);
    cases.a = a.json().case;
    const b = await send('POST', '/warehouse/cases', { number: 20, name: 'Console case', emptyWeight: 80 });
    cases.b = b.json().case;
    const old = await send('POST', '/warehouse/cases', { name: 'Old trunk' });
    cases.old = old.json().case;
    expect([cases.a.number, cases.b.number, cases.old.number]).toEqual([1, 20, 21]);

    const taken = await send('POST', '/warehouse/cases', { number: 20, name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty('number');
    const bad = await send('POST', '/warehouse/cases', { name: '', emptyWeight: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['emptyWeight', 'name']);
    expect((await send('POST', '/warehouse/cases', { name: 'Mine' }, tech)).statusCode).toBe(403);
  });

  it('renames a case, sets its weight, retires it; a retired case takes no load', async () => {
    const renamed = await send('PATCH', `/warehouse/cases/${cases.a.id}`, {
      name: 'Mic trunk A',
      emptyWeight: 12,
    });
    expect(renamed.json().case).toMatchObject({ name: 'Mic trunk A', emptyWeight: 12, isActive: true });
    await send('PATCH', `/warehouse/cases/${cases.a.id}`, { emptyWeight: 10 });
    const retired = await send('PATCH', `/warehouse/cases/${cases.old.id}`, { isActive: false });
    expect(retired.json().case).toMatchObject({ name: 'Old trunk', isActive: false });
    expect((await send('PATCH', '/warehouse/cases/999999', { name: 'x' })).statusCode).toBe(404);

    const refused = await load(line.mic, 1, cases.old.number);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toContain(`case ${cases.old.number}`);
    const list = (await get('/warehouse/cases')).json().cases as { number: number; isActive: boolean }[];
    expect(list.map((c) => [c.number, c.isActive])).toEqual([
      [1, true],
      [20, true],
      [21, false],
    ]);
  });

  it("prints the active cases' labels with their codes", async () => {
    const pdf = await get('/warehouse/cases/labels.pdf');
    expect(pdf.statusCode).toBe(200);
    const { text, pages } = await pdfText(pdf.rawPayload);
    expect(text).toContain('CASE 1');
    expect(text).toContain('CASE-20');
    expect(text).toContain('Console case');
    expect(text).not.toContain('Old trunk');
    expect(pages).toBe(1);
  });
});

describe('a pull loaded into two cases, on trucks', () => {
  it('loads units into the case named with each scan, and the rest loose', async () => {
    expect((await load(line.mic, 2, cases.a.number)).json()).toMatchObject({ outcome: 'ok', counted: 2 });
    expect((await load(line.mic, 1, cases.b.number)).json()).toMatchObject({ outcome: 'ok', counted: 1 });
    expect((await load(line.console, 1, cases.b.number)).json()).toMatchObject({ outcome: 'ok' });
    expect((await load(line.mic, 1)).json()).toMatchObject({ outcome: 'ok', line: { loaded: 4 } });
    // A case label sent as a scan counts nothing (the device makes it the current case).
    const label = await send('POST', `/warehouse/pulls/${s.main.id}/scans`, {
      scanId: randomUUID(),
      mode: 'load',
      code: 'CASE-20',
    });
    expect(label.json()).toMatchObject({ outcome: 'unknown', counted: 0 });
  });

  it('weighs each case (empty weight and contents) and the loose units', async () => {
    const v = await loads();
    const [a, b] = v.cases;
    expect(a).toMatchObject({ number: 1, weight: 13, truckId: null });
    expect(a!.contents).toEqual([expect.objectContaining({ lineId: line.mic, quantity: 2, stillOut: 2 })]);
    expect(b).toMatchObject({ number: 20, weight: 201.5 });
    expect(b!.contents.map((c) => [c.lineId, c.quantity])).toEqual([
      [line.mic, 1],
      [line.console, 1],
    ]);
    expect(v.loose.map((l) => [l.lineId, l.quantity, l.weight])).toEqual([
      [line.mic, 1, 1.5],
      [line.stand, 2, 12],
    ]);
    expect(v.totalWeight).toBe(228);
    expect(v.unassignedWeight).toBe(228);
    expect(v.available.map((c) => c.number)).toEqual([1, 20]);
  });

  it('puts cases and loose lines on trucks, weighs each, and warns past its limit', async () => {
    const url = `/warehouse/pulls/${s.main.id}`;
    let v = (await send('POST', `${url}/trucks`, { name: 'Sprinter', weightLimit: 150 })).json() as LoadsView;
    v = (await send('POST', `${url}/trucks`, { name: 'Box truck' })).json();
    const [sprinter, box] = v.trucks;
    expect(box).toMatchObject({ name: 'Box truck', weightLimit: null, weight: 0, over: false });
    v = (await send('PUT', `${url}/cases/${cases.b.id}/truck`, { truckId: sprinter!.id })).json();
    expect(v.trucks[0]).toMatchObject({ weight: 201.5, over: true });
    v = (await send('PUT', `${url}/lines/${line.mic}/truck`, { truckId: sprinter!.id })).json();
    v = (await send('PUT', `${url}/cases/${cases.a.id}/truck`, { truckId: box!.id })).json();
    expect(v.trucks.map((x) => [x.name, x.weight, x.over])).toEqual([
      ['Sprinter', 203, true],
      ['Box truck', 13, false],
    ]);
    expect(v.unassignedWeight).toBe(12);
    v = (await send('PATCH', `${url}/trucks/${sprinter!.id}`, { weightLimit: 250 })).json();
    expect(v.trucks[0]).toMatchObject({ name: 'Sprinter', weightLimit: 250, over: false });

    // A truck of another pull, a line of another pull, a retired case not on the pull.
    const other = (
      await send('POST', `/warehouse/pulls/${s.second.id}/trucks`, { name: 'Van', weightLimit: 900 })
    ).json() as LoadsView;
    const van = other.trucks[0]!.id;
    expect((await send('PUT', `${url}/cases/${cases.a.id}/truck`, { truckId: van })).statusCode).toBe(404);
    expect((await send('PUT', `${url}/lines/99999999/truck`, { truckId: null })).statusCode).toBe(404);
    expect((await send('PUT', `${url}/cases/${cases.old.id}/truck`, { truckId: null })).statusCode).toBe(409);
    expect((await send('POST', `${url}/trucks`, { name: 'Mine' }, tech)).statusCode).toBe(403);

    // A truck taken off the pull leaves what it carried on no truck.
    v = (await send('DELETE', `${url}/trucks/${box!.id}`)).json();
    expect(v.cases[0]).toMatchObject({ number: 1, truckId: null });
    expect(v.unassignedWeight).toBe(25);
  });

  it('lists what is still out per case after the return', async () => {
    expect((await load(line.mic, 1, cases.a.number, 'return')).json()).toMatchObject({ outcome: 'ok' });
    // Returned with no case current: the loose unit first.
    expect((await load(line.mic, 1, undefined, 'return')).json()).toMatchObject({ outcome: 'ok' });
    const v = await loads();
    expect(v.cases.map((c) => [c.number, c.stillOut])).toEqual([
      [1, 1],
      [20, 2],
    ]);
    expect(v.loose.find((l) => l.lineId === line.mic)!.stillOut).toBe(0);
  });

  it("prints the pull's case labels with their contents, and the pull list by case", async () => {
    const labels = await get(`/warehouse/pulls/${s.main.id}/case-labels.pdf`);
    expect(labels.statusCode).toBe(200);
    const { text } = await pdfText(labels.rawPayload);
    expect(text).toContain('CASE 20');
    expect(text).toContain('Truck: Sprinter');
    expect(text).toContain('201.5 lbs');
    expect(text).toContain(s.categories.console.description);

    const list = await get(`/warehouse/pulls/${s.main.id}/pull-list.pdf`);
    expect(list.statusCode).toBe(200);
    const printed = (await pdfText(list.rawPayload)).text;
    expect(printed).toContain('Case 1 · Mic trunk A');
    expect(printed).toContain('In no case');
    expect(printed).toContain('Total weight: 228 lbs');
  });

  it('records the trucks and cases in the History of the event', async () => {
    const history = (await get('/events/43801/history?limit=500')).body;
    expect(history).toContain('Truck');
    expect(history).toContain('Case on the pull');
  });
});
