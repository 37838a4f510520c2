import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { dbChecksum } from '../../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { buildLibrary, formBody, type Library } from '../test-fixture.js';

let t: TestApp;
let admin: Agent;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
});
beforeEach(async () => {
  lib = await buildLibrary(t.db);
});
afterAll(() => t.close());

const itemsOf = async (sheetId: number) =>
  (await admin.call({ method: 'GET', url: `/xbook/sheets/${sheetId}/items` })).json().items as {
    id: number;
    name: string;
    quantity: number;
    notes: string;
  }[];
const add = (sheetId: number, fields: Record<string, string | number>) =>
  admin.call({ method: 'POST', url: `/xbook/sheets/${sheetId}/item`, ...formBody(fields) });

describe('sheet items', () => {
  it('lists them in their saved order, each with its kind, name and image flag', async () => {
    const res = await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}/items` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: lib.items.section.id,
        quantity: 0,
        notes: '',
        is_section: true,
        section_name: 'Microphones',
        name: 'Microphones',
        isMisc: false,
        hasImage: false,
        category_id: null,
        category_number: null,
        misc_item_id: null,
      },
      {
        id: lib.items.mic.id,
        quantity: 4,
        notes: 'With clips',
        is_section: false,
        section_name: null,
        name: 'Shure SM58 Microphone',
        isMisc: false,
        hasImage: false,
        category_id: lib.mic.id,
        category_number: String(lib.mic.categoryNumber),
        misc_item_id: null,
      },
      expect.objectContaining({ id: lib.items.cable.id, name: 'XLR Cable 25ft', quantity: 6 }),
      expect.objectContaining({
        id: lib.items.tape.id,
        name: lib.tape.name,
        isMisc: true,
        misc_item_id: lib.tape.id,
      }),
    ]);
    expect(
      (await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.screens.id}/items` })).json().items,
    ).toEqual([]);
    expect((await admin.call({ method: 'GET', url: '/xbook/sheets/2147483000/items' })).statusCode).toBe(404);
  });

  it('adds a category (any department), a section and a misc item at the end', async () => {
    const cat = await add(lib.screens.id, { type: 'category', categoryID: lib.mic.id, quantity: 3 });
    expect(cat.statusCode, cat.body).toBe(200);
    expect(cat.json().item).toMatchObject({ name: 'Shure SM58 Microphone', quantity: 3, is_section: false });
    const section = await add(lib.screens.id, { type: 'section', sectionName: ' Projection ' });
    expect(section.statusCode, section.body).toBe(200);
    expect(section.json().item).toMatchObject({ is_section: true, section_name: 'Projection', quantity: 0 });
    const misc = await add(lib.screens.id, { type: 'misc', miscItemID: lib.tape.id, quantity: 1 });
    expect(misc.statusCode, misc.body).toBe(200);
    expect(misc.json().item).toMatchObject({ isMisc: true, name: lib.tape.name, quantity: 1 });
    const defaulted = await add(lib.screens.id, { type: 'category', categoryID: lib.projector.id });
    expect(defaulted.json().item.quantity).toBe(1);
    expect((await itemsOf(lib.screens.id)).map((i) => i.name)).toEqual([
      'Shure SM58 Microphone',
      'Projection',
      lib.tape.name,
      'Panasonic 12K Projector',
    ]);
  });

  it('refuses an item without its category, section name or misc item, and unknown ones', async () => {
    const before = await dbChecksum(t.db);
    const noCategory = await add(lib.screens.id, { type: 'category', categoryID: '', quantity: 1 });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.fields.categoryID).toBe('Please choose a category');
    const noSection = await add(lib.screens.id, { type: 'section', sectionName: '  ' });
    expect(noSection.json().error.fields.sectionName).toBe('Please enter a section name');
    const noMisc = await add(lib.screens.id, { type: 'misc', quantity: 1 });
    expect(noMisc.json().error.fields.miscItemID).toBe('Please choose a misc item');
    expect((await add(lib.screens.id, { type: 'gadget' })).statusCode).toBe(400);
    expect(
      (await add(lib.screens.id, { type: 'category', categoryID: lib.mic.id, quantity: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await add(lib.screens.id, { type: 'category', categoryID: lib.mic.id, quantity: 'x' })).statusCode,
    ).toBe(400);
    expect((await add(lib.screens.id, { type: 'category', categoryID: lib.position.id })).statusCode).toBe(
      404,
    );
    expect((await add(lib.screens.id, { type: 'misc', miscItemID: 2147483000 })).statusCode).toBe(404);
    expect((await add(2147483000, { type: 'section', sectionName: 'A' })).statusCode).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it("sets an item's quantity and notes", async () => {
    const qty = await admin.call({
      method: 'PATCH',
      url: `/xbook/items/${lib.items.mic.id}/quantity`,
      payload: { quantity: 8 },
    });
    expect(qty.statusCode, qty.body).toBe(200);
    const notes = await admin.call({
      method: 'PATCH',
      url: `/xbook/items/${lib.items.mic.id}/notes`,
      payload: { notes: 'Two spares' },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const mic = (await itemsOf(lib.kit.id)).find((i) => i.id === lib.items.mic.id)!;
    expect([mic.quantity, mic.notes]).toEqual([8, 'Two spares']);

    const before = await dbChecksum(t.db);
    for (const quantity of [-1, 1.5, 'x', 100_001, null])
      expect(
        (
          await admin.call({
            method: 'PATCH',
            url: `/xbook/items/${lib.items.mic.id}/quantity`,
            payload: { quantity },
          })
        ).statusCode,
      ).toBe(400);
    const onSection = await admin.call({
      method: 'PATCH',
      url: `/xbook/items/${lib.items.section.id}/quantity`,
      payload: { quantity: 2 },
    });
    expect(onSection.statusCode).toBe(400);
    expect(
      (
        await admin.call({
          method: 'PATCH',
          url: '/xbook/items/2147483000/quantity',
          payload: { quantity: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin.call({ method: 'PATCH', url: '/xbook/items/2147483000/notes', payload: { notes: '' } }))
        .statusCode,
    ).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('deletes an item', async () => {
    const res = await admin.call({ method: 'DELETE', url: `/xbook/items/${lib.items.cable.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await itemsOf(lib.kit.id)).map((i) => i.id)).not.toContain(lib.items.cable.id);
    expect(
      (await admin.call({ method: 'DELETE', url: `/xbook/items/${lib.items.cable.id}` })).statusCode,
    ).toBe(404);
  });

  it('saves a new order, which must list every item of the sheet once', async () => {
    const { section, mic, cable, tape } = lib.items;
    const url = `/xbook/sheets/${lib.kit.id}/items/order`;
    const res = await admin.call({
      method: 'PATCH',
      url,
      payload: { ids: [tape.id, section.id, cable.id, mic.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await itemsOf(lib.kit.id)).map((i) => i.id)).toEqual([tape.id, section.id, cable.id, mic.id]);
    // New items still go to the end.
    await add(lib.kit.id, { type: 'section', sectionName: 'Last' });
    expect((await itemsOf(lib.kit.id)).at(-1)!.name).toBe('Last');

    const before = await dbChecksum(t.db);
    const all = (await itemsOf(lib.kit.id)).map((i) => i.id);
    for (const ids of [all.slice(1), [...all, all[0]], [...all.slice(1), lib.items.podiumMic.id], []]) {
      const bad = await admin.call({ method: 'PATCH', url, payload: { ids } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('The order must list every item of the sheet exactly once');
    }
    expect(
      (
        await admin.call({
          method: 'PATCH',
          url: '/xbook/sheets/2147483000/items/order',
          payload: { ids: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });
});
