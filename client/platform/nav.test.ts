import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contracts/auth';
import { permissions, permissionsOf } from '../../server/platform/auth/permissions';
import { mayOpen, navItems } from './nav';

const userWith = (role: CurrentUser['role'], contact: boolean): CurrentUser => ({
  id: 1,
  name: 'A',
  email: 'a@example.com',
  initials: 'A',
  role,
  isAdmin: role === 'admin',
  canEdit: role !== 'tech',
  permissions: permissionsOf(role),
  contact: contact ? { id: 2, name: 'A', primary_email: null, mobile_phone: null } : null,
});

const menu = (user: CurrentUser) => navItems.filter((i) => mayOpen(user, i)).map((i) => i.label);

describe('the menu', () => {
  it('gives every entry its own g-shortcut', () => {
    const keys = navItems.map((i) => i.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('names only permissions the server has', () => {
    for (const item of navItems) expect(Object.keys(permissions)).toContain(item.permission);
  });

  it("shows each role the areas its permissions open, and a technician's own pages by contact", () => {
    expect(menu(userWith('tech', true))).toEqual(['My Jobs', 'Events', 'Xbook', 'Flow', 'Days Unavailable']);
    expect(menu(userWith('tech', false))).toEqual(['Events', 'Xbook', 'Flow']);
    expect(menu(userWith('staff', true))).toEqual([
      'Events',
      'Xbook',
      'Labor',
      'Availability',
      'Flow',
      'Days Unavailable',
      'Comments',
      'Tech Roles',
      'Outbox',
      'Cases',
    ]);
    expect(menu(userWith('admin', false))).toContain('Error Reports');
    expect(menu(userWith('admin', false))).toContain('Labor Rates');
  });
});
