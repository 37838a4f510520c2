import type { FastifyInstance } from 'fastify';
import { warehouseLoadCalls as calls } from '../../../../contracts/warehouse-loads.js';
import { route } from '../../../platform/http/route.js';
import { sendJson } from '../../../platform/http/send-json.js';
import { sendPdf } from '../../../platform/pdf.js';
import { findPrintExtras, getShowPullView, pullListPdf, pullListSheet } from '../../show-pulls/public.js';
import { findPull } from '../queries.js';
import { caseLabelsPdf } from './labels-pdf.js';
import { byCase } from './pull-list.js';
import { findCases } from './queries.js';
import * as service from './service.js';

/**
 * Cases and trucks (issue 38.3): the company's cases (staff keep the list), a pull's trucks and
 * what rides on them, the case labels, and the pull list by case. Writes are the scanners' (staff).
 */
export function caseRoutes(app: FastifyInstance, publicUrl: string) {
  route(app, calls.cases, 'warehouse.read', () => service.listCases(app.db));
  route(app, calls.createCase, 'warehouse.scan', ({ body }) => service.createCase(app.db, body));
  route(app, calls.updateCase, 'warehouse.scan', ({ params, body }) =>
    service.changeCase(app.db, params.id, body),
  );
  route(app, calls.loads, 'warehouse.read', async ({ params, reply }) =>
    sendJson(reply, await service.loadsJson(app.db, params.id)),
  );
  route(app, calls.addTruck, 'warehouse.scan', ({ params, body }) =>
    service.addTruck(app.db, params.id, body),
  );
  route(app, calls.updateTruck, 'warehouse.scan', ({ params, body }) =>
    service.changeTruck(app.db, params.id, params.truckId, body),
  );
  route(app, calls.removeTruck, 'warehouse.scan', ({ params }) =>
    service.removeTruck(app.db, params.id, params.truckId),
  );
  route(app, calls.caseTruck, 'warehouse.scan', ({ params, body }) =>
    service.putCaseOnTruck(app.db, params.id, params.caseId, body.truckId),
  );
  route(app, calls.lineTruck, 'warehouse.scan', ({ params, body }) =>
    service.putLineOnTruck(app.db, params.id, params.lineId, body.truckId),
  );

  route(
    app,
    calls.caseLabels,
    'warehouse.read',
    async ({ request, reply }) => {
      const pdf = await app.prints.make(request, async (draw) => {
        const cases = (await findCases(app.db)).filter((c) => c.isActive);
        return draw(caseLabelsPdf, { base: publicUrl, labels: cases });
      });
      return sendPdf(reply, pdf, 'case-labels.pdf');
    },
    { browser: true },
  );
  route(
    app,
    calls.pullCaseLabels,
    'warehouse.read',
    async ({ params, request, reply }) => {
      const pdf = await app.prints.make(request, async (draw) => {
        const [pull, loads] = await Promise.all([
          findPull(app.db, params.id),
          service.getLoads(app.db, params.id),
        ]);
        const trucks = new Map(loads.trucks.map((t) => [t.id, t.name]));
        const labels = loads.cases.map((c) => ({
          number: c.number,
          name: c.name,
          emptyWeight: c.emptyWeight,
          pull: {
            title: `#${pull!.eventId} ${pull!.showName} · ${pull!.name}`,
            truck: c.truckId === null ? null : (trucks.get(c.truckId) ?? null),
            weight: c.weight,
            contents: c.contents,
          },
        }));
        return draw(caseLabelsPdf, { base: publicUrl, labels });
      });
      return sendPdf(reply, pdf, `case-labels-${params.id}.pdf`);
    },
    { browser: true },
  );
  route(
    app,
    calls.pullListByCase,
    'warehouse.read',
    async ({ params, request, reply }) => {
      const pdf = await app.prints.make(request, async (draw) => {
        const [view, loads] = await Promise.all([
          getShowPullView(app.db, params.id),
          service.getLoads(app.db, params.id),
        ]);
        const extras = await findPrintExtras(app.db, params.id);
        const sheet = pullListSheet(view, extras, { isForClient: false, checkOff: true, base: publicUrl });
        return draw(pullListPdf, byCase(sheet, loads));
      });
      return sendPdf(reply, pdf, `pull-list-by-case-${params.id}.pdf`);
    },
    { browser: true },
  );
}
