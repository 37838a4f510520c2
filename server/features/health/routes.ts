import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseKind } from '../../platform/db/types.js';

const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptimeSeconds: z.number(),
});

/** For load balancers and monitors: public, and says whether the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  kind: DatabaseKind;
  version: string;
}> = async (app, { ping, kind, version }) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', browser: true },
      schema: { tags: ['operations'], summary: 'Health check', response: { 200: health, 503: health } },
    },
    async (_request, reply) => {
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
  );
};
