import type { FastifyInstance } from 'fastify';
import { commentCalls as calls } from '../../../contracts/comments.js';
import { liveCalls } from '../../../contracts/live.js';
import { route } from '../../platform/http/route.js';
import { livePage } from '../../platform/live/page.js';
import { deliverResolvedAlert } from './alert.js';
import * as service from './service.js';

export async function commentRoutes(app: FastifyInstance) {
  livePage(app, liveCalls.comments, 'comments.read', 'comments.write');
  route(app, calls.unresolved, 'comments.read', async () => ({
    events: await service.listUnresolved(app.db),
  }));
  route(app, calls.resolve, 'comments.write', async ({ user, params, body }) => {
    const done = await service.resolveComment(app.db, app.mailer, user, params.id, body);
    const alerted = done.alertId !== null && (await deliverResolvedAlert(app, done.alertId, done.comment.id));
    return { comment: done.comment, alerted, eventHasUnresolved: done.eventHasUnresolved };
  });
  route(app, calls.ofEvent, 'comments.read', async ({ query }) => ({
    comments: await service.listEventComments(app.db, query.eventId),
  }));
  route(app, calls.add, 'comments.write', async ({ user, body }) => ({
    comment: await service.addComment(app.db, user, body),
  }));
}
