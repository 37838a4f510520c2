import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { xbookFolders, xbookSheets } from '../schema.js';
import { buildLibrary, formBody, type Library } from '../test-fixture.js';

/** Issue 24.5: stems, notes, "#1000", odd text, and the department on every result. */
let t: TestApp;
let tech: Agent;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  lib = await buildLibrary(t.db);
  // The same folder name in both departments, and a sheet named in several scripts.
  await t.db.insert(xbookFolders).values({ name: 'Breakouts', departmentId: lib.video.id });
  await t.db
    .insert(xbookSheets)
    .values({ name: 'Łódź 日本語 🎤 Kit', departmentId: lib.video.id, folderId: lib.folders.projection.id });
});
afterAll(() => t.close());

const search = async (searchText: string) => {
  const res = await tech.call({
    method: 'POST',
    url: '/xbook/search',
    ...formBody({ searchText, searchFolders: true, searchContentSheets: true, searchItems: true }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
type Group = { name: string; hierarchies: { type: string; record: { name: string; route: string } }[][] };
const groupNames = (r: { itemGroups: Group[] }) => r.itemGroups.map((g) => g.name);

describe('library search words', () => {
  it('finds a plural by its stem: "Microphones" finds "Microphone"', async () => {
    expect(groupNames(await search('Microphones'))).toContain('Shure SM58 Microphone');
    expect(groupNames(await search('shure microphones'))).toEqual(['Shure SM58 Microphone']);
    // A word found nowhere, stem or not, still finds nothing.
    expect(groupNames(await search('Microphones zebra'))).toEqual([]);
  });

  it('takes any text: other scripts, emoji and query syntax are words like any other', async () => {
    const r = await search('日本語 🎤');
    expect(r.sheets.map((s: { name: string }) => s.name)).toEqual(['Łódź 日本語 🎤 Kit']);
    for (const text of ['a & b | !c', "(o'clock):*", '≥ → «»', '\\%_'])
      expect((await search(text)).itemGroups).toEqual([]);
  });

  it("searches the items' notes, listing only the lines whose notes match, saying them", async () => {
    const r = await search('clips');
    expect(groupNames(r)).toEqual(['Shure SM58 Microphone']);
    const [hierarchy, ...others] = r.itemGroups[0].hierarchies;
    expect(others).toEqual([]);
    expect(hierarchy.at(-1)).toMatchObject({
      type: 'item',
      record: {
        name: 'Shure SM58 Microphone (With clips)',
        route: `/xbook/sheets/${lib.kit.id}#item-${lib.items.mic.id}`,
      },
    });
  });

  it('accepts the category number as the screen shows it ("#1000")', async () => {
    const shown = `#${lib.cable.categoryNumber}`;
    expect(groupNames(await search(shown))).toEqual(['XLR Cable 25ft']);
    expect(groupNames(await search(String(lib.cable.categoryNumber)))).toEqual(['XLR Cable 25ft']);
  });

  it('names the department of every folder, sheet and item found', async () => {
    const folders = (await search('Breakouts')).folders as { department: string; department_id: number }[];
    expect(folders.map((f) => f.department).sort()).toEqual([lib.audio.title, lib.video.title].sort());
    const r = await search('kit');
    for (const s of r.sheets as { department: string; department_id: number }[])
      expect(s.department).toBe(s.department_id === lib.audio.id ? lib.audio.title : lib.video.title);
    const mic = (await search('sm58')).itemGroups[0] as Group;
    for (const h of mic.hierarchies)
      expect(h[0]).toMatchObject({
        type: 'other',
        record: { name: lib.audio.title, route: `/xbook/departments/${lib.audio.id}` },
      });
  });
});
