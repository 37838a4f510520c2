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
  /** The process answers: no database, no disk (liveness; the floor the bench measures against). */
  check: call({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers (asks nothing of the database)',
    answer: healthResponse,
  }),
  /** The database answers and has room to write (readiness: what a load balancer's check asks). */
  ready: call({
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: the database answers and has room to write',
    answer: healthResponse,
    /** The database does not answer, or its disk is full. */
    refusals: { 503: healthResponse },
  }),
};
