import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import * as browse from './service.js';
import * as verbs from './verbs.js';

const ok = { ok: true as const };

/**
 * The browser: departments, their folder trees and recent sheets; and issue 24.6's verbs:
 * duplicate a sheet; rename, move and delete folders (admins).
 */
export async function xbookFolderRoutes(app: FastifyInstance) {
  route(app, calls.departments, 'xbook.read', async () => ({
    departments: await browse.listDepartments(app.db),
  }));
  route(app, calls.department, 'xbook.read', ({ params }) => browse.getDepartment(app.db, params.id));
  route(app, calls.folder, 'xbook.read', async ({ params }) => ({
    folder: await browse.getFolder(app.db, params.id),
  }));
  route(app, calls.createFolder, 'xbook.write', async ({ body }) => ({
    folder: await browse.createFolder(app.db, body),
  }));
  route(app, calls.recent, 'xbook.read', async ({ user }) => ({
    sheets: await browse.recentSheets(app.db, user.id),
  }));

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
