import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPullUpdate, type PullUpdate } from '../../../contracts/show-pulls/update.js';
import type { ShowPullView } from '../../../contracts/show-pulls.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { dependencies, dependencyItems, systemItems } from '../../domains/catalog/schema.js';
import { buildPullScenario } from './test-fixture.js';
import { getShowPullView } from './view/view.js';

/**
 * A write answers what it changed, not the whole pull. The screen puts the answer into what it
 * showed (applyPullUpdate): that must be what a fresh read gives, after every kind of write. The
 * server's kept screen takes the same answer (view/view-cache.ts), so the read call must give it too.
 */
let t: TestApp;
let staff: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
let outsideBid: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildPullScenario(t.db, 43001);
  // A system component no bid item asks for: its line brings a category the screen did not list.
  outsideBid = await buildCategory(t.db, {
    categoryNumber: 430019,
    description: 'Podium Gooseneck',
    departmentId: s.categories.sm58.departmentId,
    weightLbs: 3,
  });
  await t.db
    .insert(systemItems)
    .values({ systemCategoryId: s.categories.system.id, categoryId: outsideBid.id, quantity: 1 });
});
afterAll(() => t.close());

const read = async (pullId = s.main.id): Promise<ShowPullView> =>
  (await staff.call({ method: 'GET', url: `/show-pulls/${pullId}` })).json();

