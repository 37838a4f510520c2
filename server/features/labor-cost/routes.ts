import type { FastifyInstance, FastifyReply } from 'fastify';
import { laborCostCalls as calls } from '../../../contracts/labor-cost.js';
import { route } from '../../platform/http/route.js';
import { sendJson } from '../../platform/http/send-json.js';
import { costCsv } from './csv.js';
import * as service from './service.js';

const download = (reply: FastifyReply, name: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(body);

/** Labor cost (issue 37.5): staff read costs, admins keep the rates. `currency`: config CURRENCY. */
export async function laborCostRoutes(app: FastifyInstance, { currency }: { currency: string }) {
  route(app, calls.rates, 'labor-rates.read', async () => ({ currency, ...(await service.rates(app.db)) }));
  route(app, calls.setRoleRate, 'labor-rates.write', ({ params, body }) =>
    service.setRoleRate(app.db, params.categoryId, body),
  );
  route(app, calls.removeRoleRate, 'labor-rates.write', ({ params }) =>
    service.removeRate(app.db, { categoryId: params.categoryId }),
  );
  route(app, calls.setTechnicianRate, 'labor-rates.write', ({ params, body }) =>
    service.setTechnicianRate(app.db, params.contactId, body),
  );
  route(app, calls.removeTechnicianRate, 'labor-rates.write', ({ params }) =>
    service.removeRate(app.db, { contactId: params.contactId }),
  );
  route(app, calls.event, 'labor-cost.read', async ({ params, reply }) =>
    sendJson(reply, await service.eventCostJson(app.db, params.id, currency)),
  );
  route(app, calls.range, 'labor-cost.read', async ({ query, reply }) =>
    sendJson(reply, await service.rangeTotalsJson(app.db, query.startDate, query.endDate, currency)),
  );
  route(
    app,
    calls.eventCsv,
    'labor-cost.read',
    async ({ params, reply }) =>
      download(
        reply,
        `labor-cost-${params.id}.csv`,
        costCsv([await service.eventCost(app.db, params.id)], currency),
      ),
    { browser: true },
  );
  route(
    app,
    calls.rangeCsv,
    'labor-cost.read',
    async ({ query, reply }) =>
      download(
        reply,
        `labor-cost-${query.startDate}-to-${query.endDate}.csv`,
        costCsv(await service.rangeCosts(app.db, query.startDate, query.endDate), currency),
      ),
    { browser: true },
  );
}
