import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads show pulls' tables (registered in server/app.ts). */
export const showPullAuditLabels: AuditLabels = {
  show_pulls: 'Pull',
  // One entry per sheet added to a pull (from-sheet/queries.ts), beside the lines' own.
  show_pull_sheet_additions: 'Pull',
  show_pull_items: 'Pull line',
  event_item_assignments: 'Bid item assignment',
  commitment_assignments: 'Gear flow assignment',
  cross_rental_items: 'Cross rental',
  dependency_assignments: 'Dependency assignment',
  system_assignments: 'System assignment',
  system_items: 'System',
  satisfied_dependencies: 'Dependency',
  event_items: 'Bid item',
  commitments: 'Gear flow commitment',
  event_techs: 'Tech',
};
