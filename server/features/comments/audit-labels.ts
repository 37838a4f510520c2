import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads comments (registered in server/app.ts). */
export const commentAuditLabels: AuditLabels = { event_comments: 'Comment' };
