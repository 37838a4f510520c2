import type { FastifyInstance } from 'fastify';
import { eventPositionCalls as calls } from '../../../../contracts/event-positions.js';
import { route } from '../../../platform/http/route.js';
import * as service from './service.js';

/** An event's crew positions (issue 34): staff, and a sales system with an API token. */
export async function eventPositionRoutes(app: FastifyInstance) {
  route(app, calls.list, 'event-positions.read', ({ params }) => service.listPositions(app.db, params.id));
  route(app, calls.create, 'event-positions.write', ({ params, body }) =>
    service.createPosition(app.db, params.id, body),
  );
  route(app, calls.update, 'event-positions.write', ({ params, body }) =>
    service.updatePosition(app.db, params.id, params.positionId, body),
  );
  route(app, calls.stash, 'event-positions.write', ({ params, body }) =>
    service.stashPosition(app.db, params.id, params.positionId, body.stashed),
  );
  route(app, calls.resolve, 'event-positions.write', ({ params, body }) =>
    service.resolvePosition(app.db, params.id, params.positionId, body.resolved),
  );
  route(app, calls.remove, 'event-positions.write', ({ params }) =>
    service.removePosition(app.db, params.id, params.positionId),
  );
}
