/**
 * The tables the invitee list reads: availability.ts, the technicians (domains/staffing) and the
 * position it is asked about (test/harness/cache-tables.test.ts holds it to that).
 */
export const INVITEES_TABLES = [
  'categories',
  'contacts',
  'days_unavailable',
  'departments',
  'events',
  'invites',
  'positions',
  'tech_roles',
  'travel_items',
] as const;
