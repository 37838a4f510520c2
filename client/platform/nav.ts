import type { CurrentUser } from '../../contracts/auth';

/** The app's areas in the header; each feature adds its entry as it lands. */
export interface NavItem {
  to: string;
  label: string;
  /** Keyboard shortcut: g then this key. */
  key: string;
  visible?: (user: CurrentUser) => boolean;
}

export const navItems: NavItem[] = [
  { to: '/my-jobs', label: 'My Jobs', key: 'j', visible: (u) => !!u.contact && !u.canEdit },
  { to: '/', label: 'Events', key: 'e' },
  { to: '/xbook', label: 'Xbook', key: 'x' },
  { to: '/labor-invites', label: 'Labor', key: 'l', visible: (u) => u.canEdit },
  { to: '/flow/techs', label: 'Flow', key: 'f' },
  { to: '/days-unavailable', label: 'Days Unavailable', key: 'd', visible: (u) => u.canEdit || !!u.contact },
  { to: '/comments', label: 'Comments', key: 'c', visible: (u) => u.canEdit },
  { to: '/tech-roles', label: 'Tech Roles', key: 'o', visible: (u) => u.canEdit },
  { to: '/outbox', label: 'Outbox', key: 'm', visible: (u) => u.canEdit },
  { to: '/error-reports', label: 'Error Reports', key: 'r', visible: (u) => u.isAdmin },
  { to: '/catalog', label: 'Catalog', key: 'k', visible: (u) => u.isAdmin },
  { to: '/people', label: 'People', key: 'p', visible: (u) => u.isAdmin },
];
