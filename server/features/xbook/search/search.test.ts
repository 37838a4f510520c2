import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { xbookSheetItems, xbookSheets } from '../schema.js';
import { buildLibrary, formBody, type Library } from '../test-fixture.js';
import { SEARCH_LIMITS } from './service.js';

let t: TestApp;
let tech: Agent;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  lib = await buildLibrary(t.db);
});
afterAll(() => t.close());

type Fields = Record<string, string | number | boolean | (string | number)[]>;
const search = async (fields: Fields) => {
  const res = await tech.call({ method: 'POST', url: '/xbook/search', ...formBody(fields) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const everywhere = () => ({
  departments: [lib.audio.id, lib.video.id],
  searchFolders: true,
  searchContentSheets: true,
  searchItems: true,
});

describe('library search (POST /xbook/search, form-encoded)', () => {
  it('finds folders by name, with where they are', async () => {
    const r = await search({ searchText: 'break', ...everywhere() });
    expect(r.folders).toEqual([
      {
        id: lib.folders.breakouts.id,
        name: 'Breakouts',
        department_id: lib.audio.id,
        department: lib.audio.title,
        folder_path: 'Standard Packages / Breakouts',
        route: `/xbook/folders/${lib.folders.breakouts.id}`,
      },
    ]);
    expect(r.sheets.map((s: { name: string }) => s.name)).toEqual(['Breakout Audio Kit']);
    expect(r.sheets[0]).toMatchObject({
      route: `/xbook/sheets/${lib.kit.id}`,
      folder_path: 'Standard Packages / Breakouts',
    });
  });

  it('finds sheet items by description, grouped by name, each with its hierarchy', async () => {
    const r = await search({ searchText: 'sm58', ...everywhere() });
    expect(r.folders).toEqual([]);
    expect(r.sheets).toEqual([]);
    expect(r.itemGroups).toHaveLength(1);
    const [group] = r.itemGroups;
    expect(group.name).toBe('Shure SM58 Microphone');
    expect(group.hierarchies).toEqual([
      [
        {
          type: 'other',
          record: {
            id: lib.audio.id,
            name: lib.audio.title,
            quantity: null,
            route: `/xbook/departments/${lib.audio.id}`,
          },
        },
        {
          type: 'folder',
          record: {
            id: lib.folders.packages.id,
            name: 'Standard Packages',
            quantity: null,
            route: `/xbook/folders/${lib.folders.packages.id}`,
          },
        },
        {
          type: 'folder',
          record: {
            id: lib.folders.breakouts.id,
            name: 'Breakouts',
            quantity: null,
            route: `/xbook/folders/${lib.folders.breakouts.id}`,
          },
        },
        {
          type: 'other',
          record: {
            id: lib.kit.id,
            name: 'Breakout Audio Kit',
            quantity: null,
            route: `/xbook/sheets/${lib.kit.id}`,
          },
        },
        {
          type: 'item',
          record: {
            id: lib.items.mic.id,
            name: 'Shure SM58 Microphone',
            quantity: 4,
            route: `/xbook/sheets/${lib.kit.id}#item-${lib.items.mic.id}`,
          },
        },
      ],
      [
        expect.objectContaining({
          type: 'other',
          record: expect.objectContaining({ name: lib.audio.title }),
        }),
        expect.objectContaining({
          type: 'folder',
          record: expect.objectContaining({ name: 'Touring Kits' }),
        }),
        expect.objectContaining({
          type: 'other',
          record: expect.objectContaining({ name: 'Podium Mic Kit' }),
        }),
        expect.objectContaining({ type: 'item', record: expect.objectContaining({ quantity: 1 }) }),
      ],
    ]);
    expect(r.truncated).toBe(false);
  });

  it('finds items by category number and by misc item name; every word must match, in any case', async () => {
    const byNumber = await search({ searchText: String(lib.cable.categoryNumber), ...everywhere() });
    expect(byNumber.itemGroups.map((g: { name: string }) => g.name)).toEqual(['XLR Cable 25ft']);
    const misc = await search({ searchText: 'GAFF black', ...everywhere() });
    expect(misc.itemGroups.map((g: { name: string }) => g.name)).toEqual([lib.tape.name]);
    expect((await search({ searchText: 'gaff white', ...everywhere() })).itemGroups).toEqual([]);
    // LIKE wildcards are taken literally.
    expect((await search({ searchText: '%', ...everywhere() })).itemGroups).toEqual([]);
  });

  it('keeps to the departments and the For boxes asked for', async () => {
    const videoOnly = await search({ ...everywhere(), searchText: 'kit', departments: [lib.video.id] });
    expect(videoOnly.sheets).toEqual([]);
    const audioOnly = await search({ ...everywhere(), searchText: 'kit', departments: [lib.audio.id] });
    expect(audioOnly.sheets.map((s: { name: string }) => s.name)).toEqual([
      'Breakout Audio Kit',
      'Podium Mic Kit',
    ]);
    const noSheets = await search({ ...everywhere(), searchText: 'break', searchContentSheets: false });
    expect([noSheets.folders.length, noSheets.sheets.length]).toEqual([1, 0]);
    const noFolders = await search({ ...everywhere(), searchText: 'break', searchFolders: 'false' });
    expect([noFolders.folders.length, noFolders.sheets.length]).toEqual([0, 1]);
    const noItems = await search({ ...everywhere(), searchText: 'sm58', searchItems: false });
    expect(noItems.itemGroups).toEqual([]);
    // Without departments and boxes, it searches everything.
    const all = await search({ searchText: 'projection' });
    expect(all.folders.map((f: { name: string }) => f.name)).toEqual(['Projection']);
  });

  it('answers empty groups when nothing matches, and refuses empty text', async () => {
    expect(await search({ searchText: 'zzqx', ...everywhere() })).toEqual({
      folders: [],
      sheets: [],
      itemGroups: [],
      truncated: false,
    });
    const empty = await tech.call({
      method: 'POST',
      url: '/xbook/search',
      ...formBody({ searchText: '  ' }),
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists at most its limits, and says when there was more', async () => {
    const [sheet] = await t.db
      .insert(xbookSheets)
      .values({ name: 'Big Mic Locker', departmentId: lib.audio.id, folderId: lib.folders.touring.id })
      .returning();
    await t.db.insert(xbookSheetItems).values(
      Array.from({ length: SEARCH_LIMITS.perGroup + 5 }, (_, i) => ({
        sheetId: sheet!.id,
        departmentId: lib.audio.id,
        kind: 'category' as const,
        categoryId: lib.mic.id,
        quantity: 1,
        sortOrder: i,
      })),
    );
    const r = await search({ searchText: 'SM58', ...everywhere() });
    expect(r.itemGroups[0].hierarchies).toHaveLength(SEARCH_LIMITS.perGroup);
    expect(r.truncated).toBe(true);
  });
});
