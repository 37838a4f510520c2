import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { dbChecksum } from '../../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { buildLibrary, type Library } from '../test-fixture.js';

let t: TestApp;
let admin: Agent;
let staff: Agent;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  lib = await buildLibrary(t.db);
});
afterAll(() => t.close());

const get = (agent: Agent, url: string) => agent.call({ method: 'GET', url });

describe('xbook browser', () => {
  it('lists the departments with their colours and groups', async () => {
    const res = await get(staff, '/xbook/departments');
    expect(res.statusCode, res.body).toBe(200);
    const audio = res.json().departments.find((d: { id: number }) => d.id === lib.audio.id);
    expect(audio).toEqual({
      id: lib.audio.id,
      title: 'Library Audio',
      name: 'Library Audio',
      color_hex: '#1F6FEB',
      contrastHex: '#ffffff',
      color_name: 'Blue',
      isAll: false,
      groups: [],
    });
  });

  it("answers a department's folder tree and all its sheets", async () => {
    const res = await get(staff, `/xbook/departments/${lib.audio.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { folders, sheets } = res.json();
    expect(folders.map((f: { name: string }) => f.name)).toEqual(['Standard Packages', 'Touring Kits']);
    expect(folders[0]).toMatchObject({
      id: lib.folders.packages.id,
      type: 'folder',
      record: {
        id: lib.folders.packages.id,
        name: 'Standard Packages',
        route: `/xbook/folders/${lib.folders.packages.id}`,
      },
      department_id: lib.audio.id,
      content_sheet_folder_id: null,
      child_folders: [
        {
          id: lib.folders.breakouts.id,
          name: 'Breakouts',
          content_sheet_folder_id: lib.folders.packages.id,
          child_folders: [],
        },
      ],
    });
    expect(sheets).toEqual([
      {
        id: lib.kit.id,
        name: 'Breakout Audio Kit',
        department_id: lib.audio.id,
        department: lib.audio.title,
        content_sheet_folder_id: lib.folders.breakouts.id,
        folder_path: 'Standard Packages / Breakouts',
        route: `/xbook/sheets/${lib.kit.id}`,
      },
      expect.objectContaining({ id: lib.podium.id, name: 'Podium Mic Kit', folder_path: 'Touring Kits' }),
    ]);
    expect((await get(staff, '/xbook/departments/2147483000')).statusCode).toBe(404);
    expect((await get(staff, '/xbook/departments/abc')).statusCode).toBe(400);
  });

  it('answers a folder with the folders above it', async () => {
    const res = await get(staff, `/xbook/folders/${lib.folders.breakouts.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().folder).toEqual({
      id: lib.folders.breakouts.id,
      name: 'Breakouts',
      department_id: lib.audio.id,
      content_sheet_folder_id: lib.folders.packages.id,
      route: `/xbook/folders/${lib.folders.breakouts.id}`,
      path: [
        { id: lib.folders.packages.id, name: 'Standard Packages' },
        { id: lib.folders.breakouts.id, name: 'Breakouts' },
      ],
    });
    expect((await get(staff, '/xbook/folders/2147483000')).statusCode).toBe(404);
  });

  it('gives the browser page, not JSON, to a browser opening a library address', async () => {
    for (const url of [
      '/xbook',
      `/xbook/departments/${lib.audio.id}`,
      `/xbook/folders/${lib.folders.breakouts.id}`,
      `/xbook/sheets/${lib.kit.id}`,
    ]) {
      const res = await staff.call({ method: 'GET', url, page: true });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});

describe('creating folders (POST /xbook/folder)', () => {
  const create = (payload: object) => admin.call({ method: 'POST', url: '/xbook/folder', payload });

  it('adds a top-level folder and a folder inside another', async () => {
    const top = await create({ name: '  Archive  ', departmentID: lib.video.id, parentFolderID: null });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().folder).toMatchObject({
      name: 'Archive',
      type: 'folder',
      department_id: lib.video.id,
      content_sheet_folder_id: null,
      child_folders: [],
    });
    const inner = await create({
      name: '2026',
      departmentID: lib.video.id,
      parentFolderID: top.json().folder.id,
    });
    expect(inner.statusCode, inner.body).toBe(200);
    const tree = (await get(staff, `/xbook/departments/${lib.video.id}`)).json().folders;
    const archive = tree.find((f: { name: string }) => f.name === 'Archive');
    expect(archive.child_folders.map((f: { name: string }) => f.name)).toEqual(['2026']);
  });

  it("refuses an empty name with the spec's words, and a parent of another department", async () => {
    const before = await dbChecksum(t.db);
    const empty = await create({ name: '   ', departmentID: lib.audio.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.name).toBe('A folder name is required');
    const missing = await create({ departmentID: lib.audio.id });
    expect(missing.statusCode).toBe(400);
    const wrongParent = await create({
      name: 'X',
      departmentID: lib.audio.id,
      parentFolderID: lib.folders.projection.id,
    });
    expect(wrongParent.statusCode).toBe(400);
    expect(wrongParent.json().error.message).toBe('The parent folder belongs to another department');
    expect((await create({ name: 'X', departmentID: 2147483000 })).statusCode).toBe(404);
    expect(
      (await create({ name: 'X', departmentID: lib.audio.id, parentFolderID: 2147483000 })).statusCode,
    ).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });
});

describe('recent sheets', () => {
  it('lists the sheets the user opened, newest first, for that user only', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    expect((await get(agent, '/xbook/recent')).json()).toEqual({ sheets: [] });
    await get(agent, `/xbook/sheets/${lib.kit.id}`);
    await get(agent, `/xbook/sheets/${lib.screens.id}`);
    await get(agent, `/xbook/sheets/${lib.kit.id}`);
    const recent = (await get(agent, '/xbook/recent')).json().sheets;
    expect(recent.map((s: { id: number }) => s.id)).toEqual([lib.kit.id, lib.screens.id]);
    expect(recent[0]).toMatchObject({
      folder_path: 'Standard Packages / Breakouts',
      route: `/xbook/sheets/${lib.kit.id}`,
    });
    const theirs = (await get(staff, '/xbook/recent')).json().sheets.map((s: { id: number }) => s.id);
    expect(theirs).not.toContain(lib.screens.id);
  });
});

describe('categories and misc items', () => {
  it('lists equipment categories of every department, without labor positions', async () => {
    const res = await get(staff, '/xbook/categories');
    expect(res.statusCode).toBe(200);
    const cats = res.json().categories;
    expect(cats.find((c: { id: number }) => c.id === lib.mic.id)).toEqual({
      id: lib.mic.id,
      name: String(lib.mic.categoryNumber),
      description: 'Shure SM58 Microphone',
      department_id: lib.audio.id,
      departmentTitle: 'Library Audio',
      selectDescription: `${lib.mic.categoryNumber} - Shure SM58 Microphone`,
      selectDescriptionWithDepartment: `${lib.mic.categoryNumber} - Shure SM58 Microphone (Library Audio)`,
    });
    expect(cats.some((c: { id: number }) => c.id === lib.projector.id)).toBe(true);
    expect(cats.some((c: { id: number }) => c.id === lib.position.id)).toBe(false);
  });

  it('creates a misc item, refusing an empty name and one that exists (any case)', async () => {
    const create = (name: unknown) =>
      admin.call({ method: 'POST', url: '/xbook/misc-item', payload: { name } });
    const made = await create('  Spike Tape   Assorted ');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().item).toMatchObject({ name: 'Spike Tape Assorted' });
    const list = (await get(staff, '/xbook/misc-items')).json().items.map((i: { name: string }) => i.name);
    expect(list).toEqual(['Gaff Tape Black 2in', 'Spike Tape Assorted']);
    const before = await dbChecksum(t.db);
    const again = await create('gaff tape black 2in');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A misc item with that name already exists');
    const empty = await create('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.name).toBe('Please enter a name');
    expect(await dbChecksum(t.db)).toBe(before);
  });
});
