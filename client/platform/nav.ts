import type { CurrentUser } from '../../contracts/auth';
import { availabilityRequestsPath, peoplePath } from './paths';

/**
 * The app's areas in the header; each feature adds its entry as it lands. Who may open an area is
 * the server's permission table: the signed-in user's permissions come with them (`/auth/me`, the
 * page's boot data), and an entry names the one it needs.
 */
export interface NavItem {
  to: string;
  label: string;
  /** Keyboard shortcut: g then this key. */
  key: string;
  /** The permission (server/platform/auth/permissions.ts) that opens the area. */
  permission: string;
  /** A further condition on the user's record, not their role (a technician's own contact). */
  when?: (user: CurrentUser) => boolean;
  /** Administration pages share one "Admin" entry in the header, so the bar keeps to one line. */
  admin?: true;
  /**
   * Reached from its area's own page (and its g-shortcut), not from the bar: a part of an area
   * that already has its entry, so the bar keeps to one line at 1024 px.
   */
  inBar?: false;
}

export const navItems: NavItem[] = [
  // Staff answer offers from the labor screen; My Jobs is for the technician the offers go to.
  {
    to: '/my-jobs',
    label: 'My Jobs',
    key: 'j',
    permission: 'my-jobs.read',
    when: (u) => !!u.contact && !u.canEdit,
  },
  { to: '/', label: 'Events', key: 'e', permission: 'events.read' },
  { to: '/xbook', label: 'Xbook', key: 'x', permission: 'xbook.read' },
  { to: '/labor-invites', label: 'Labor', key: 'l', permission: 'labor-invites.read' },
  // Availability requests (issue 37.3): asked and read by those who crew the positions, from Labor.
  {
    to: availabilityRequestsPath,
    label: 'Availability',
    key: 'v',
    permission: 'labor-invites.read',
    inBar: false,
  },
  { to: '/flow/techs', label: 'Flow', key: 'f', permission: 'flow.read' },
  // A technician's days are their contact's: one without a contact has none to see.
  {
    to: '/days-unavailable',
    label: 'Days Unavailable',
    key: 'd',
    permission: 'days-unavailable.read',
    when: (u) => u.canEdit || !!u.contact,
  },
  { to: '/comments', label: 'Comments', key: 'c', permission: 'comments.read' },
  { to: '/tech-roles', label: 'Tech Roles', key: 'o', permission: 'tech-roles.read' },
  { to: '/outbox', label: 'Outbox', key: 'm', permission: 'outbox.read' },
  { to: '/catalog', label: 'Catalog', key: 'a', permission: 'catalog.read', admin: true },
  { to: peoplePath, label: 'People', key: 'p', permission: 'people.read', admin: true },
  // Day rates are admins' (spec 6); staff see what events cost, on the event page and Labor.
  { to: '/labor-rates', label: 'Labor Rates', key: 'b', permission: 'labor-rates.read', admin: true },
  { to: '/users', label: 'Users', key: 'u', permission: 'users.read', admin: true },
  { to: '/api-tokens', label: 'API Tokens', key: 'k', permission: 'api-tokens.manage', admin: true },
  { to: '/webhooks', label: 'Webhooks', key: 'w', permission: 'webhooks.manage', admin: true },
  { to: '/warehouse/cases', label: 'Cases', key: 'h', permission: 'warehouse.read', admin: true },
  { to: '/error-reports', label: 'Error Reports', key: 'r', permission: 'error-reports.read', admin: true },
];

/** Whether the menu shows the entry to this user (and its page lets them in). */
export const mayOpen = (user: CurrentUser, item: NavItem) =>
  user.permissions.includes(item.permission) && (!item.when || item.when(user));