/** Makes the write and checks its answer against a fresh read of the pull it was made on. */
async function write(url: string, payload: object | string, pullId = s.main.id): Promise<PullUpdate> {
  const before = await read(pullId);
  const res =
    typeof payload === 'string'
      ? await staff.call({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        })
      : await staff.call({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  const update: PullUpdate = res.json();
  // Built from the tables, past every cache.
  const fresh = JSON.parse(JSON.stringify(await getShowPullView(t.db, pullId)));
  expect(applyPullUpdate(before, update)).toEqual(fresh);
  expect(await read(pullId)).toEqual(fresh);
  // The answer is what changed: a handful of rows, not the screen.
  expect(update.pullItems.length).toBeLessThanOrEqual(3);
  return update;
}

const lineOf = (v: ShowPullView, categoryId: number) =>
  v.pullItems.find((l) => l.category_id === categoryId && !l.isCustom)!;

describe('every pull write answers what a fresh read shows', () => {
  it('assigning and un-assigning bid items and commitments', async () => {
    const assigned = await write('/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.mic.id,
      qty: 6,
      qtyCrossRented: 2,
    });
    expect(assigned.eventItems).toHaveLength(1);
    // Issue 38.4: the line's cross-rented total cannot go below what its assignments cross-rent.
    const micLine = assigned.pullItems.find((l) => l.category_id === s.categories.sm58.id)!;
    const below = await staff.call({
      method: 'POST',
      url: '/show-pull/item/cross-rent',
      payload: { pullItemID: micLine.id, qty: 1 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.message).toBe(
      "At least 2 stay cross-rented: the line's assignments cross-rent them (change those assignments instead)",
    );
    await write('/show-pull/item/cross-rent', { pullItemID: micLine.id, qty: 3 });
    await write('/show-pull/item/cross-rent', { pullItemID: micLine.id, qty: 2 });
    // The same item on the other pull: the first pull's "other pulls" quantity moves.
    const second = await write(
      '/show-pull/event-item/assign',
      { showPullID: s.second.id, eventItemID: s.items.mic.id, qty: 2 },
      s.second.id,
    );
    expect(second.eventItems[0]!.otherPullsQty).toBe(6);
    await write('/show-pull/event-item/assign', {
      showPullID: s.main.id,
      eventItemID: s.items.stands.id,
      qty: 4,
    });
    const stands = (await read()).eventItems.find((i) => i.id === s.items.stands.id)!.assignment!;
    const off = await write('/show-pull/event-item/un-assign', { assignmentID: stands.id });
    expect(off.eventItems[0]!.assignment).toBeNull();
    const c = await write('/show-pull/commitment/assign', {
      showPullID: s.main.id,
      categoryID: s.categories.xlr.id,
      qty: 10,
      qtyCrossRented: 1,
    });
    await write('/show-pull/commitment/un-assign', { assignmentID: c.commitments![0]!.assignment!.id });
  });

  it('systems, including a component outside the bid', async () => {
    const c = s.categories;
    const added = await write(
      '/show-pull/system/add',
      `showPullID=${s.main.id}&systemCategoryID=${c.system.id}&quantities[]=2&quantities[]=3&quantities[]=1&categoryIDs[]=${c.sm58.id}&categoryIDs[]=${c.xlr.id}&categoryIDs[]=${outsideBid.id}`,
    );
    expect(added.categories.map((x) => x.id)).toContain(outsideBid.id);
    const a = added.systemAssignments!.find((x) => x.category_id === c.xlr.id)!;
    await write('/show-pull/item/system-assignment/add', {
      showPullID: s.main.id,
      categoryID: c.sm58.id,
      systemCategoryID: c.system.id,
      qty: 1,
    });
    await write('/show-pull/item/system-assignment/quantity/update', { assignmentID: a.id, qty: 5 });
    await write('/show-pull/item/system-assignment/quantity/update', { assignmentID: a.id, qty: 0 });
  });

  it('dependency assignments, and a line going on and off the pull', async () => {
    const mic = lineOf(await read(), s.categories.sm58.id);
    const standItem = s.dependencies.allItems.find((i) => i.categoryId === s.categories.stand.id)!;
    const added = await write('/show-pull/item/dependency-assignment/add', {
      showPullID: s.main.id,
      dependencyItemID: standItem.id,
      forPullItemID: mic.id,
      categoryID: s.categories.stand.id,
      qty: 2,
    });
    const da = added.dependencyAssignments![0]!;
    await write('/show-pull/item/dependency-assignment/quantity/update', { assignmentID: da.id, qty: 3 });
    await write('/show-pull/item/dependency-assignment/delete', { assignmentID: da.id });
    // The stands' line goes to 0: the mic's 'all' dependency on stands is no longer met.
    const stand = lineOf(await read(), s.categories.stand.id);
    const offPull = await write('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      pullItemID: stand.id,
      categoryID: s.categories.stand.id,
      qty: 0,
    });
    expect(offPull.dependencies.find((d) => d.id === s.dependencies.all.id)?.requirementMet).toBe(false);
    // The mics' line goes off the pull: its dependencies are no longer shown.
    const micItem = (await read()).eventItems.find((i) => i.id === s.items.mic.id)!.assignment!;
    await write('/show-pull/event-item/un-assign', { assignmentID: micItem.id });
    const sys = (await read()).systemAssignments.filter((x) => x.category_id === s.categories.sm58.id);
    for (const x of sys)
      await write('/show-pull/item/system-assignment/quantity/update', { assignmentID: x.id, qty: 0 });
    expect(lineOf(await read(), s.categories.sm58.id).quantity).toBe(0);
    expect((await read()).dependencies).toEqual([]);
  });

  it('line quantities, ignore-weight quantities, notes and custom items', async () => {
    const made = await write('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      categoryID: s.categories.console.id,
      qty: 2,
    });
    const consoleLine = made.pullItems[0]!;
    await write('/show-pull/item/ignore-weight-qty/update', { pullItemID: consoleLine.id, qty: 1 });
    // A shortage's fix (issue 38.4): units cross-rented by hand, then taken off again.
    const rented = await write('/show-pull/item/cross-rent', { pullItemID: consoleLine.id, qty: 2 });
    expect(rented.pullItems[0]!.minimum.crossRentedQty).toBe(2);
    await write('/show-pull/item/cross-rent', { pullItemID: consoleLine.id, qty: 0 });
    await write('/show-pull/item/notes/update', { pullItemID: consoleLine.id, notes: 'FOH' });
    await write('/show-pull/item/writer-notes/update', { pullItemID: consoleLine.id, notes: 'PSU' });
    const custom = await write(
      '/show-pull/custom-item/create',
      `showPullID=${s.main.id}&categoryID=${s.categories.console.id}&description=Spare%20iPad&qty=2&notes=`,
    );
    expect((custom as PullUpdate & { newItem: { isCustom: boolean } }).newItem.isCustom).toBe(true);
  });

  it('custom items edited and deleted, a category outside the bid leaving with its only line', async () => {
    const form = (categoryId: number, description: string) =>
      `showPullID=${s.main.id}&categoryID=${categoryId}&description=${encodeURIComponent(description)}&qty=3&notes=`;
    type Made = PullUpdate & { newItem: { id: number; category_id: number } };
    const spare = (await write(
      '/show-pull/custom-item/create',
      form(s.categories.console.id, 'Spare mic kit'),
    )) as Made;
    const id = spare.newItem.id;
    // A custom line is edited by the line calls, by its id.
    await write('/show-pull/item/qty/update', {
      showPullID: s.main.id,
      pullItemID: id,
      categoryID: s.categories.console.id,
      qty: 5,
    });
    await write('/show-pull/item/notes/update', { pullItemID: id, notes: 'In the blue case' });
    await write('/show-pull/item/writer-notes/update', { pullItemID: id, notes: 'Check batteries' });
    const gone = await write('/show-pull/custom-item/delete', { pullItemID: id });
    expect(gone.removedPullItemIDs).toEqual([id]);
    expect(gone.removedCategoryIDs).toEqual([]);
    expect((await read()).pullItems.some((l) => l.id === id)).toBe(false);

    // Outside the bid: its category joins the screen with the line and leaves with it.
    const outside = await buildCategory(t.db, {
      categoryNumber: 430029,
      description: 'Confidence Monitor Cart',
      departmentId: s.categories.sm58.departmentId,
      weightLbs: 40,
    });
    const cart = (await write('/show-pull/custom-item/create', form(outside.id, 'Cart'))) as Made;
    expect(cart.categories.map((c) => c.id)).toContain(outside.id);
    const left = await write('/show-pull/custom-item/delete', { pullItemID: cart.newItem.id });
    expect(left.removedCategoryIDs).toEqual([outside.id]);
    expect((await read()).categories.some((c) => c.id === outside.id)).toBe(false);

    // A category's own line is not deleted (its quantity goes to 0).
    const own = lineOf(await read(), s.categories.console.id);
    const refused = await staff.call({
      method: 'POST',
      url: '/show-pull/custom-item/delete',
      payload: { pullItemID: own.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Only a custom item can be deleted');
  });

  it('a custom line with quantity added for its dependency takes that quantity with it', async () => {
    const mic = (await write(
      '/show-pull/custom-item/create',
      `showPullID=${s.main.id}&categoryID=${s.categories.sm58.id}&description=Spare%20SM58&qty=2&notes=`,
    )) as PullUpdate & { newItem: { id: number } };
    const standItem = s.dependencies.allItems.find((i) => i.categoryId === s.categories.stand.id)!;
    const standBefore = lineOf(await read(), s.categories.stand.id)?.quantity ?? 0;
    await write('/show-pull/item/dependency-assignment/add', {
      showPullID: s.main.id,
      dependencyItemID: standItem.id,
      forPullItemID: mic.newItem.id,
      categoryID: s.categories.stand.id,
      qty: 2,
    });
    const gone = await write('/show-pull/custom-item/delete', { pullItemID: mic.newItem.id });
    expect(gone.dependencyAssignments).toEqual(
      (await read()).dependencyAssignments.filter((a) => a.for_show_pull_item_id !== mic.newItem.id),
    );
    expect(lineOf(await read(), s.categories.stand.id).quantity).toBe(standBefore);
  });

  it('adds quantity for a required category that is on neither the bid nor the pull, by the dependency item alone', async () => {
    const rig = await buildCategory(t.db, {
      categoryNumber: 430049,
      description: 'Millumin Playback Rig',
      departmentId: s.categories.sm58.departmentId,
      weightLbs: 30,
    });
    const [dep] = await t.db
      .insert(dependencies)
      .values({ categoryId: s.categories.console.id, message: 'Needs playback', logicType: 'all' })
      .returning();
    const [needRig] = await t.db
      .insert(dependencyItems)
      .values({ dependencyId: dep!.id, categoryId: rig.id })
      .returning();
    const consoleLine = lineOf(await read(), s.categories.console.id);
    const shown = (await read()).dependencies.find((d) => d.id === dep!.id)!;
    expect(shown.required_items).toEqual([
      expect.objectContaining({ id: needRig!.id, category_id: rig.id, pull_group_id: null, isOnPull: false }),
    ]);
    // What the screen sends: the dependency item, the line it is for, and the quantity.
    const added = await write('/show-pull/item/dependency-assignment/add', {
      showPullID: s.main.id,
      dependencyItemID: needRig!.id,
      forPullItemID: consoleLine.id,
      qty: 1,
    });
    expect(added.categories.map((c) => c.id)).toEqual([rig.id]);
    expect(lineOf(await read(), rig.id)).toMatchObject({ quantity: 1, minimum: { dependencyQty: 1 } });
    expect(added.dependencies.find((d) => d.id === dep!.id)?.requirementMet).toBe(true);
    // Naming another category is refused; so is a pull group item without one.
    const wrong = await staff.call({
      method: 'POST',
      url: '/show-pull/item/dependency-assignment/add',
      payload: {
        showPullID: s.main.id,
        dependencyItemID: needRig!.id,
        forPullItemID: consoleLine.id,
        categoryID: s.categories.xlr.id,
        qty: 1,
      },
    });
    expect(wrong.statusCode).toBe(400);
    const mic = lineOf(await read(), s.categories.sm58.id);
    const noGroupCategory = await staff.call({
      method: 'POST',
      url: '/show-pull/item/dependency-assignment/add',
      payload: {
        showPullID: s.main.id,
        dependencyItemID: s.dependencies.groupItem.id,
        forPullItemID: mic.id,
        qty: 1,
      },
    });
    expect(noGroupCategory.statusCode).toBe(400);
    expect(noGroupCategory.json().error.message).toBe("Choose a category of the dependency's pull group");
  });

  it("un-assigning a bid item lowers its line only down to the line's minimum", async () => {
    // Issue 20's line 3028: 1 from the bid and 1 from a system; set to 1 (its minimum), then the
    // bid item un-assigned: the line keeps the system's unit (it stays on the pull and the print).
    const c = s.categories;
    await write(
      '/show-pull/event-item/assign',
      { showPullID: s.second.id, eventItemID: s.items.console.id, qty: 1 },
      s.second.id,
    );
    const other = s.second.id;
    const sys = await buildCategory(t.db, {
      categoryNumber: 430059,
      description: 'FOH Package',
      departmentId: c.sm58.departmentId,
      isSystem: true,
    });
    await t.db
      .insert(systemItems)
      .values({ systemCategoryId: sys.id, categoryId: c.console.id, quantity: 1 });
    await write(
      '/show-pull/item/system-assignment/add',
      { showPullID: other, categoryID: c.console.id, systemCategoryID: sys.id, qty: 1 },
      other,
    );
    const line = lineOf(await read(other), c.console.id);
    expect(line).toMatchObject({ quantity: 2, minimum: { total: 1, systemQty: 1 } });
    await write(
      '/show-pull/item/qty/update',
      { showPullID: other, pullItemID: line.id, categoryID: c.console.id, qty: 1 },
      other,
    );
    const a = (await read(other)).eventItems.find((i) => i.id === s.items.console.id)!.assignment!;
    const off = await write('/show-pull/event-item/un-assign', { assignmentID: a.id }, other);
    expect(off.pullItems.find((l) => l.id === line.id)).toMatchObject({ quantity: 1, minimum: { total: 1 } });
  });
});
