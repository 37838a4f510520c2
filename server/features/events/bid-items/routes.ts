import type { FastifyInstance } from 'fastify';
import { bidItemCalls as calls } from '../../../../contracts/events/bid-items.js';
import { route } from '../../../platform/http/route.js';
import * as service from './service.js';

/** An event's bid items, edited by staff on the event page (issue 34). */
export async function bidItemRoutes(app: FastifyInstance) {
  const db = app.db;
  route(app, calls.list, 'event-lines.read', ({ params }) => service.listBidItems(db, params.id));
  route(app, calls.create, 'event-lines.write', ({ params, body }) =>
    service.createBidItem(db, params.id, body),
  );
  route(app, calls.update, 'event-lines.write', ({ params, body }) =>
    service.updateBidItem(db, params.id, params.itemId, body),
  );
  route(app, calls.stash, 'event-lines.write', ({ params, body }) =>
    service.setBidItemStashed(db, params.id, params.itemId, body.stashed),
  );
  route(app, calls.remove, 'event-lines.write', ({ params }) =>
    service.deleteBidItem(db, params.id, params.itemId),
  );
}
