import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contracts/common.js';
import {
  errorReportCreated,
  errorReportDetail,
  errorReportDetailQuery,
  errorReportGroups,
  errorReportRequest,
} from '../../../contracts/error-reports.js';
import * as service from './service.js';

export const errorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/errors/js',
    {
      // Public: a script error on the login page is worth knowing about too. Rate-limited instead.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['error-reports'],
        summary: 'Report a failed request or a script error from the browser',
        body: errorReportRequest,
        response: { 200: errorReportCreated, ...errorResponses },
      },
    },
    async (request) => ({
      id: await service.recordReport(app.db, request.body, {
        userId: request.user?.id ?? null,
        userAgent: request.headers['user-agent'],
        referer: request.headers.referer,
      }),
    }),
  );

  app.get(
    '/error-reports',
    {
      config: { access: 'error-reports.read' },
      schema: {
        tags: ['error-reports'],
        summary: 'Reports grouped by message, with counts (admins)',
        response: { 200: errorReportGroups, ...errorResponses },
      },
    },
    async () => ({ groups: await service.listGroups(app.db) }),
  );

  app.get(
    '/error-reports/detail',
    {
      config: { access: 'error-reports.read' },
      schema: {
        tags: ['error-reports'],
        summary: 'The latest reports with one message (admins)',
        querystring: errorReportDetailQuery,
        response: { 200: errorReportDetail, ...errorResponses },
      },
    },
    async (request) => ({ reports: await service.listReports(app.db, request.query.message) }),
  );
};
