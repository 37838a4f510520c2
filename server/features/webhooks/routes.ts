import type { FastifyInstance } from 'fastify';
import { webhookCalls as calls } from '../../../contracts/webhooks.js';
import { route } from '../../platform/http/route.js';
import * as service from './service.js';
import type { WorkerOptions } from './worker.js';

/** Webhooks (issue 34.4): admins only, and no API token (permissions.ts says why). */
export async function webhookRoutes(app: FastifyInstance, options: WorkerOptions) {
  const access = 'webhooks.manage';
  route(app, calls.list, access, async () => ({ endpoints: await service.listEndpoints(app.db) }));
  route(app, calls.create, access, ({ user, body }) => service.createEndpoint(app.db, user, body));
  route(app, calls.update, access, ({ params, body }) => service.updateEndpoint(app.db, params.id, body));
  route(app, calls.remove, access, async ({ params }) => {
    await service.removeEndpoint(app.db, params.id);
    return { ok: true as const };
  });
  route(app, calls.newSecret, access, ({ params }) => service.replaceSecret(app.db, params.id));
  route(app, calls.deliveries, access, async ({ params }) => ({
    deliveries: await service.deliveriesOf(app.db, params.id),
  }));
  route(app, calls.sendTest, access, ({ user, params }) =>
    service.sendTest(app.db, user, params.id, options),
  );
  route(app, calls.retry, access, ({ params }) => service.retryDelivery(app.db, params.id, options));
}
