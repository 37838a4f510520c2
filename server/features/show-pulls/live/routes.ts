import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveCalls } from '../../../../contracts/live.js';
import { selectRows } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { route } from '../../../platform/http/route.js';
import { keepPullUpdatedFromEvent } from '../view/view-cache.js';
import { pullChannel } from './publish.js';

/** The pull's live stream: whoever may read the pull may watch it change. */
export function liveRoutes(app: FastifyInstance) {
  app.live.observe('pull:', 'change', (data) => keepPullUpdatedFromEvent(app.db, data));
  route(app, liveCalls.pull, 'show-pulls.read', async ({ params, user, request, reply }) => {
    const person = { id: user.id, name: user.name };
    app.live.refuseIfFull(request, person);
    const [found] = await selectRows(app.db, sql`select 1 from show_pulls where id = ${params.id}`);
    if (!found) throw notFound(`Show pull ${params.id}`);
    return app.live.stream(request, reply, pullChannel(params.id), person);
  });
}
