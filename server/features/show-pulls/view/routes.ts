import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { sendJson } from '../../../platform/http/send-json.js';
import { breakdown } from './breakdown.js';
import { categoryListJson } from './category-list.js';
import { createPull, listPulls, removePull, renamePull } from './pulls.js';
import { findCategoryOptions } from './queries.js';
import { showPullViewJson } from './view-cache.js';

/** The screen's reads: an event's pulls, a new pull, the category picker, the pull, a breakdown. */
export function viewRoutes(app: FastifyInstance) {
  route(app, calls.list, 'show-pulls.read', async ({ query }) => ({
    pulls: await listPulls(app.db, query.eventId),
  }));
  route(app, calls.create, 'show-pulls.write', async ({ body }) => ({
    showPull: await createPull(app.db, body),
  }));
  route(app, calls.rename, 'show-pulls.write', async ({ params, body }) => ({
    showPull: await renamePull(app.db, params.id, body.name),
  }));
  route(app, calls.remove, 'show-pulls.write', async ({ params }) => {
    await removePull(app.db, params.id);
    return { ok: true as const };
  });
  route(app, calls.categories, 'show-pulls.read', async ({ reply }) => {
    // Long-lived and large: the browser may keep it for a few minutes.
    reply.header('cache-control', 'private, max-age=300');
    return { categories: await findCategoryOptions(app.db) };
  });
  route(app, calls.categoryList, 'show-pulls.read', async ({ reply }) => {
    reply.header('cache-control', 'private, max-age=300');
    return sendJson(reply, await categoryListJson(app.db));
  });
  // Sent as the cached JSON bytes: the same shape, serialized once until its tables move.
  route(app, calls.view, 'show-pulls.read', async ({ params, reply }) =>
    sendJson(reply, await showPullViewJson(app.db, params.id)),
  );
  route(app, calls.breakdown, 'show-pulls.read', ({ params }) =>
    breakdown(app.db, params.eventId, params.categoryId),
  );
}
