import type { FastifyInstance } from 'fastify';
import { daysUnavailableCalls as calls } from '../../../contracts/days-unavailable.js';
import { route } from '../../platform/http/route.js';
import * as service from './service.js';

export async function daysUnavailableRoutes(app: FastifyInstance) {
  route(app, calls.list, 'days-unavailable.read', ({ user, query }) =>
    service.listForContact(app.db, user, query.contactId),
  );
  route(app, calls.create, 'days-unavailable.write', ({ user, body }) =>
    service.createRecord(app.db, user, body),
  );
  route(app, calls.update, 'days-unavailable.write', ({ user, params, body }) =>
    service.changeRecord(app.db, user, params.id, body),
  );
  route(app, calls.remove, 'days-unavailable.write', async ({ user, params }) => {
    await service.removeRecord(app.db, user, params.id);
    return { ok: true as const };
  });
}
