import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import { sendPdf } from '../../../platform/pdf.js';
import { printSheet } from './service.js';

/** A sheet's PDF, drawn in a worker (app.prints). */
export async function xbookPrintRoutes(app: FastifyInstance) {
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
