import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the warehouse's tables (registered in server/app.ts). */
export const warehouseAuditLabels: AuditLabels = {
  warehouse_scans: 'Warehouse scan',
  warehouse_cases: 'Case',
  warehouse_trucks: 'Truck',
  warehouse_pull_cases: 'Case on the pull',
  warehouse_line_trucks: 'Loose units on a truck',
};
