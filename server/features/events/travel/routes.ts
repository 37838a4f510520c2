import type { FastifyInstance } from 'fastify';
import { eventTravelCalls as calls } from '../../../../contracts/event-travel.js';
import { route } from '../../../platform/http/route.js';
import * as service from './service.js';

/** The crew's travel to and from an event (issue 34): staff, and a sales system with an API token. */
export async function eventTravelRoutes(app: FastifyInstance) {
  route(app, calls.list, 'event-travel.read', ({ params }) => service.listTrips(app.db, params.id));
  route(app, calls.travellers, 'event-travel.read', ({ params, query }) =>
    service.travellers(app.db, params.id, query.search),
  );
  route(app, calls.create, 'event-travel.write', ({ params, body }) =>
    service.createTrip(app.db, params.id, body),
  );
  route(app, calls.update, 'event-travel.write', ({ params, body }) =>
    service.updateTrip(app.db, params.id, params.tripId, body),
  );
  route(app, calls.remove, 'event-travel.write', ({ params }) =>
    service.removeTrip(app.db, params.id, params.tripId),
  );
}
