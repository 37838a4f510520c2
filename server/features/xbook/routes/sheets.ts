import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuery, historyResponse } from '../../../../contracts/audit.js';
import { errorResponses, okResponse } from '../../../../contracts/common.js';
import {
  addItemForm,
  categoryBody,
  createSheetForm,
  folderBody,
  idParams,
  itemResponse,
  itemsResponse,
  nameBody,
  notesBody,
  orderBody,
  pdfQuery,
  sheetResponse,
} from '../../../../contracts/xbook.js';
import { sendPdf } from '../../../platform/pdf.js';
import { addItem, listItems, reorderItems } from '../service/items.js';
import { printSheet } from '../service/print.js';
import * as sheets from '../service/sheets.js';

const tags = ['xbook'];
const read = { access: 'xbook.read' as const };
const write = { access: 'xbook.write' as const };
const form = ['application/x-www-form-urlencoded'];
const ok = { ok: true as const };

/** One content sheet: read, create, edit, delete, its items and its PDF. */
export const xbookSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/xbook/sheets/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "A content sheet (opening it puts it in the user's Recent Sheets)",
        params: idParams,
        response: { 200: sheetResponse, ...errorResponses },
      },
    },
    async (request) => ({ sheet: await sheets.openSheet(app.db, request.user!, request.params.id) }),
  );

  app.get(
    '/xbook/sheets/:id/history',
    {
      config: { access: 'audit.read' as const },
      schema: {
        tags,
        summary: 'Who changed the sheet, its items and its folder, latest first',
        params: idParams,
        querystring: historyQuery,
        response: { 200: historyResponse, ...errorResponses },
      },
    },
    async (request) => ({
      entries: await sheets.sheetHistory(app.db, request.params.id, request.query.limit),
    }),
  );

  app.post(
    '/xbook/sheet',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Create a content sheet in a folder (form: departmentID, folderID, categoryID, name, _token)',
        body: createSheetForm,
        consumes: form,
        response: { 200: sheetResponse, ...errorResponses },
      },
    },
    async (request) => ({ sheet: await sheets.createSheet(app.db, request.body) }),
  );

  app.delete(
    '/xbook/sheets/:id',
    {
      // The spec's form post with _method=DELETE to the sheet's own route reaches this too.
      config: { ...write, methodOverride: true },
      schema: {
        tags,
        summary: 'Delete a content sheet with its items (also as a form post with _method=DELETE)',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await sheets.deleteSheet(app.db, request.params.id);
      return ok;
    },
  );

  const patch = <B extends typeof nameBody | typeof notesBody | typeof categoryBody | typeof folderBody>(
    field: string,
    summary: string,
    body: B,
    run: (id: number, input: B['_output']) => Promise<void>,
  ) =>
    app.patch(
      `/xbook/sheets/:id/${field}`,
      {
        config: write,
        schema: { tags, summary, params: idParams, body, response: { 200: okResponse, ...errorResponses } },
      },
      async (request) => {
        await run(request.params.id, request.body as B['_output']);
        return ok;
      },
    );
  patch('name', 'Rename the sheet', nameBody, (id, b) => sheets.renameSheet(app.db, id, b.name));
  patch('notes', "Set the sheet's notes", notesBody, (id, b) => sheets.setSheetNotes(app.db, id, b.notes));
  patch(
    'category',
    "Set the sheet's category (of its department); shouldUpdateName also renames it to the category's description",
    categoryBody,
    (id, b) => sheets.setSheetCategory(app.db, id, b.categoryID, b.shouldUpdateName),
  );
  patch('folder', 'Move the sheet to another folder of its department', folderBody, (id, b) =>
    sheets.setSheetFolder(app.db, id, b.folderID),
  );

  app.get(
    '/xbook/sheets/:id/items',
    {
      config: read,
      schema: {
        tags,
        summary: "The sheet's items in their saved order",
        params: idParams,
        response: { 200: itemsResponse, ...errorResponses },
      },
    },
    async (request) => ({ items: await listItems(app.db, request.params.id) }),
  );

  app.patch(
    '/xbook/sheets/:id/items/order',
    {
      config: write,
      schema: {
        tags,
        summary: "Save the items' order: every item id of the sheet, once, in the new order",
        params: idParams,
        body: orderBody,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await reorderItems(app.db, request.params.id, request.body.ids);
      return ok;
    },
  );

  app.post(
    '/xbook/sheets/:id/item',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Add an item at the end (form: type category, section or misc; categoryID, sectionName or miscItemID; quantity)',
        params: idParams,
        body: addItemForm,
        consumes: form,
        response: { 200: itemResponse, ...errorResponses },
      },
    },
    async (request) => ({ item: await addItem(app.db, request.params.id, request.body) }),
  );

  app.get(
    '/xbook/sheets/:id/pdf',
    {
      config: { ...read, browser: true },
      schema: {
        tags,
        summary:
          'The sheet as a PDF (fontSize 5-30, leftMargin 0-100, lineHeight 50-150 %, colQty 0 Auto or 1-3, colorCode); saved as its print settings',
        params: idParams,
        querystring: pdfQuery,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await printSheet(app.db, request.user!, request.params.id, request.query);
      return sendPdf(reply, pdf, fileName);
    },
  );
};
