import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contracts/common.js';
import {
  breakdownParams,
  breakdownResponse,
  categoryOptions,
  createPullBody,
  createPullResponse,
  listQuery,
  listResponse,
  showPullParams,
  showPullView,
} from '../../../../contracts/show-pulls.js';
import { sendJson } from '../../../platform/http/send-json.js';
import { findCategoryOptions } from '../queries/read.js';
import { breakdown } from '../service/breakdown.js';
import { createPull, listPulls } from '../service/pulls.js';
import { showPullViewJson } from '../service/view-cache.js';

export const showPullReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/show-pulls',
    {
      config: { access: 'show-pulls.read' },
      schema: {
        tags: ['show-pulls'],
        summary: "An event's pulls, main first (its Main Show Pull is made when missing)",
        querystring: listQuery,
        response: { 200: listResponse, ...errorResponses },
      },
    },
    async (request) => ({ pulls: await listPulls(app.db, request.query.eventId) }),
  );

  app.post(
    '/show-pulls',
    {
      config: { access: 'show-pulls.write' },
      schema: {
        tags: ['show-pulls'],
        summary: 'Add a named pull to an event',
        body: createPullBody,
        response: { 200: createPullResponse, ...errorResponses },
      },
    },
    async (request) => ({ showPull: await createPull(app.db, request.body.eventId, request.body.name) }),
  );

  app.get(
    '/show-pulls/categories',
    {
      config: { access: 'show-pulls.read' },
      schema: {
        tags: ['show-pulls'],
        summary: 'Every equipment category, for the record pickers',
        response: { 200: categoryOptions, ...errorResponses },
      },
    },
    async (_request, reply) => {
      // Long-lived and large: the browser may keep it for a few minutes.
      reply.header('cache-control', 'private, max-age=300');
      return { categories: await findCategoryOptions(app.db) };
    },
  );

  app.get(
    '/show-pulls/:id',
    {
      config: { access: 'show-pulls.read' },
      schema: {
        tags: ['show-pulls'],
        summary:
          'Everything the show pull screen draws, in one answer (also the answer of "the updated pull")',
        params: showPullParams,
        response: { 200: showPullView, ...errorResponses },
      },
    },
    // Sent as the cached JSON bytes: the same shape, serialized once until its tables move.
    async (request, reply) => sendJson(reply, await showPullViewJson(app.db, request.params.id)),
  );

  app.get(
    '/show-pulls/:eventId/:categoryId/breakdown',
    {
      config: { access: 'show-pulls.read' },
      schema: {
        tags: ['show-pulls'],
        summary: "A category's bid items on the event, grouped by description",
        params: breakdownParams,
        response: { 200: breakdownResponse, ...errorResponses },
      },
    },
    async (request) => breakdown(app.db, request.params.eventId, request.params.categoryId),
  );
};
