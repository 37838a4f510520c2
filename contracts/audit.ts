import { z } from 'zod';
import { type Call, callsOf } from './call.js';
import { idParam } from './common.js';

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
export const historyParams = z.object({ id: idParam });

/**
 * The history call of one kind of record (an event, a content sheet): `GET <path with {id}>`,
 * answering its audit trail. Every such call has this one shape, so the platform's AuditTrail panel
 * takes any of them.
 */
export function historyCall<const Path extends `${string}{id}${string}`>(
  area: string,
  path: Path,
  summary: string,
): Call<'GET', Path, typeof historyParams, typeof historyQuery, undefined, typeof historyResponse> {
  // Written once for '{id}' (callsOf checks params against a literal path), then given its own path.
  const shape = callsOf(area)({
    method: 'GET',
    path: '{id}',
    summary,
    params: historyParams,
    query: historyQuery,
    answer: historyResponse,
  });
  return { ...shape, path };
}
export type HistoryCall = ReturnType<typeof historyCall>;
