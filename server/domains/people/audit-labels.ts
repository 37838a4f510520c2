import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the people's tables (registered in server/app.ts). */
export const peopleAuditLabels: AuditLabels = {
  contacts: 'Contact',
  tech_roles: 'Tech role',
  labor_rates: 'Labor rate',
};
