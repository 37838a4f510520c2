import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import * as sheets from './service.js';

const ok = { ok: true as const };

/** One content sheet: read, its History, create, edit, delete (its items and PDF: items/, prints/). */
export async function xbookSheetRoutes(app: FastifyInstance) {
  route(app, calls.sheet, 'xbook.read', async ({ user, params }) => ({
    sheet: await sheets.openSheet(app.db, user, params.id),
  }));
  route(app, calls.sheetHistory, 'audit.read', async ({ params, query }) => ({
    entries: await sheets.sheetHistory(app.db, params.id, query.limit),
  }));
  route(app, calls.createSheet, 'xbook.write', async ({ body }) => ({
    sheet: await sheets.createSheet(app.db, body),
  }));
  route(
    app,
    calls.deleteSheet,
    'xbook.write',
    async ({ params }) => {
      await sheets.deleteSheet(app.db, params.id);
      return ok;
    },
    // The spec's form post with _method=DELETE to the sheet's own route reaches this too.
    { methodOverride: true },
  );
  route(app, calls.renameSheet, 'xbook.write', async ({ params, body }) => {
    await sheets.renameSheet(app.db, params.id, body);
    return ok;
  });
  route(app, calls.setSheetNotes, 'xbook.write', async ({ params, body }) => {
    await sheets.setSheetNotes(app.db, params.id, body);
    return ok;
  });
  route(app, calls.setSheetCategory, 'xbook.write', async ({ params, body }) => {
    await sheets.setSheetCategory(app.db, params.id, body);
    return ok;
  });
  route(app, calls.setSheetFolder, 'xbook.write', async ({ params, body }) => {
    await sheets.setSheetFolder(app.db, params.id, body);
    return ok;
  });
}
