import type { FastifyInstance } from 'fastify';
import { eventCalls as calls } from '../../../contracts/events.js';
import { route } from '../../platform/http/route.js';
import { sendJson } from '../../platform/http/send-json.js';
import * as service from './service.js';

export async function eventRoutes(app: FastifyInstance) {
  route(app, calls.list, 'events.read', async ({ query, reply }) =>
    sendJson(reply, await service.eventListJson(app.db, query)),
  );
  route(app, calls.get, 'events.read', async ({ params }) => ({
    event: await service.getEvent(app.db, params.id),
  }));
  route(app, calls.history, 'audit.read', async ({ params, query }) => ({
    entries: await service.eventHistory(app.db, params.id, query.limit),
  }));
}
