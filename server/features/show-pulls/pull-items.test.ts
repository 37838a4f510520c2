import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { pdfText } from '../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { showPullItems } from './schema.js';
import { buildPullScenario } from './test-fixture.js';

let t: TestApp;
let staff: Agent;
let tech: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  s = await buildPullScenario(t.db, 42001);
});
afterAll(() => t.close());

type View = {
  pullItems: {
    id: number;
    category_id: number;
    quantity: number;
    isCustom: boolean;
    minimum: { total: number };
  }[];
};
const post = (url: string, payload: object, agent = staff) => agent.call({ method: 'POST', url, payload });
const form = (url: string, body: string) =>
  staff.call({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const line = (v: View, categoryId: number) =>
  v.pullItems.find((i) => i.category_id === categoryId && !i.isCustom)!;
const view = async () => (await staff.call({ method: 'GET', url: `/show-pulls/${s.main.id}` })).json();

describe('systems', () => {
  it('adds systems by form (quantities[] with categoryIDs[]), recording system assignments', async () => {
    const c = s.categories;
    const res = await form(
      '/show-pull/system/add',
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=4&quantities[]=6&categoryIDs[]=${c.sm58.id}&categoryIDs[]=${c.xlr.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(line(v, c.sm58.id)).toMatchObject({ quantity: 4, minimum: { total: 4, systemQty: 4 } });
    expect(line(v, c.xlr.id)).toMatchObject({ quantity: 6, minimum: { systemQty: 6 } });
    expect(v.systemAssignments).toHaveLength(2);
    const again = await post('/show-pull/item/system-assignment/add', {
      showPullID: s.main.id,
      categoryID: c.sm58.id,
      systemCategoryID: c.system.id,
      qty: 2,
    });
    expect(line(again.json(), c.sm58.id).quantity).toBe(6);
  });

  it('sets a system assignment quantity, and 0 deletes it', async () => {
    const v = await view();
    const a = v.systemAssignments.find((x: { category_id: number }) => x.category_id === s.categories.xlr.id);
    const set = await post('/show-pull/item/system-assignment/quantity/update', {
      assignmentID: a.id,
      qty: 9,
    });
    expect(line(set.json(), s.categories.xlr.id)).toMatchObject({ quantity: 9, minimum: { total: 9 } });
    const del = await post('/show-pull/item/system-assignment/quantity/update', {
      assignmentID: a.id,
      qty: 0,
    });
    expect(del.json().systemAssignments.map((x: { id: number }) => x.id)).not.toContain(a.id);
    expect(line(del.json(), s.categories.xlr.id).quantity).toBe(0);
  });

  it('refuses a category that is not a system, a component of another system, and mismatched lists', async () => {
    const c = s.categories;
    const notSystem = await form(
      '/show-pull/system/add',
      `showPullID=${s.main.id}&systemCategoryID=${c.console.id}&quantities[]=1&categoryIDs[]=${c.sm58.id}`,
    );
    expect(notSystem.statusCode).toBe(400);
    const notPart = await form(
      '/show-pull/system/add',
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=1&categoryIDs[]=${c.console.id}`,
    );
    expect(notPart.statusCode).toBe(400);
    const mismatch = await form(
      '/show-pull/system/add',
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=1&quantities[]=2&categoryIDs[]=${c.sm58.id}`,
    );
    expect(mismatch.statusCode).toBe(400);
    const negative = await form(
      '/show-pull/system/add',
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=-1&categoryIDs[]=${c.sm58.id}`,
    );
    expect(negative.statusCode).toBe(400);
  });
});

describe('pull quantity and its minimum', () => {
  it('refuses a quantity below dependency-added + system-assigned + cross-rented, listing each', async () => {
    // sm58: 6 from the system; add 3 cross-rented through an assignment.
    await post('/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.mic.id,
      qty: 5,
      qtyCrossRented: 3,
    });
    const v = await view();
    const l = line(v, s.categories.sm58.id);
    expect(l).toMatchObject({
      quantity: 11,
      minimum: { total: 9, systemQty: 6, crossRentedQty: 3, dependencyQty: 0 },
    });
    const low = await post('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      pullItemID: l.id,
      categoryID: s.categories.sm58.id,
      qty: 8,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe(
      "The quantity can't be less than 9:\n0 added by dependencies\n6 assigned by systems\n3 cross-rented",
    );
    const ok = await post('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      pullItemID: l.id,
      categoryID: s.categories.sm58.id,
      qty: 9,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(line(ok.json(), s.categories.sm58.id).quantity).toBe(9);
    expect(ok.json().totalWeight).toBe((await view()).totalWeight);
  });

  it('makes a line for a category that has none, and refuses negative, fractional and text quantities', async () => {
    const made = await post('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      categoryID: s.categories.console.id,
      qty: 2,
    });
    expect(line(made.json(), s.categories.console.id)).toMatchObject({ quantity: 2 });
    // The category's row on screen learns of its new line.
    expect(made.json().categories[0]).toMatchObject({
      id: s.categories.console.id,
      showPullItemID: line(made.json(), s.categories.console.id).id,
    });
    for (const qty of [-1, 1.5, 'x'])
      expect(
        (
          await post('/show-pull/item/qty/update', {
            showPullID: s.main.id,
            categoryID: s.categories.console.id,
            qty,
          })
        ).statusCode,
      ).toBe(400);
    const wrongCategory = await post('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      pullItemID: line(made.json(), s.categories.console.id).id,
      categoryID: s.categories.sm58.id,
      qty: 2,
    });
    expect(wrongCategory.statusCode).toBe(404);
  });
});

describe('ignore-weight quantity, notes and weight', () => {
  it("says 'Quantity must be greater than 0' and 'Quantity can't be more than what's on the pull (n)'", async () => {
    const l = line(await view(), s.categories.console.id);
    const negative = await post('/show-pull/item/ignore-weight-qty/update', { pullItemID: l.id, qty: -1 });
    expect(negative.json().error.message).toBe('Quantity must be greater than 0');
    const over = await post('/show-pull/item/ignore-weight-qty/update', { pullItemID: l.id, qty: 3 });
    expect(over.json().error.message).toBe("Quantity can't be more than what's on the pull (2)");
    const before = (await view()).totalWeight;
    const ok = await post('/show-pull/item/ignore-weight-qty/update', { pullItemID: l.id, qty: 1 });
    expect(ok.json().pullItems[0].ignore_weight_qty).toBe(1);
    // total weight = sum((quantity - ignore_weight_qty) x weight): one console (120 lbs) less.
    expect(ok.json().totalWeight).toBe(before - 120);
  });

  it('updates notes and writer notes', async () => {
    const l = line(await view(), s.categories.console.id);
    const notes = await post('/show-pull/item/notes/update', { pullItemID: l.id, notes: 'Flight case, FOH' });
    expect(notes.json().pullItems[0].notes).toBe('Flight case, FOH');
    const writer = await post('/show-pull/item/writer-notes/update', {
      pullItemID: l.id,
      notes: 'Check the spare PSU',
    });
    expect(writer.json().pullItems[0]).toMatchObject({
      notes: 'Flight case, FOH',
      writer_notes: 'Check the spare PSU',
    });
    expect((await post('/show-pull/item/notes/update', { pullItemID: 999999, notes: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await post('/show-pull/item/notes/update', { pullItemID: l.id, notes: 'x' }, tech)).statusCode,
    ).toBe(403);
  });
});

describe('custom items', () => {
  it('adds one by form; categoryID, description and qty are required', async () => {
    const res = await form(
      '/show-pull/custom-item/create',
      `showPullID=${s.main.id}&categoryID=${s.categories.console.id}&description=Spare%20iPad&qty=2&notes=For%20mixing`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().newItem).toMatchObject({
      description: 'Spare iPad',
      quantity: 2,
      notes: 'For mixing',
      isCustom: true,
    });
    for (const body of [
      `showPullID=${s.main.id}&description=x&qty=1`,
      `showPullID=${s.main.id}&categoryID=${s.categories.console.id}&qty=1`,
      `showPullID=${s.main.id}&categoryID=${s.categories.console.id}&description=x`,
      `showPullID=${s.main.id}&categoryID=${s.categories.console.id}&description=x&qty=-2`,
    ])
      expect((await form('/show-pull/custom-item/create', body)).statusCode, body).toBe(400);
  });
});

describe('dependencies', () => {
  it("satisfies an unmet 'all' dependency with the spec's payload, then toggles Satisfy / Un-Satisfy", async () => {
    const v = await view();
    const mic = line(v, s.categories.sm58.id);
    const dep = v.dependencies.find((d: { id: number }) => d.id === s.dependencies.all.id);
    expect(dep).toMatchObject({
      logic_type: 'all',
      requirementMet: false,
      satisfied: null,
      for_show_pull_item_id: mic.id,
    });
    // Spec 7's payload, nothing more: the client asked spec 5's question before calling.
    const yes = await post('/show-pull/item/dependency/toggle-satisfaction', {
      pullItemID: mic.id,
      dependencyID: dep.id,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ isNew: true, record: { is_satisfied: true } });
    expect((await view()).dependencies.find((d: { id: number }) => d.id === dep.id)).toMatchObject({
      requirementMet: false,
      satisfied: { id: yes.json().record.id, is_satisfied: true },
    });
    const undo = await post('/show-pull/item/dependency/toggle-satisfaction', {
      pullItemID: mic.id,
      dependencyID: dep.id,
    });
    expect(undo.json()).toEqual({ isNew: false, record: { id: yes.json().record.id, is_satisfied: false } });
    // An 'other' dependency met by the pull group (the mics are on the pull) needs no question.
    const other = await post('/show-pull/item/dependency/toggle-satisfaction', {
      pullItemID: mic.id,
      dependencyID: s.dependencies.other.id,
    });
    expect(other.json().record.is_satisfied).toBe(true);
  });

  it('adds, changes and deletes a dependency assignment, which raises the minimum', async () => {
    const v = await view();
    const mic = line(v, s.categories.sm58.id);
    const standItem = s.dependencies.allItems.find((i) => i.categoryId === s.categories.stand.id)!;
    const before = line(v, s.categories.stand.id)?.quantity ?? 0;
    const add = await post('/show-pull/item/dependency-assignment/add', {
      showPullID: s.main.id,
      dependencyItemID: standItem.id,
      forPullItemID: mic.id,
      categoryID: s.categories.stand.id,
      qty: 3,
    });
    expect(add.statusCode, add.body).toBe(200);
    const stand = line(add.json(), s.categories.stand.id);
    expect(stand).toMatchObject({ quantity: before + 3, minimum: { dependencyQty: 3 } });
    const da = add.json().dependencyAssignments[0];
    expect(da).toMatchObject({
      quantity: 3,
      dependency_item_id: standItem.id,
      for_show_pull_item_id: mic.id,
      forItemDescription: 'Shure SM58 Microphone',
    });
    const wrong = await post('/show-pull/item/dependency-assignment/add', {
      showPullID: s.main.id,
      dependencyItemID: standItem.id,
      forPullItemID: mic.id,
      categoryID: s.categories.console.id,
      qty: 1,
    });
    expect(wrong.statusCode).toBe(400);
    // Issue 38.6: the refusal to lower the stands names the line they were added for, and says so
    // when that line no longer needs them.
    const lower = { showPullID: s.main.id, pullItemID: stand.id, categoryID: s.categories.stand.id, qty: 0 };
    const low = await post('/show-pull/item/qty/update', lower);
    expect(low.json().error.message).toContain('3 added by dependencies (3 for Shure SM58 Microphone)\n');
    await t.db.update(showPullItems).set({ quantity: 0 }).where(eq(showPullItems.id, mic.id));
    const orphan = await post('/show-pull/item/qty/update', lower);
    expect(orphan.json().error.message).toContain(
      '3 added by dependencies (3 for Shure SM58 Microphone, which is no longer on the pull)\n',
    );
    await t.db.update(showPullItems).set({ quantity: mic.quantity }).where(eq(showPullItems.id, mic.id));
    const set = await post('/show-pull/item/dependency-assignment/quantity/update', {
      assignmentID: da.id,
      qty: 1,
    });
    expect(line(set.json(), s.categories.stand.id).quantity).toBe(before + 1);
    const del = await post('/show-pull/item/dependency-assignment/delete', { assignmentID: da.id });
    expect(del.json().dependencyAssignments).toEqual([]);
    expect(line(del.json(), s.categories.stand.id).quantity).toBe(before);
  });
});

describe('breakdown and prints', () => {
  it("answers a category's bid items grouped by description", async () => {
    const res = await staff.call({
      method: 'GET',
      url: `/show-pulls/42001/${s.categories.sm58.id}/breakdown`,
    });
    expect(res.json()).toEqual({
      itemsByDescription: { 'Handheld mics': [{ id: s.items.mic.id, quantity: 12, assignedQty: 5 }] },
    });
    expect(
      (await staff.call({ method: 'GET', url: `/show-pulls/999999/${s.categories.sm58.id}/breakdown` }))
        .statusCode,
    ).toBe(404);
  });

  it('prints the pull list (writer notes only for the warehouse) and the labels', async () => {
    const warehouse = await staff.call({
      method: 'GET',
      url: `/show-pull/print?showPullID=${s.main.id}&departmentID=`,
      page: true,
    });
    expect(warehouse.statusCode).toBe(200);
    expect(warehouse.headers['content-type']).toBe('application/pdf');
    const w = await pdfText(warehouse.rawPayload);
    expect(w.text).toContain('Pull Show 42001');
    expect(w.text).toContain('Yamaha CL5 Console');
    expect(w.text).toContain('Writer: Check the spare PSU');
    expect(w.text).toMatch(/Total weight: [\d,.]+ lbs/);
    const client = await staff.call({
      method: 'GET',
      url: `/show-pull/print?showPullID=${s.main.id}&isForClient=on`,
      page: true,
    });
    const c = await pdfText(client.rawPayload);
    expect(c.text).toContain('Flight case, FOH');
    expect(c.text).not.toContain('Check the spare PSU');
    const labels = await staff.call({
      method: 'GET',
      url: `/show-pull/labels?showPullID=${s.main.id}`,
      page: true,
    });
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(labels.rawPayload)).text).toContain('Shure SM58 Microphone');
    expect((await staff.call({ method: 'GET', url: '/show-pull/print?showPullID=abc' })).statusCode).toBe(
      400,
    );
    expect((await staff.call({ method: 'GET', url: '/show-pull/print?showPullID=999999' })).statusCode).toBe(
      404,
    );
  });
});
