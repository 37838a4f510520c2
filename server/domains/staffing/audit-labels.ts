import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the staffing tables (registered in server/app.ts). */
export const staffingAuditLabels: AuditLabels = {
  positions: 'Position',
  invites: 'Invite',
  days_unavailable: 'Days unavailable',
};
