import type { FastifyInstance } from 'fastify';
import { healthCalls as calls } from '../../../contracts/health.js';
import { DATABASE_AWAY_MESSAGE, databaseFailureOf, failureMessage } from '../../platform/db/failures.js';
import type { DatabaseKind } from '../../platform/db/types.js';
import { route } from '../../platform/http/route.js';

/**
 * For load balancers and monitors: public, and says whether the database answers and has room to
 * write (the ping refuses on a full disk), and if not, why.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { ping, kind, version }: { ping: () => Promise<void>; kind: DatabaseKind; version: string },
) {
  route(
    app,
    calls.check,
    'public',
    async ({ reply }) => {
      let problem: string | undefined;
      try {
        await ping();
      } catch (err) {
        const failure = databaseFailureOf(err);
        problem = failure ? failureMessage(failure) : DATABASE_AWAY_MESSAGE;
      }
      const ok = problem === undefined;
      const body = {
        status: ok ? ('ok' as const) : ('unavailable' as const),
        database: kind,
        version,
        uptimeSeconds: Math.round(process.uptime()),
        ...(problem ? { problem } : {}),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
    { browser: true },
  );
}
