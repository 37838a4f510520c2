import type { FastifyInstance } from 'fastify';
import { healthCalls as calls } from '../../../contracts/health.js';
import type { DatabaseKind } from '../../platform/db/types.js';
import { route } from '../../platform/http/route.js';

/** For load balancers and monitors: public, and says whether the database answers. */
export async function healthRoutes(
  app: FastifyInstance,
  { ping, kind, version }: { ping: () => Promise<void>; kind: DatabaseKind; version: string },
) {
  route(
    app,
    calls.check,
    'public',
    async ({ reply }) => {
      let ok = true;
      try {
        await ping();
      } catch {
        ok = false;
      }
      const body = {
        status: ok ? ('ok' as const) : ('unavailable' as const),
        database: kind,
        version,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
    { browser: true },
  );
}
