import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { sendPdf } from '../../../platform/pdf.js';
import { getShowPullView } from '../view/view.js';
import { labelsPdf } from './labels.js';
import { pullListPdf } from './pull-list.js';
import { findPrintExtras } from './queries.js';

/** The pull's printURL and printLabelURL: PDFs the browser opens in a tab. */
export function printRoutes(app: FastifyInstance) {
  route(
    app,
    calls.print,
    'show-pulls.read',
    async ({ query, reply }) => {
      const view = await getShowPullView(app.db, query.showPullID);
      const pdf = await pullListPdf(view, await findPrintExtras(app.db, view.showPull.id), {
        isForClient: query.isForClient,
        departmentId: query.departmentID,
      });
      return sendPdf(reply, pdf, `pull-list-${view.event.id}-${view.showPull.id}.pdf`);
    },
    { browser: true },
  );
  route(
    app,
    calls.labels,
    'show-pulls.read',
    async ({ query, reply }) => {
      const view = await getShowPullView(app.db, query.showPullID);
      const pdf = await labelsPdf(view, await findPrintExtras(app.db, view.showPull.id), query.departmentID);
      return sendPdf(reply, pdf, `labels-${view.event.id}-${view.showPull.id}.pdf`);
    },
    { browser: true },
  );
}
