import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import * as verbs from '../service/verbs.js';

const ok = { ok: true as const };

/** Issue 24.6: duplicate a sheet; rename, move and delete folders (admins). */
export async function xbookVerbRoutes(app: FastifyInstance) {
  route(app, calls.duplicateSheet, 'xbook.write', async ({ params, body }) => ({
    sheet: await verbs.duplicateSheet(app.db, params.id, body),
  }));
  route(app, calls.renameFolder, 'xbook.write', async ({ params, body }) => {
    await verbs.renameFolder(app.db, params.id, body);
    return ok;
  });
  route(app, calls.moveFolder, 'xbook.write', async ({ params, body }) => {
    await verbs.moveFolder(app.db, params.id, body);
    return ok;
  });
  route(app, calls.deleteFolder, 'xbook.write', async ({ params, query }) => {
    await verbs.deleteFolder(app.db, params.id, query);
    return ok;
  });
}
