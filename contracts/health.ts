import { z } from 'zod';
import { callsOf } from './call.js';

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
  /** When unavailable: why, in words (the disk is full; the database is not answering). */
  problem: z.string().optional(),
});

const call = callsOf('operations');

/** For load balancers and monitors. */
export const healthCalls = {
  check: call({
    method: 'GET',
    path: '/healthz',
    summary: 'Health check',
    answer: healthResponse,
    /** The database does not answer, or its disk is full. */
    refusals: { 503: healthResponse },
  }),
};
