import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildLibrary, formBody, type Library } from './test-fixture.js';

/** Issue 24.7: the History names folders; a cleared quantity is refused, never saved as 0. */
let t: TestApp;
let admin: Agent;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  lib = await buildLibrary(t.db);
});
afterAll(() => t.close());

describe('library fidelity', () => {
  it("says a sheet's move in folder names", async () => {
    const moved = await admin.call({
      method: 'PATCH',
      url: `/xbook/sheets/${lib.kit.id}/folder`,
      payload: { folderID: lib.folders.touring.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const history = (await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}/history` })).json();
    const changes = (history.entries as { changes: string[] }[]).flatMap((e) => e.changes);
    expect(changes).toContain('folder: Breakouts → Touring Kits');
  });

  it('refuses an empty quantity on a new item, saying so, and adds nothing', async () => {
    const count = async () =>
      (await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}/items` })).json().items.length;
    const before = await count();
    const res = await admin.call({
      method: 'POST',
      url: `/xbook/sheets/${lib.kit.id}/item`,
      ...formBody({ type: 'category', categoryID: lib.cable.id, quantity: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Enter a quantity');
    expect(await count()).toBe(before);
    const left = await admin.call({
      method: 'POST',
      url: `/xbook/sheets/${lib.kit.id}/item`,
      ...formBody({ type: 'category', categoryID: lib.cable.id }),
    });
    expect(left.json().item.quantity).toBe(1);
  });

  it("refuses a cleared quantity on an item's edit", async () => {
    const url = `/xbook/items/${lib.items.mic.id}/quantity`;
    for (const quantity of [null, '', -1])
      expect((await admin.call({ method: 'PATCH', url, payload: { quantity } })).statusCode).toBe(400);
    const items = (await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}/items` })).json()
      .items;
    expect(items.find((i: { id: number }) => i.id === lib.items.mic.id).quantity).toBe(4);
  });
});
