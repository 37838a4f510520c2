import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { sendPdf } from '../../../platform/pdf.js';
import { getShowPullView } from '../view/view.js';
import { labelSheet, labelsPdf } from './labels.js';
import { pullListPdf, pullListSheet } from './pull-list.js';
import { findPrintExtras } from './queries.js';

/**
 * The pull's printURL and printLabelURL: PDFs the browser opens in a tab, drawn in a PDF worker
 * within the session's share (app.prints). Their QR codes open the pull and its lines at
 * `publicUrl` (PUBLIC_URL), the address phones reach the app at.
 */
export function printRoutes(app: FastifyInstance, publicUrl: string) {
  route(
    app,
    calls.print,
    'show-pulls.read',
    async ({ query, request, reply }) => {
      const { view, pdf } = await app.prints.make(request, async (draw) => {
        const view = await getShowPullView(app.db, query.showPullID);
        const sheet = pullListSheet(view, await findPrintExtras(app.db, view.showPull.id), {
          isForClient: query.isForClient,
          departmentId: query.departmentID,
          checkOff: query.checkOff,
          base: publicUrl,
        });
        return { view, pdf: await draw(pullListPdf, sheet) };
      });
      return sendPdf(reply, pdf, `pull-list-${view.event.id}-${view.showPull.id}.pdf`);
    },
    { browser: true },
  );
  route(
    app,
    calls.labels,
    'show-pulls.read',
    async ({ query, request, reply }) => {
      const { view, pdf } = await app.prints.make(request, async (draw) => {
        const view = await getShowPullView(app.db, query.showPullID);
        const extras = await findPrintExtras(app.db, view.showPull.id);
        return { view, pdf: await draw(labelsPdf, labelSheet(view, extras, publicUrl, query.departmentID)) };
      });
      return sendPdf(reply, pdf, `labels-${view.event.id}-${view.showPull.id}.pdf`);
    },
    { browser: true },
  );
}
