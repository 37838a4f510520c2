import type { FastifyInstance } from 'fastify';
import { errorReportCalls as calls } from '../../../contracts/error-reports.js';
import { takeTextAsJsonOrForm } from '../../platform/http/form-body.js';
import { route } from '../../platform/http/route.js';
import * as service from './service.js';

export async function errorReportRoutes(app: FastifyInstance) {
  // A report is never lost to its encoding: JSON (the client), a form (the legacy reporter), or
  // text (what navigator.sendBeacon sends for a string); always with the page's token.
  takeTextAsJsonOrForm(app);
  // Public: a script error on the login page is worth knowing about too. Rate-limited per session
  // (per address without one), and anonymous reports are kept to a small share of the table.
  route(
    app,
    calls.report,
    'public',
    async ({ body, user, request }) => ({
      id: await service.recordReport(app.db, body, {
        userId: user?.id ?? null,
        userAgent: request.headers['user-agent'],
        referer: request.headers.referer,
      }),
    }),
    { ratePerMinute: 60, acceptsForm: true },
  );
  route(app, calls.groups, 'error-reports.read', ({ query }) => service.listGroups(app.db, query));
  route(app, calls.detail, 'error-reports.read', async ({ query }) => ({
    reports: await service.listReports(app.db, query.key),
  }));
  route(app, calls.resolve, 'error-reports.write', async ({ body, user }) => {
    await service.resolveGroup(app.db, user.id, body);
    return { ok: true as const };
  });
}
