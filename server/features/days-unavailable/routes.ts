import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../../contracts/common.js';
import {
  createBody,
  DATES_INVALID_MESSAGE,
  datesInvalidResponse,
  listQuery,
  listResponse,
  recordParams,
  recordResponse,
  updateBody,
} from '../../../contracts/days-unavailable.js';
import { errorBody } from '../../platform/http/errors.js';
import * as service from './service.js';

const writeResponses = {
  200: recordResponse,
  ...errorResponses,
  400: datesInvalidResponse.or(errorResponses[400]),
};
const datesInvalid = { ...errorBody('invalid_input', DATES_INVALID_MESSAGE), datesAreInvalid: true as const };

export const daysUnavailableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/days-unavailable',
    {
      config: { access: 'days-unavailable.read' },
      schema: {
        tags: ['days-unavailable'],
        summary: "A contact's days unavailable, soonest first, and whether this user may edit them",
        querystring: listQuery,
        response: { 200: listResponse, ...errorResponses },
      },
    },
    async (request) => service.listForContact(app.db, request.user!, request.query.contactId),
  );

  app.post(
    '/days-unavailable',
    {
      config: { access: 'days-unavailable.write' },
      schema: {
        tags: ['days-unavailable'],
        summary: 'Add days unavailable; 400 with datesAreInvalid when the dates are out of order',
        body: createBody,
        response: writeResponses,
      },
    },
    async (request, reply) => {
      const answer = await service.createRecord(app.db, request.user!, request.body);
      return 'record' in answer ? answer : reply.status(400).send(datesInvalid);
    },
  );

  app.patch(
    '/days-unavailable/:id',
    {
      config: { access: 'days-unavailable.write' },
      schema: {
        tags: ['days-unavailable'],
        summary: 'Change the dates or notes; 400 with datesAreInvalid when the dates are out of order',
        params: recordParams,
        body: updateBody,
        response: writeResponses,
      },
    },
    async (request, reply) => {
      const answer = await service.changeRecord(app.db, request.user!, request.params.id, request.body);
      return 'record' in answer ? answer : reply.status(400).send(datesInvalid);
    },
  );

  app.delete(
    '/days-unavailable/:id',
    {
      config: { access: 'days-unavailable.write' },
      schema: {
        tags: ['days-unavailable'],
        summary: 'Delete a record',
        params: recordParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await service.removeRecord(app.db, request.user!, request.params.id);
      return { ok: true as const };
    },
  );
};
