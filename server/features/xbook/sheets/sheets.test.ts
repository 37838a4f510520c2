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

const sheetOf = async (id: number) =>
  (await admin.call({ method: 'GET', url: `/xbook/sheets/${id}` })).json().sheet;
const patch = (url: string, payload: object) => admin.call({ method: 'PATCH', url, payload });

describe('a content sheet', () => {
  it('answers name, notes, category, folder, route and print settings', async () => {
    const res = await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sheet).toEqual({
      id: lib.kit.id,
      name: 'Breakout Audio Kit',
      notes: 'Check batteries',
      department_id: lib.audio.id,
      category: {
        id: lib.pack.id,
        name: String(lib.pack.categoryNumber),
        description: 'Breakout Audio Package',
        department_id: lib.audio.id,
      },
      folder: { id: lib.folders.breakouts.id, name: 'Breakouts' },
      content_sheet_folder_id: lib.folders.breakouts.id,
      folder_path: 'Standard Packages / Breakouts',
      route: `/xbook/sheets/${lib.kit.id}`,
      print_settings: null,
    });
    expect((await admin.call({ method: 'GET', url: '/xbook/sheets/2147483000' })).statusCode).toBe(404);
  });
});

describe('creating a sheet (POST /xbook/sheet, form-encoded)', () => {
  const create = (fields: Record<string, string | number>) =>
    admin.call({ method: 'POST', url: '/xbook/sheet', ...formBody({ _token: admin.csrf, ...fields }) });

  it('creates it in the folder, with or without a category', async () => {
    const res = await create({
      departmentID: lib.audio.id,
      folderID: lib.folders.touring.id,
      categoryID: lib.pack.id,
      name: 'Breakout Audio Package',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sheet).toMatchObject({
      name: 'Breakout Audio Package',
      department_id: lib.audio.id,
      category: { id: lib.pack.id },
      folder: { id: lib.folders.touring.id, name: 'Touring Kits' },
      notes: '',
    });
    const plain = await create({
      departmentID: lib.audio.id,
      folderID: lib.folders.touring.id,
      categoryID: '',
      name: 'Spare Kit',
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().sheet.category).toBeNull();
    const tree = (await admin.call({ method: 'GET', url: `/xbook/departments/${lib.audio.id}` })).json();
    expect(tree.sheets.map((s: { name: string }) => s.name)).toContain('Spare Kit');
  });

  it('takes the token from the form field alone, as a plain form post does', async () => {
    const res = await admin.call({
      method: 'POST',
      url: '/xbook/sheet',
      noToken: true,
      ...formBody({
        _token: admin.csrf,
        departmentID: lib.audio.id,
        folderID: lib.folders.touring.id,
        name: 'Form Kit',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const forged = await admin.call({
      method: 'POST',
      url: '/xbook/sheet',
      noToken: true,
      ...formBody({ departmentID: lib.audio.id, folderID: lib.folders.touring.id, name: 'Forged Kit' }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_invalid');
  });

  it('refuses an empty name, no folder, and a folder or category of another department', async () => {
    const before = await dbChecksum(t.db);
    const base = { departmentID: lib.audio.id, folderID: lib.folders.touring.id, name: 'Kit' };
    const noName = await create({ ...base, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields.name).toBe('Please enter a name');
    const noFolder = await create({ ...base, folderID: '' });
    expect(noFolder.statusCode).toBe(400);
    expect(noFolder.json().error.fields.folderID).toBe('You must select a folder');
    const otherFolder = await create({ ...base, folderID: lib.folders.projection.id });
    expect(otherFolder.statusCode).toBe(400);
    expect(otherFolder.json().error.message).toBe('That folder belongs to another department');
    const otherCategory = await create({ ...base, categoryID: lib.projector.id });
    expect(otherCategory.statusCode).toBe(400);
    expect(otherCategory.json().error.message).toBe('That category belongs to another department');
    expect((await create({ ...base, categoryID: lib.position.id })).statusCode).toBe(404);
    expect((await create({ ...base, folderID: 2147483000 })).statusCode).toBe(404);
    expect((await create({ ...base, departmentID: 2147483000 })).statusCode).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });
});

describe('editing a sheet', () => {
  it('renames it, refusing an empty name with the spec words', async () => {
    expect((await patch(`/xbook/sheets/${lib.kit.id}/name`, { name: ' Breakout Kit B ' })).statusCode).toBe(
      200,
    );
    expect((await sheetOf(lib.kit.id)).name).toBe('Breakout Kit B');
    const empty = await patch(`/xbook/sheets/${lib.kit.id}/name`, { name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.name).toBe('Please enter a name');
    expect((await sheetOf(lib.kit.id)).name).toBe('Breakout Kit B');
    expect((await patch('/xbook/sheets/2147483000/name', { name: 'X' })).statusCode).toBe(404);
  });

  it('sets its notes (empty too)', async () => {
    expect((await patch(`/xbook/sheets/${lib.kit.id}/notes`, { notes: 'Line 1\nLine 2' })).statusCode).toBe(
      200,
    );
    expect((await sheetOf(lib.kit.id)).notes).toBe('Line 1\nLine 2');
    expect((await patch(`/xbook/sheets/${lib.kit.id}/notes`, { notes: '' })).statusCode).toBe(200);
    expect((await sheetOf(lib.kit.id)).notes).toBe('');
    expect((await patch(`/xbook/sheets/${lib.kit.id}/notes`, { notes: 'x'.repeat(4001) })).statusCode).toBe(
      400,
    );
  });

  it('changes its category, renaming it only when asked', async () => {
    const url = `/xbook/sheets/${lib.podium.id}/category`;
    expect((await patch(url, { categoryID: lib.mic.id, shouldUpdateName: false })).statusCode).toBe(200);
    let sheet = await sheetOf(lib.podium.id);
    expect([sheet.name, sheet.category.id]).toEqual(['Podium Mic Kit', lib.mic.id]);
    expect((await patch(url, { categoryID: lib.pack.id, shouldUpdateName: true })).statusCode).toBe(200);
    sheet = await sheetOf(lib.podium.id);
    expect([sheet.name, sheet.category.id]).toEqual(['Breakout Audio Package', lib.pack.id]);
    expect((await patch(url, { categoryID: null })).statusCode).toBe(200);
    expect((await sheetOf(lib.podium.id)).category).toBeNull();
    const other = await patch(url, { categoryID: lib.projector.id, shouldUpdateName: true });
    expect(other.statusCode).toBe(400);
    expect((await sheetOf(lib.podium.id)).name).toBe('Breakout Audio Package');
    expect((await patch(url, { categoryID: 2147483000 })).statusCode).toBe(404);
  });

  it('moves it to another folder of its department; no folder gives the spec words', async () => {
    const url = `/xbook/sheets/${lib.kit.id}/folder`;
    expect((await patch(url, { folderID: lib.folders.touring.id })).statusCode).toBe(200);
    expect((await sheetOf(lib.kit.id)).folder).toEqual({ id: lib.folders.touring.id, name: 'Touring Kits' });
    const before = await dbChecksum(t.db);
    for (const body of [{ folderID: null }, {}]) {
      const res = await patch(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.folderID).toBe('You must select a folder');
    }
    expect((await patch(url, { folderID: lib.folders.projection.id })).statusCode).toBe(400);
    expect((await patch(url, { folderID: 2147483000 })).statusCode).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });
});

describe('deleting a sheet', () => {
  it('deletes it with its items by DELETE', async () => {
    const res = await admin.call({ method: 'DELETE', url: `/xbook/sheets/${lib.kit.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}` })).statusCode).toBe(404);
    expect(
      (await admin.call({ method: 'GET', url: `/xbook/items/${lib.items.mic.id}/has-image` })).statusCode,
    ).toBe(404);
    expect((await admin.call({ method: 'DELETE', url: `/xbook/sheets/${lib.kit.id}` })).statusCode).toBe(404);
  });

  it("deletes it by a form post with _method=DELETE to the sheet's own route", async () => {
    const route = (await sheetOf(lib.podium.id)).route;
    const wrong = await admin.call({
      method: 'POST',
      url: route,
      ...formBody({ _method: 'PATCH', _token: admin.csrf }),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await admin.call({ method: 'GET', url: route })).statusCode).toBe(200);
    const res = await admin.call({
      method: 'POST',
      url: route,
      noToken: true,
      ...formBody({ _method: 'DELETE', _token: admin.csrf }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.call({ method: 'GET', url: route })).statusCode).toBe(404);
  });
});
