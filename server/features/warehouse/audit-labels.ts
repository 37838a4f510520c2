import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the warehouse's tables (registered in server/app.ts). */
export const warehouseAuditLabels: AuditLabels = {
  warehouse_scans: 'Warehouse scan',
};
