import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the shows' own tables (registered in server/app.ts). */
export const showsAuditLabels: AuditLabels = {
  events: 'Event',
  travel_items: 'Trip',
};
