import type { FastifyInstance } from 'fastify';
import type { AnyCall } from '../../../contracts/call.js';
import type { Permission } from '../auth/permissions.js';
import { route } from '../http/route.js';
import { notifyLive } from './publish.js';

/**
 * A page whose lists are read again when anyone changes them (the labor invites page, the
 * unresolved comments): `call` streams a `changed` event after every successful call of the area
 * needing `write`, sent once its answer has gone (so after its commit). Register it in the area's
 * routes plugin: the hook then sees only that area's calls.
 */
export function livePage(app: FastifyInstance, call: AnyCall, read: Permission, write: Permission): void {
  const channel = call.path;
  route(app, call, read, ({ user, request, reply }) =>
    app.live.stream(request, reply, channel, { id: user.id, name: user.name }),
  );
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.access !== write || reply.statusCode >= 300) return;
    await notifyLive(app.db, channel, 'changed', { by: request.user?.name ?? null }).catch((err) =>
      request.log.error({ err }, 'live: could not publish'),
    );
  });
}
