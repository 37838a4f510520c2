import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import { sendJson } from '../../../platform/http/send-json.js';
import { searchJson } from './service.js';

/** Search over folders, sheet names and sheet items (spec 2.3). */
export async function xbookSearchRoutes(app: FastifyInstance) {
  // A cached answer: sent as the JSON bytes it was kept as.
  route(app, calls.search, 'xbook.read', async ({ body, reply }) =>
    sendJson(reply, await searchJson(app.db, body)),
  );
}
