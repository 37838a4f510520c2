import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/types.js';
import { LiveHub, type LiveOptions } from './hub.js';

export type { LiveHub } from './hub.js';
export { notifyLive, publishLive } from './publish.js';

/**
 * Starts this process's live streams: `app.live.stream(request, reply, channel, person)` in a
 * route, `publishLive(tx, channel, event, data)` in a write. On SIGTERM (app.close) the streams end
 * first, so their browsers reconnect (to another process) while requests drain.
 */
export async function registerLive(app: FastifyInstance, database: Database, options: LiveOptions) {
  const hub = new LiveHub(database.db, options);
  await hub.start(database);
  app.decorate('live', hub);
  app.addHook('preClose', () => hub.close());
}
