import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuery, historyResponse } from '../../../contracts/audit.js';
import { errorResponses } from '../../../contracts/common.js';
import { eventListQuery, eventListResponse, eventParams, eventResponse } from '../../../contracts/events.js';
import { sendJson } from '../../platform/http/send-json.js';
import * as service from './service.js';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { access: 'events.read' },
      schema: {
        tags: ['events'],
        summary: 'Events overlapping a date range, by bid number or show name',
        querystring: eventListQuery,
        response: { 200: eventListResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendJson(reply, await service.eventListJson(app.db, request.query)),
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'events.read' },
      schema: {
        tags: ['events'],
        summary: 'One event (the page the show pull header links to)',
        params: eventParams,
        response: { 200: eventResponse, ...errorResponses },
      },
    },
    async (request) => ({ event: await service.getEvent(app.db, request.params.id) }),
  );

  app.get(
    '/events/:id/history',
    {
      config: { access: 'audit.read' },
      schema: {
        tags: ['events'],
        summary: "Who changed what on the event's pulls, positions, invites and comments, latest first",
        params: eventParams,
        querystring: historyQuery,
        response: { 200: historyResponse, ...errorResponses },
      },
    },
    async (request) => ({
      entries: await service.eventHistory(app.db, request.params.id, request.query.limit),
    }),
  );
};
