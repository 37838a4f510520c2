import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let staff: Agent;
let tech: Agent;
let contactId: number;
let a1: { id: number };
let rigger: { id: number };
let mic: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  const audio = await buildDepartment(t.db, { title: 'Audio' });
  a1 = await buildCategory(t.db, {
    categoryNumber: 9101,
    description: 'A1 Audio Engineer',
    departmentId: audio.id,
    isLabor: true,
  });
  rigger = await buildCategory(t.db, {
    categoryNumber: 9201,
    description: 'Head Rigger',
    departmentId: audio.id,
    isLabor: true,
  });
  mic = await buildCategory(t.db, {
    categoryNumber: 2104,
    description: 'Shure SM58',
    departmentId: audio.id,
  });
  contactId = (
    await buildContact(t.db, {
      firstName: 'Jordan',
      lastName: 'Reyes',
      nickname: 'Jo',
      departmentId: audio.id,
    })
  ).id;
});
afterAll(() => t.close());

describe('tech roles', () => {
  it('lists position categories and technicians', async () => {
    const res = await staff.call({ method: 'GET', url: '/tech-roles/lazy' });
    expect(res.statusCode).toBe(200);
    const { categories, contacts } = res.json();
    expect(categories).toEqual([
      { id: a1.id, name: '9101', description: 'A1 Audio Engineer', department: 'Audio' },
      { id: rigger.id, name: '9201', description: 'Head Rigger', department: 'Audio' },
    ]);
    expect(contacts).toContainEqual(
      expect.objectContaining({ id: contactId, contact_name: 'Reyes, Jo', department: 'Audio' }),
    );
  });

  it("adds a role once ('{name} already has this role'), lists it, finds the contact by it, deletes it", async () => {
    const added = await staff.call({ method: 'POST', url: `/tech-roles/${contactId}/${a1.id}` });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().newRole).toMatchObject({
      category_id: a1.id,
      category: { name: '9101', description: 'A1 Audio Engineer' },
    });
    const twice = await staff.call({ method: 'POST', url: `/tech-roles/${contactId}/${a1.id}` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Jordan Reyes already has this role');
    const roles = (await staff.call({ method: 'GET', url: `/tech-roles/roles/${contactId}` })).json().roles;
    expect(roles).toHaveLength(1);
    for (const q of ['9101', '910', 'audio eng'])
      expect(
        (
          await staff.call({ method: 'GET', url: `/tech-roles/search?searchText=${encodeURIComponent(q)}` })
        ).json().ids,
      ).toEqual([contactId]);
    expect(
      (await staff.call({ method: 'GET', url: '/tech-roles/search?searchText=rigger' })).json().ids,
    ).toEqual([]);
    const del = await staff.call({ method: 'DELETE', url: `/tech-roles/${added.json().newRole.id}` });
    expect(del.json()).toEqual({ ok: true });
    expect((await staff.call({ method: 'GET', url: `/tech-roles/roles/${contactId}` })).json().roles).toEqual(
      [],
    );
    expect(
      (await staff.call({ method: 'DELETE', url: `/tech-roles/${added.json().newRole.id}` })).statusCode,
    ).toBe(404);
  });

  it('gives both of two simultaneous identical adds one answer each: one role, one 409', async () => {
    const [x, y] = await Promise.all([
      staff.call({ method: 'POST', url: `/tech-roles/${contactId}/${rigger.id}` }),
      staff.call({ method: 'POST', url: `/tech-roles/${contactId}/${rigger.id}` }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses techs, equipment categories, unknown ids and bad input', async () => {
    expect((await tech.call({ method: 'GET', url: '/tech-roles/lazy' })).statusCode).toBe(403);
    expect((await tech.call({ method: 'POST', url: `/tech-roles/${contactId}/${a1.id}` })).statusCode).toBe(
      403,
    );
    const notPosition = await staff.call({ method: 'POST', url: `/tech-roles/${contactId}/${mic.id}` });
    expect(notPosition.statusCode).toBe(400);
    expect(notPosition.json().error.fields).toHaveProperty('categoryId');
    expect((await staff.call({ method: 'POST', url: `/tech-roles/999999/${a1.id}` })).statusCode).toBe(404);
    expect((await staff.call({ method: 'POST', url: `/tech-roles/${contactId}/999999` })).statusCode).toBe(
      404,
    );
    expect((await staff.call({ method: 'GET', url: '/tech-roles/roles/x' })).statusCode).toBe(400);
    expect((await staff.call({ method: 'GET', url: '/tech-roles/search?searchText=' })).statusCode).toBe(400);
  });
});
