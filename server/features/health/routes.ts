import type { FastifyInstance } from 'fastify';
import { healthCalls as calls } from '../../../contracts/health.js';
import { DATABASE_AWAY_MESSAGE, databaseFailureOf, failureMessage } from '../../platform/db/failures.js';
import type { DatabaseKind } from '../../platform/db/types.js';
import { route } from '../../platform/http/route.js';

/**
 * For load balancers and monitors, both public. /healthz says only that the process answers: it
 * asks the database nothing (a query there queued behind the pool's work, and the bench's floor was
 * not "no work"). /readyz asks the database, and the disk for room to write, and if not, why.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { ping, kind, version }: { ping: () => Promise<void>; kind: DatabaseKind; version: string },
) {
  const body = (problem?: string) => ({
    status: problem === undefined ? ('ok' as const) : ('unavailable' as const),
    database: kind,
    version,
    uptimeSeconds: Math.round(process.uptime()),
    ...(problem ? { problem } : {}),
  });
  route(app, calls.check, 'public', async ({ reply }) => reply.send(body()), { browser: true });
  route(
    app,
    calls.ready,
    'public',
    async ({ reply }) => {
      let problem: string | undefined;
      try {
        await ping();
      } catch (err) {
        const failure = databaseFailureOf(err);
        problem = failure ? failureMessage(failure) : DATABASE_AWAY_MESSAGE;
      }
      return reply.status(problem === undefined ? 200 : 503).send(body(problem));
    },
    { browser: true },
  );
}
