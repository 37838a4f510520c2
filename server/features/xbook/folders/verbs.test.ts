import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { buildLibrary, type Library } from '../test-fixture.js';

/** Issue 24.6: duplicate a sheet; rename, move and delete folders. */
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

const get = (url: string) => admin.call({ method: 'GET', url });
const tree = async () => (await get(`/xbook/departments/${lib.audio.id}`)).json();
type Node = { id: number; name: string; child_folders: Node[] };
const find = (nodes: Node[], id: number): Node | undefined =>
  nodes.find((n) => n.id === id) ?? nodes.map((n) => find(n.child_folders, id)).find(Boolean);

describe('duplicate a sheet', () => {
  it('copies the sheet and its items, in order, into the chosen folder', async () => {
    const res = await admin.call({
      method: 'POST',
      url: `/xbook/sheets/${lib.kit.id}/duplicate`,
      payload: { folderID: lib.folders.touring.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().sheet;
    expect(copy).toMatchObject({
      name: 'Breakout Audio Kit (copy)',
      notes: 'Check batteries',
      folder_path: 'Touring Kits',
    });
    const names = async (id: number) =>
      (
        (await get(`/xbook/sheets/${id}/items`)).json().items as {
          name: string;
          quantity: number;
          notes: string;
        }[]
      ).map((i) => `${i.name} ${i.quantity} ${i.notes}`);
    expect(await names(copy.id)).toEqual(await names(lib.kit.id));
    const named = await admin.call({
      method: 'POST',
      url: `/xbook/sheets/${lib.kit.id}/duplicate`,
      payload: { folderID: lib.folders.breakouts.id, name: 'Ballroom Kit' },
    });
    expect(named.json().sheet.name).toBe('Ballroom Kit');
  });

  it("refuses another department's folder, an unknown sheet, and a user who is not an admin", async () => {
    const other = await admin.call({
      method: 'POST',
      url: `/xbook/sheets/${lib.kit.id}/duplicate`,
      payload: { folderID: lib.folders.projection.id },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.folderID).toBeTruthy();
    const unknown = await admin.call({
      method: 'POST',
      url: '/xbook/sheets/2147483000/duplicate',
      payload: { folderID: lib.folders.touring.id },
    });
    expect(unknown.statusCode).toBe(404);
    const notAdmin = await staff.call({
      method: 'POST',
      url: `/xbook/sheets/${lib.kit.id}/duplicate`,
      payload: { folderID: lib.folders.touring.id },
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe('folders', () => {
  it('renames a folder, and refuses an empty name', async () => {
    const url = `/xbook/folders/${lib.folders.touring.id}/name`;
    expect((await admin.call({ method: 'PATCH', url, payload: { name: 'Touring Racks' } })).statusCode).toBe(
      200,
    );
    expect(find((await tree()).folders, lib.folders.touring.id)?.name).toBe('Touring Racks');
    const empty = await admin.call({ method: 'PATCH', url, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(find((await tree()).folders, lib.folders.touring.id)?.name).toBe('Touring Racks');
  });

  it('moves a folder under another and back to the top; never under itself or its own folders', async () => {
    const url = `/xbook/folders/${lib.folders.touring.id}/parent`;
    const move = (parentFolderID: number | null) =>
      admin.call({ method: 'PATCH', url, payload: { parentFolderID } });
    expect((await move(lib.folders.breakouts.id)).statusCode).toBe(200);
    expect(find((await tree()).folders, lib.folders.breakouts.id)?.child_folders.map((f) => f.id)).toEqual([
      lib.folders.touring.id,
    ]);
    const intoItself = await admin.call({
      method: 'PATCH',
      url: `/xbook/folders/${lib.folders.packages.id}/parent`,
      payload: { parentFolderID: lib.folders.touring.id },
    });
    expect(intoItself.statusCode).toBe(400);
    expect((await move(lib.folders.projection.id)).statusCode).toBe(400);
    expect((await move(null)).statusCode).toBe(200);
    expect((await tree()).folders.map((f: Node) => f.id)).toContain(lib.folders.touring.id);
  });

  it('deletes a folder holding sheets only once confirmed, saying how many', async () => {
    const url = `/xbook/folders/${lib.folders.packages.id}`;
    const first = await admin.call({ method: 'DELETE', url });
    expect(first.statusCode).toBe(409);
    // Breakouts (inside it) holds the kit and the copy named Ballroom Kit.
    expect(first.json()).toMatchObject({ error: { code: 'confirmation_required' }, sheetCount: 2 });
    expect(first.json().attention).toContain('2 content sheets');
    expect((await get(`/xbook/sheets/${lib.kit.id}`)).statusCode).toBe(200);
    const confirmed = await admin.call({ method: 'DELETE', url: `${url}?confirmed=true` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await get(`/xbook/sheets/${lib.kit.id}`)).statusCode).toBe(404);
    expect(find((await tree()).folders, lib.folders.breakouts.id)).toBeUndefined();
  });

  it('deletes an empty folder at once', async () => {
    const made = await admin.call({
      method: 'POST',
      url: '/xbook/folder',
      payload: { name: 'Empty', departmentID: lib.audio.id, parentFolderID: null },
    });
    const id = made.json().folder.id;
    expect((await admin.call({ method: 'DELETE', url: `/xbook/folders/${id}` })).statusCode).toBe(200);
    expect((await admin.call({ method: 'DELETE', url: `/xbook/folders/${id}` })).statusCode).toBe(404);
  });
});

describe('two moves at once', () => {
  const folder = async (name: string) =>
    (
      await admin.call({
        method: 'POST',
        url: '/xbook/folder',
        payload: { name, departmentID: lib.audio.id, parentFolderID: null },
      })
    ).json().folder.id as number;
  const move = (id: number, parentFolderID: number) =>
    admin.call({ method: 'PATCH', url: `/xbook/folders/${id}/parent`, payload: { parentFolderID } });

  it('A into B and B into A: one is refused in words, and no loop hides either folder', async () => {
    const pairs: [number, number][] = [];
    for (let i = 0; i < 8; i++) pairs.push([await folder(`Race A${i}`), await folder(`Race B${i}`)]);
    const answers = await Promise.all(pairs.flatMap(([a, b]) => [move(a, b), move(b, a)]));
    const folders = (await tree()).folders as Node[];
    for (const [i, [a, b]] of pairs.entries()) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(pair.find((r) => r.statusCode === 400)!.json().error.message).toBe(
        "A folder can't go inside itself or one of its own folders",
      );
      // Both still in the tree, one under the other, from the top.
      expect(find(folders, a)).toBeDefined();
      expect(find(folders, b)).toBeDefined();
    }
  });
});
