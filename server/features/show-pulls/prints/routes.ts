import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { sendPdf } from '../../../platform/pdf.js';
import { getShowPullView } from '../view/view.js';
import { labelsPdf } from './labels.js';
import { pullListPdf } from './pull-list.js';
import { findPrintExtras } from './queries.js';

/**
 * The pull's printURL and printLabelURL: PDFs the browser opens in a tab. Their QR codes open the
 * pull and its lines at `publicUrl` (PUBLIC_URL), the address phones reach the app at.
 */
export function printRoutes(app: FastifyInstance, publicUrl: string) {
  route(
    app,
    calls.print,
    'show-pulls.read',
    async ({ query, reply }) => {
      const view = await getShowPullView(app.db, query.showPullID);
      const pdf = await pullListPdf(view, await findPrintExtras(app.db, view.showPull.id), {
        isForClient: query.isForClient,
        departmentId: query.departmentID,
        checkOff: query.checkOff,
        base: publicUrl,
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
      const pdf = await labelsPdf(
        view,
        await findPrintExtras(app.db, view.showPull.id),
        publicUrl,
        query.departmentID,
      );
      return sendPdf(reply, pdf, `labels-${view.event.id}-${view.showPull.id}.pdf`);
    },
    { browser: true },
  );
}
