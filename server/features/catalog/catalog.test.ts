import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { selectRows } from '../../platform/db/types.js';
import { buildPullScenario } from '../show-pulls/test-fixture.js';

let t: TestApp;
let admin: Agent;
let staff: Agent;
let scenario: Awaited<ReturnType<typeof buildPullScenario>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  scenario = await buildPullScenario(t.db, 710);
});
afterAll(() => t.close());

const send = (method: string, url: string, payload?: object) => admin.call({ method, url, payload });

describe('catalog: departments, pull groups, misc items', () => {
  it('adds, finds, edits and deletes a department; refuses a taken title, bad input and non-admins', async () => {
    const made = await send('POST', '/catalog/departments', {
      title: 'Video',
      color: '#1D4ED8',
      group: 'Production',
      order: 3,
    });
    expect(made.statusCode, made.body).toBe(200);
    const dep = made.json().department;
    expect(dep).toMatchObject({
      title: 'Video',
      color: '#1d4ed8',
      contrast: '#ffffff',
      group: 'Production',
      order: 3,
    });
    expect(
      (await send('POST', '/catalog/departments', { title: 'Video', color: '#000000' })).statusCode,
    ).toBe(409);
    for (const bad of [
      { title: 'a\u0000b', color: '#000000' },
      { title: 'x'.repeat(101), color: '#000000' },
      { title: 'Ok', color: 'blue' },
    ])
      expect((await send('POST', '/catalog/departments', bad)).statusCode).toBe(400);
    const found = (await send('GET', '/catalog/departments?search=vid')).json();
    expect(found.rows.map((d: { title: string }) => d.title)).toEqual(['Video']);
    const edited = await send('PUT', `/catalog/departments/${dep.id}`, {
      title: 'Video & LED',
      color: '#fde68a',
      group: '',
    });
    expect(edited.json().department).toMatchObject({
      title: 'Video & LED',
      contrast: '#000000',
      group: null,
    });
    expect((await staff.call({ method: 'GET', url: '/catalog/departments' })).statusCode).toBe(403);
    expect((await staff.call({ method: 'DELETE', url: `/catalog/departments/${dep.id}` })).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/catalog/departments/${dep.id}`)).json().outcome).toBe('deleted');
    expect((await send('DELETE', `/catalog/departments/${dep.id}`)).statusCode).toBe(404);
    // One in use is refused in words naming what uses it.
    const inUse = await send('DELETE', `/catalog/departments/${scenario.categories.sm58.departmentId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toMatch(/in use \(.*categories/);
  });

  it('keeps a pull group in its department and misc items unique', async () => {
    const group = await send('POST', '/catalog/pull-groups', {
      name: 'Stands',
      departmentId: scenario.categories.sm58.departmentId,
    });
    expect(group.statusCode, group.body).toBe(200);
    expect(
      (
        await send('POST', '/catalog/pull-groups', {
          name: 'Stands',
          departmentId: scenario.categories.sm58.departmentId,
        })
      ).statusCode,
    ).toBe(409);
    expect((await send('POST', '/catalog/pull-groups', { name: 'X', departmentId: 999999 })).statusCode).toBe(
      400,
    );
    expect((await send('DELETE', `/catalog/pull-groups/${group.json().pullGroup.id}`)).json().outcome).toBe(
      'deleted',
    );
    const item = (await send('POST', '/catalog/misc-items', { name: 'Gaff Tape' })).json().miscItem;
    expect((await send('POST', '/catalog/misc-items', { name: 'gaff tape' })).statusCode).toBe(409);
    expect(
      (await send('PUT', `/catalog/misc-items/${item.id}`, { name: 'Gaff Tape Black 2in' })).json().miscItem
        .name,
    ).toBe('Gaff Tape Black 2in');
    expect((await send('DELETE', `/catalog/misc-items/${item.id}`)).json().outcome).toBe('deleted');
  });
});

describe('catalog: categories, systems, dependencies', () => {
  it('adds and pages categories, refuses a taken number and a pull group of another department', async () => {
    const base = {
      description: 'Lectern',
      departmentId: scenario.categories.sm58.departmentId,
      weight: 12.345,
      ownedQuantity: 4,
    };
    const made = await send('POST', '/catalog/categories', { ...base, number: 71001 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().category).toMatchObject({
      number: 71001,
      weight: 12.35,
      ownedQuantity: 4,
      isActive: true,
    });
    expect((await send('POST', '/catalog/categories', { ...base, number: 71001 })).statusCode).toBe(409);
    const other = (await send('POST', '/catalog/departments', { title: 'Rigging', color: '#334155' })).json()
      .department;
    const wrong = await send('POST', '/catalog/categories', {
      ...base,
      number: 71002,
      departmentId: other.id,
      pullGroupId: scenario.categories.sm58.pullGroupId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('pullGroupId');
    const page = (await send('GET', '/catalog/categories?search=710&limit=2&offset=0')).json();
    expect(page.total).toBeGreaterThan(2);
    expect(page.rows).toHaveLength(2);
    expect(
      (await send('GET', '/catalog/categories?kind=system')).json().rows.map((c: { id: number }) => c.id),
    ).toEqual([scenario.categories.system.id]);
    expect((await send('DELETE', `/catalog/categories/${made.json().category.id}`)).json().outcome).toBe(
      'deleted',
    );
    expect((await send('GET', '/catalog/categories?limit=201')).statusCode).toBe(400);
  });

  it("an edited description reaches the pull's cached view and the audit trail; one on a pull is deactivated, not deleted", async () => {
    const { sm58 } = scenario.categories;
    const before = await admin.call({ method: 'GET', url: `/show-pulls/${scenario.main.id}` });
    expect(before.body).toContain('Shure SM58 Microphone');
    const row = (await send('GET', `/catalog/categories?search=${sm58.categoryNumber}`)).json().rows[0];
    const edit = await send('PUT', `/catalog/categories/${sm58.id}`, {
      ...row,
      description: 'Shure SM58 Cardioid',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await admin.call({ method: 'GET', url: `/show-pulls/${scenario.main.id}` });
    expect(after.body).toContain('Shure SM58 Cardioid');
    const audit = await selectRows<{ changes: unknown }>(
      t.db,
      sql`select changes from audit_entries where table_name = 'categories' and row_id = ${sm58.id} and action = 'update'`,
    );
    expect(JSON.stringify(audit)).toContain('Shure SM58 Cardioid');
    const gone = await send('DELETE', `/catalog/categories/${sm58.id}`);
    expect(gone.json()).toMatchObject({ outcome: 'deactivated' });
    expect(gone.json().message).toMatch(/in use/);
    expect(
      (await send('GET', `/catalog/categories?search=${sm58.categoryNumber}`)).json().rows[0].isActive,
    ).toBe(false);
  });

  it("replaces a system's items, refusing a loop, a duplicate and a category that is no system", async () => {
    const { system, stand, xlr, console: desk } = scenario.categories;
    const set = await send('PUT', `/catalog/systems/${system.id}`, {
      items: [
        { categoryId: stand.id, quantity: 2 },
        { categoryId: xlr.id, quantity: 5 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      set.json().items.map((i: { categoryId: number; quantity: number }) => [i.categoryId, i.quantity]),
    ).toEqual([
      [stand.id, 2],
      [xlr.id, 5],
    ]);
    expect(
      (
        await send('PUT', `/catalog/systems/${system.id}`, {
          items: [{ categoryId: system.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send('PUT', `/catalog/systems/${system.id}`, {
          items: [
            { categoryId: xlr.id, quantity: 1 },
            { categoryId: xlr.id, quantity: 1 },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect((await send('GET', `/catalog/systems/${desk.id}`)).statusCode).toBe(400);
  });

  it('adds, edits and deletes a dependency, refusing one that loops back', async () => {
    const { stand, xlr, console: desk } = scenario.categories;
    const made = await send('POST', '/catalog/dependencies', {
      categoryId: desk.id,
      message: 'Desk needs stand',
      logic: 'all',
      requires: [{ categoryId: stand.id }],
    });
    expect(made.statusCode, made.body).toBe(200);
    const loop = await send('POST', '/catalog/dependencies', {
      categoryId: stand.id,
      message: 'Loop',
      logic: 'all',
      requires: [{ categoryId: desk.id }],
    });
    expect(loop.statusCode).toBe(400);
    const id = made.json().dependency.id;
    const edited = await send('PUT', `/catalog/dependencies/${id}`, {
      categoryId: desk.id,
      message: 'Desk needs cable',
      logic: 'other',
      requires: [{ categoryId: xlr.id }, { pullGroupId: scenario.categories.sm58.pullGroupId }],
    });
    expect(edited.json().dependency.requires.map((r: { label: string }) => r.label)).toEqual([
      expect.stringContaining('XLR'),
      'Pull group Microphones',
    ]);
    expect((await send('GET', '/catalog/dependencies?search=desk needs')).json().total).toBe(1);
    expect((await send('DELETE', `/catalog/dependencies/${id}`)).json().outcome).toBe('deleted');
  });
});
