import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment, buildUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: Agent;
let staff: Agent;
let audio: { id: number };
let a1: { id: number };
let mic: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  audio = await buildDepartment(t.db, { title: 'Audio' });
  a1 = await buildCategory(t.db, {
    categoryNumber: 9101,
    description: 'A1 Audio Engineer',
    departmentId: audio.id,
    isLabor: true,
  });
  mic = await buildCategory(t.db, {
    categoryNumber: 2104,
    description: 'Shure SM58',
    departmentId: audio.id,
  });
});
afterAll(() => t.close());

const send = (method: string, url: string, payload?: object) => admin.call({ method, url, payload });
const jordan = () => ({
  key: 'E-100',
  firstName: 'Jordan',
  lastName: 'Reyes',
  nickname: 'Jo',
  email: 'jordan@example.test',
  departmentId: audio.id,
  homeState: 'tx',
  dayRate: 450.5,
  targetDays: 120,
  isPartTime: true,
  roles: [a1.id],
});

describe('people: contacts with their tech roles', () => {
  it('adds a contact with a role, finds, edits and deletes them', async () => {
    const made = await send('POST', '/people/contacts', jordan());
    expect(made.statusCode, made.body).toBe(200);
    const c = made.json().contact;
    expect(c).toMatchObject({
      key: 'E-100',
      homeState: 'TX',
      dayRate: 450.5,
      isActive: true,
      kind: 'technician',
    });
    expect(c.roles).toEqual([{ categoryId: a1.id, number: 9101, description: 'A1 Audio Engineer' }]);
    const list = (await send('GET', '/people/contacts?search=reyes jo')).json();
    expect(list.rows).toEqual([
      expect.objectContaining({ id: c.id, name: 'Reyes, Jo', department: 'Audio' }),
    ]);
    const edited = await send('PUT', `/people/contacts/${c.id}`, { ...jordan(), nickname: '', roles: [] });
    expect(edited.json().contact).toMatchObject({ nickname: null, roles: [] });
    expect((await send('DELETE', `/people/contacts/${c.id}`)).json().outcome).toBe('deleted');
    expect((await send('GET', `/people/contacts/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses a taken key, a role that is no position, bad input, and anyone but admins (day rates are theirs)', async () => {
    expect((await send('POST', '/people/contacts', { ...jordan(), key: 'E-200' })).statusCode).toBe(200);
    const taken = await send('POST', '/people/contacts', { ...jordan(), key: 'E-200' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('E-200');
    const notRole = await send('POST', '/people/contacts', { ...jordan(), key: 'E-201', roles: [mic.id] });
    expect(notRole.statusCode).toBe(400);
    expect(notRole.json().error.fields).toHaveProperty('roles');
    for (const bad of [
      { lastName: 'R\u0000' },
      { lastName: 'x'.repeat(101) },
      { email: 'not-mail' },
      { homeState: 'Texas' },
      { dayRate: -1 },
      { departmentId: 999999 },
    ])
      expect((await send('POST', '/people/contacts', { ...jordan(), key: 'E-202', ...bad })).statusCode).toBe(
        400,
      );
    expect((await staff.call({ method: 'GET', url: '/people/contacts' })).statusCode).toBe(403);
    expect(
      (await staff.call({ method: 'POST', url: '/people/contacts', payload: jordan() })).statusCode,
    ).toBe(403);
  });

  it('deactivates a contact in use (a login) instead of deleting them', async () => {
    const person = await buildContact(t.db, { firstName: 'Casey', lastName: 'Nguyen' });
    const stays = await buildContact(t.db, { firstName: 'Robin', lastName: 'Stays' });
    await buildUser(t.db, { role: 'tech', contactId: person.id });
    const res = await send('DELETE', `/people/contacts/${person.id}`);
    expect(res.json()).toMatchObject({ outcome: 'deactivated' });
    expect(res.json().message).toMatch(/Casey Nguyen is in use \(1 users\)/);
    expect((await send('GET', `/people/contacts/${person.id}`)).json().contact.isActive).toBe(false);
    // One who left is no longer offered: the staffing pickers list active technicians only.
    const techs = (await send('GET', '/tech-roles/lazy')).json().contacts as { id: number }[];
    expect(techs.some((c) => c.id === person.id)).toBe(false);
    expect(techs.some((c) => c.id === stays.id)).toBe(true);
  });

  it('gives a contact added without a key one (C<id>), and keeps a key left blank on edit, so an export imports back', async () => {
    const made = await send('POST', '/people/contacts', { ...jordan(), key: null, email: null });
    expect(made.statusCode, made.body).toBe(200);
    const c = made.json().contact;
    expect(c.key).toBe(`C${c.id}`);
    const edited = await send('PUT', `/people/contacts/${c.id}`, {
      ...jordan(),
      key: null,
      email: null,
      nickname: 'J',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().contact).toMatchObject({ key: `C${c.id}`, nickname: 'J' });
  });
});
