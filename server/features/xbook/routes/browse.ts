import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import { sendJson } from '../../../platform/http/send-json.js';
import * as browse from '../service/browse.js';
import { createMiscItem, listCategories, listMiscItems } from '../service/items.js';
import { searchJson } from '../service/search.js';

/** The browser: departments, their folder trees, recent sheets, search, and what the pickers list. */
export async function xbookBrowseRoutes(app: FastifyInstance) {
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
  // A cached answer: sent as the JSON bytes it was kept as.
  route(app, calls.search, 'xbook.read', async ({ body, reply }) =>
    sendJson(reply, await searchJson(app.db, body)),
  );
  route(app, calls.categories, 'xbook.read', async () => ({ categories: await listCategories(app.db) }));
  route(app, calls.miscItems, 'xbook.read', async () => ({ items: await listMiscItems(app.db) }));
  route(app, calls.createMiscItem, 'xbook.write', async ({ body }) => ({
    item: await createMiscItem(app.db, body),
  }));
}
