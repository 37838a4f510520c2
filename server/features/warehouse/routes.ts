import type { FastifyPluginAsync } from 'fastify';
import { warehouseCalls as calls } from '../../../contracts/warehouse.js';
import { prettyStampWithZone } from '../../platform/dates.js';
import { route } from '../../platform/http/route.js';
import { sendPdf } from '../../platform/pdf.js';
import { caseRoutes } from './cases/routes.js';
import { missingPdf } from './missing-pdf.js';
import { findPull } from './queries.js';
import { recordScan } from './scan.js';
import * as service from './service.js';

/**
 * The warehouse floor (issue 38): the prep page's pull, scans in three modes, a category put onto
 * the pull from a scan (the pull's writers), and what did not come back, printed or sent.
 */
export const warehouseRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  route(app, calls.view, 'warehouse.read', ({ user, params }) =>
    service.getPrepView(app.db, user, params.id),
  );
  route(app, calls.scan, 'warehouse.scan', ({ user, params, body }) =>
    recordScan(app.db, user, params.id, body),
  );
  route(app, calls.add, 'show-pulls.write', ({ params, body }) => service.addToPull(app.db, params.id, body));
  route(app, calls.missing, 'warehouse.read', async ({ params }) => ({
    lines: await service.missingLines(app.db, params.id),
  }));
  route(
    app,
    calls.missingPdf,
    'warehouse.read',
    async ({ params, request, reply }) => {
      const pdf = await app.prints.make(request, async (draw) => {
        const [pull, lines] = await Promise.all([
          findPull(app.db, params.id),
          service.missingLines(app.db, params.id),
        ]);
        const title = `#${pull!.eventId} ${pull!.showName} · ${pull!.name}`;
        return draw(missingPdf, { title, printedAt: prettyStampWithZone(new Date()), lines });
      });
      return sendPdf(reply, pdf, `missing-${params.id}.pdf`);
    },
    { browser: true },
  );
  route(app, calls.sendMissing, 'warehouse.scan', async ({ user, params, body }) => {
    const sent = await service.sendMissing(app.db, app.mailer, user, params.id, body.to);
    await app.mailer.deliver(sent.messageId);
    return sent;
  });
  caseRoutes(app, opts.publicUrl);
};
