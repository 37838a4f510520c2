import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelsQuery, printQuery } from '../../../../contracts/show-pulls.js';
import { sendPdf } from '../../../platform/pdf.js';
import { labelsPdf } from '../pdf/labels.js';
import { pullListPdf } from '../pdf/pull-list.js';
import { getShowPullView } from '../service/view.js';

/** The pull's printURL and printLabelURL: PDFs the browser opens in a tab. */
export const showPullPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/show-pull/print',
    {
      config: { access: 'show-pulls.read', browser: true },
      schema: {
        tags: ['show-pulls'],
        summary: 'The pull list as a PDF (the Pull List form: showPullID, isForClient, departmentID)',
        querystring: printQuery,
      },
    },
    async (request, reply) => {
      const view = await getShowPullView(app.db, request.query.showPullID);
      const pdf = await pullListPdf(view, {
        isForClient: request.query.isForClient,
        departmentId: request.query.departmentID,
      });
      return sendPdf(reply, pdf, `pull-list-${view.event.id}-${view.showPull.id}.pdf`);
    },
  );

  app.get(
    '/show-pull/labels',
    {
      config: { access: 'show-pulls.read', browser: true },
      schema: {
        tags: ['show-pulls'],
        summary: 'Case labels for the pull as a PDF (Avery 5163)',
        querystring: labelsQuery,
      },
    },
    async (request, reply) => {
      const view = await getShowPullView(app.db, request.query.showPullID);
      return sendPdf(
        reply,
        await labelsPdf(view, request.query.departmentID),
        `labels-${view.event.id}-${view.showPull.id}.pdf`,
      );
    },
  );
};
