import type { FastifyInstance } from 'fastify';
import { eventCalls as calls } from '../../../contracts/events.js';
import { route } from '../../platform/http/route.js';
import { sendJson } from '../../platform/http/send-json.js';
import * as service from './service.js';
import * as writes from './writes.js';

export async function eventRoutes(app: FastifyInstance) {
  route(app, calls.list, 'events.read', async ({ query, reply }) =>
    sendJson(reply, await service.eventListJson(app.db, query)),
  );
  route(app, calls.get, 'events.read', async ({ params, reply }) =>
    sendJson(reply, await service.eventJson(app.db, params.id)),
  );
  route(app, calls.accountManagers, 'events.read', async () => ({
    accountManagers: await service.accountManagers(app.db),
  }));
  route(app, calls.create, 'events.write', async ({ body }) => ({
    event: await writes.openEvent(app.db, body),
  }));
  route(app, calls.update, 'events.write', async ({ params, body }) => ({
    event: await writes.editEvent(app.db, params.id, body),
  }));
  route(app, calls.cancel, 'events.write', async ({ params, body }) => ({
    event: await writes.setCancelled(app.db, params.id, body.cancelled),
  }));
  route(app, calls.lock, 'events.write', async ({ params, body }) => ({
    event: await writes.setLocked(app.db, params.id, body.locked),
  }));
  route(app, calls.history, 'audit.read', async ({ params, query }) => ({
    entries: await service.eventHistory(app.db, params.id, query.limit),
  }));
}
