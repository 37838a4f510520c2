import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryList } from '../../../../contracts/category-list.js';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildCategory, buildDepartment } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { buildPullScenario } from '../test-fixture.js';

let t: TestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  await buildPullScenario(t.db, 41501);
});
afterAll(() => t.close());

const compact = async () => {
  const res = await staff.call({ method: 'GET', url: '/show-pulls/category-list' });
  expect(res.statusCode, res.body).toBe(200);
  return categoryList.parse(res.json());
};

describe('the compact category list', () => {
  it('holds the same categories as the full list, each department title once', async () => {
    const full = (await staff.call({ method: 'GET', url: '/show-pulls/categories' })).json().categories as {
      id: number;
      name: string;
      description: string;
      department: string;
    }[];
    const list = await compact();
    expect(new Set(list.departments).size).toBe(list.departments.length);
    expect(
      list.ids.map((id, i) => ({
        id,
        name: list.numbers[i],
        description: list.descriptions[i],
        department: list.departments[list.departmentOf[i]!],
      })),
    ).toEqual(full);
    expect(list.ids.length).toBeGreaterThan(3);
  });

  it('shows a category added since, not a cached answer', async () => {
    const before = (await compact()).ids.length;
    const dept = await buildDepartment(t.db, {
      title: 'Rigging 41501',
      colorHex: '#000000',
      colorName: 'Black',
    });
    const added = await buildCategory(t.db, {
      categoryNumber: 4150199,
      description: 'Chain hoist',
      departmentId: dept.id,
    });
    const after = await compact();
    expect(after.ids.length).toBe(before + 1);
    const i = after.ids.indexOf(added.id);
    expect([after.numbers[i], after.descriptions[i], after.departments[after.departmentOf[i]!]]).toEqual([
      '4150199',
      'Chain hoist',
      'Rigging 41501',
    ]);
  });

  it('is refused without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/show-pulls/category-list' });
    expect(res.statusCode).toBe(401);
  });
});
