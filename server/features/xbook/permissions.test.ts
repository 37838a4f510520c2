import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contracts/auth.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { dbChecksum } from '../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildLibrary, formBody, type Library, multipartBody, PNG_RED } from './test-fixture.js';

let t: TestApp;
let lib: Library;
let imageSource: string;
const agents = new Map<Role, Agent>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'staff', 'tech'] as const)
    agents.set(role, (await loginAs(t.app, t.db, role)).agent);
  lib = await buildLibrary(t.db);
  const admin = agents.get('admin')!;
  const res = await admin.call({
    method: 'POST',
    url: `/xbook/items/${lib.items.mic.id}/image`,
    ...multipartBody({ bytes: PNG_RED, filename: 'a.png', type: 'image/png' }),
  });
  imageSource = res.json().imageSource;
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
};

/** Every editing call of spec 7 "Xbook", each with a body an admin would send, in an order that works. */
const edits = (agent: Agent): Call[] => {
  const token = agent.csrf;
  const kit = `/xbook/sheets/${lib.kit.id}`;
  return [
    { method: 'POST', url: '/xbook/folder', payload: { name: 'New', departmentID: lib.audio.id } },
    {
      method: 'POST',
      url: '/xbook/sheet',
      ...formBody({
        _token: token,
        departmentID: lib.audio.id,
        folderID: lib.folders.touring.id,
        name: 'New',
      }),
    },
    { method: 'PATCH', url: `${kit}/name`, payload: { name: 'Renamed' } },
    { method: 'PATCH', url: `${kit}/notes`, payload: { notes: 'Changed' } },
    { method: 'PATCH', url: `${kit}/category`, payload: { categoryID: lib.mic.id, shouldUpdateName: true } },
    { method: 'PATCH', url: `${kit}/folder`, payload: { folderID: lib.folders.touring.id } },
    {
      method: 'PATCH',
      url: `${kit}/items/order`,
      payload: { ids: [lib.items.tape.id, lib.items.cable.id, lib.items.mic.id, lib.items.section.id] },
    },
    { method: 'POST', url: `${kit}/item`, ...formBody({ type: 'section', sectionName: 'New' }) },
    { method: 'PATCH', url: `/xbook/items/${lib.items.cable.id}/quantity`, payload: { quantity: 9 } },
    { method: 'PATCH', url: `/xbook/items/${lib.items.cable.id}/notes`, payload: { notes: 'Changed' } },
    { method: 'POST', url: '/xbook/misc-item', payload: { name: 'Sharpie Black' } },
    {
      method: 'POST',
      url: `/xbook/items/${lib.items.cable.id}/image`,
      ...multipartBody({ bytes: PNG_RED, filename: 'a.png', type: 'image/png' }, { _token: token }),
    },
    { method: 'DELETE', url: `/xbook/items/${lib.items.mic.id}/image` },
    { method: 'DELETE', url: `/xbook/items/${lib.items.cable.id}` },
    { method: 'DELETE', url: kit },
    { method: 'POST', url: kit, ...formBody({ _method: 'DELETE', _token: token }) },
  ];
};

/** What everyone may do: view, search and print. */
const reads = (): Call[] => [
  { method: 'GET', url: '/xbook/departments' },
  { method: 'GET', url: `/xbook/departments/${lib.audio.id}` },
  { method: 'GET', url: `/xbook/folders/${lib.folders.breakouts.id}` },
  { method: 'GET', url: '/xbook/recent' },
  { method: 'POST', url: '/xbook/search', ...formBody({ searchText: 'mic' }) },
  { method: 'GET', url: '/xbook/categories' },
  { method: 'GET', url: '/xbook/misc-items' },
  { method: 'GET', url: `/xbook/sheets/${lib.kit.id}` },
  { method: 'GET', url: `/xbook/sheets/${lib.kit.id}/items` },
  { method: 'GET', url: `/xbook/items/${lib.items.mic.id}/has-image` },
  { method: 'GET', url: `/xbook/items/${lib.items.mic.id}/image` },
  { method: 'GET', url: `/xbook/sheets/${lib.kit.id}/pdf?fontSize=14` },
  { method: 'GET', url: imageSource },
];

describe('xbook permissions (spec 6)', () => {
  for (const role of ['staff', 'tech'] as const) {
    it(`refuses every editing call of a ${role} with 403, changing nothing`, async () => {
      const agent = agents.get(role)!;
      const before = await dbChecksum(t.db);
      for (const call of edits(agent)) {
        const res = await agent.call(call as Parameters<Agent['call']>[0]);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().error).toEqual({
          code: 'forbidden',
          message: 'You are not authorized to do this.',
        });
      }
      expect(await dbChecksum(t.db)).toBe(before);
    });

    it(`lets a ${role} view, search and print`, async () => {
      for (const call of reads()) {
        const res = await agents.get(role)!.call(call as Parameters<Agent['call']>[0]);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
      }
    });
  }

  it('lets an admin make every edit', async () => {
    const admin = agents.get('admin')!;
    const calls = edits(admin);
    for (const [i, call] of calls.entries()) {
      const res = await admin.call(call as Parameters<Agent['call']>[0]);
      // The last one deletes the sheet the one before deleted already.
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(
        i === calls.length - 1 ? 404 : 200,
      );
    }
  });
});
