import type { FastifyInstance } from 'fastify';
import { commitmentCalls as calls } from '../../../../contracts/events/commitments.js';
import { route } from '../../../platform/http/route.js';
import * as service from './service.js';

/** An event's gear-flow commitments, edited by staff on the event page (issue 34). */
export async function commitmentRoutes(app: FastifyInstance) {
  const db = app.db;
  route(app, calls.list, 'event-lines.read', ({ params }) => service.listCommitments(db, params.id));
  route(app, calls.create, 'event-lines.write', ({ params, body }) =>
    service.createCommitment(db, params.id, body),
  );
  route(app, calls.update, 'event-lines.write', ({ params, body }) =>
    service.updateCommitment(db, params.id, params.commitmentId, body),
  );
  route(app, calls.remove, 'event-lines.write', ({ params }) =>
    service.deleteCommitment(db, params.id, params.commitmentId),
  );
}
