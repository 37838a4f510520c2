import { z } from 'zod';

/** One change in the audit trail, as people read it: when, who, what, and each field's move. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  prettyAt: z.string(),
  userName: z.string().nullable(),
  action: z.enum(['insert', 'update', 'delete']),
  /** "Pull line 1104 SM58", "Position A1 Audio Engineer", "Invite Rae Lindqvist". */
  subject: z.string(),
  /** "quantity: 10 → 12"; for an insert or delete, the values it had. */
  changes: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const historyResponse = z.object({ entries: z.array(auditEntry) });
