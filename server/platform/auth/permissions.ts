import type { Role } from '../../../contracts/auth.js';

const everyone = ['admin', 'staff', 'tech'] as const satisfies readonly Role[];
const editors = ['admin', 'staff'] as const satisfies readonly Role[];
const admins = ['admin'] as const satisfies readonly Role[];

/**
 * The one table of who may do what (spec section 6, DOMAIN.md "User").
 * Every route names one of these permissions (or is public); the access hook enforces it, and
 * services re-check ownership where a rule depends on the record (a tech's own days, say).
 */
export const permissions = {
  'session.read': everyone,
  'session.logout': everyone,
  // Your own account (issue 32): your password and your sessions; the service touches only yours.
  'account.own': everyone,
  'api-docs.read': everyone,
  'events.read': everyone,
  // Opening, editing, cancelling and locking events (issue 34): staff and admins.
  'events.write': editors,
  'error-reports.read': admins,
  'error-reports.write': admins,
  // An event's bid items and gear-flow commitments (issue 34): internal notes and vendors are
  // staff's, so staff read and edit them.
  'event-lines.read': editors,
  'event-lines.write': editors,
  'show-pulls.read': everyone,
  'show-pulls.write': editors,
  // The warehouse floor (issue 38): prep, load and return scans. Staff only, as the pull's
  // writers: a fully prepped line initials its bid items, which the pull screen lets only them do.
  'warehouse.read': editors,
  'warehouse.scan': editors,
  'comments.read': editors,
  'comments.write': editors,
  'tech-roles.read': editors,
  'tech-roles.write': editors,
  // Everyone reads and writes days unavailable; the service limits a tech's writes to their own
  // contact, and their reads to technicians (a colleague's without notes, as the flow calendar).
  'days-unavailable.read': everyone,
  'days-unavailable.write': everyone,
  'labor-invites.read': editors,
  'labor-invites.write': editors,
  'outbox.read': editors,
  'outbox.send': editors,
  // The audit trail (who changed what) on the event and sheet pages.
  'audit.read': editors,
  // Everyone views, searches and prints the library; only admins edit it (spec 6).
  'xbook.read': everyone,
  'xbook.write': admins,
  // The flow calendar is open to everyone (spec 6 limits only day rates, to admins); a tech sees
  // the notes of their own days unavailable only. The feed link: a tech their own, staff anyone's.
  'flow.read': everyone,
  'flow.feed': everyone,
  // My jobs (issue 22): a user's own offers and jobs; the service limits each to their own contact.
  'my-jobs.read': everyone,
  'my-jobs.answer': everyone,
  // API tokens for integrations (issue 32.6): admins make, list and revoke them.
  'api-tokens.manage': admins,
  // People's accounts (issue 32): only admins list, invite, change and deactivate them.
  'users.read': admins,
  'users.write': admins,
  // The Catalog and People areas (issue 33): admins keep the catalogue and the crew (day rates
  // are admins' only, spec 6).
  'catalog.read': admins,
  'catalog.write': admins,
  'people.read': admins,
  'people.write': admins,
  // The company's own catalogue and crew in and out as spreadsheets (issue 33): admins only.
  'imports.write': admins,
  'imports.read': admins,
  // An event's crew positions and travel (issue 34): staff keep them (internal notes are staff's).
  'event-positions.read': editors,
  'event-positions.write': editors,
  'event-travel.read': editors,
  'event-travel.write': editors,
  // Labor cost (issue 37.5): staff see what an event's crew and travel cost; the rates behind it
  // are admins' only, as day rates are (spec 6). Technicians see none of it.
  'labor-cost.read': editors,
  'labor-rates.read': admins,
  'labor-rates.write': admins,
  // An event's call sheet (issue 37.6): the crew's phones and travel, and a message to them all.
  'call-sheets.read': editors,
  'call-sheets.message': editors,
  // Webhooks (issue 34.4): admins register the addresses the company's events are sent to.
  'webhooks.manage': admins,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

/**
 * What an API token may not do, whatever its role (issue 32.6). A token acts with its role's
 * permissions for the company's data (a sales system reads events, writes pulls), but it is no
 * person: it cannot sign out (it has no session), nor manage tokens (a leaked token could then
 * mint itself a successor that outlives its revoke), nor people's accounts and passwords (it
 * could make itself an admin who signs in). Public calls that change something (sign in, first
 * run, password resets) are refused to tokens by the bearer check (http/bearer.ts), whatever
 * their name. Nor webhooks: a leaked token could send the company's events, signed, to an address
 * of its own. A new permission for accounts or sign-in belongs in this list.
 */
export const notForApiTokens: ReadonlySet<Permission> = new Set<Permission>([
  'session.logout',
  'api-tokens.manage',
  'users.read',
  'users.write',
  'account.own',
  'webhooks.manage',
]);

export function roleMay(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}

/** Every permission the role holds, in the table's order: the signed-in user's, for the client. */
export const permissionsOf = (role: Role): Permission[] =>
  (Object.keys(permissions) as Permission[]).filter((p) => roleMay(role, p));

/** Staff and admins edit (the spec's canEdit); only admins administer the library. */
export const canEdit = (role: Role) => (editors as readonly Role[]).includes(role);
export const isAdmin = (role: Role) => role === 'admin';
