import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the catalogue's tables (registered in server/app.ts). */
export const catalogAuditLabels: AuditLabels = {
  department_groups: 'Department group',
  departments: 'Department',
  pull_groups: 'Pull group',
  categories: 'Category',
  dependencies: 'Dependency',
  dependency_items: 'Dependency item',
};
