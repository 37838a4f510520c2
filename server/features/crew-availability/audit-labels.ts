import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads availability requests (registered in server/app.ts). */
export const crewAvailabilityAuditLabels: AuditLabels = {
  availability_requests: 'Availability request',
  availability_asks: 'Availability answer',
};
