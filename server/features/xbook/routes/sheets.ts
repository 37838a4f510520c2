import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import { sendPdf } from '../../../platform/pdf.js';
import { addItem, listItems, reorderItems } from '../service/items.js';
import { printSheet } from '../service/print.js';
import * as sheets from '../service/sheets.js';

const ok = { ok: true as const };

/** One content sheet: read, create, edit, delete, its items and its PDF. */
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

  route(app, calls.items, 'xbook.read', async ({ params }) => ({
    items: await listItems(app.db, params.id),
  }));
  route(app, calls.reorderItems, 'xbook.write', async ({ params, body }) => {
    await reorderItems(app.db, params.id, body);
    return ok;
  });
  route(app, calls.addItem, 'xbook.write', async ({ params, body }) => ({
    item: await addItem(app.db, params.id, body),
  }));
  route(
    app,
    calls.sheetPdf,
    'xbook.read',
    async ({ user, params, query, request, reply }) => {
      const { pdf, fileName } = await app.prints.make(request, (draw) =>
        printSheet(app.db, user, params.id, query, draw),
      );
      return sendPdf(reply, pdf, fileName);
    },
    { browser: true },
  );
}
