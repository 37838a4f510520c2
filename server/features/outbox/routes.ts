import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contracts/common.js';
import {
  outboxListQuery,
  outboxListResponse,
  outboxMessageResponse,
  outboxParams,
} from '../../../contracts/outbox.js';
import { prettyTimestamp } from '../../platform/dates.js';
import { notFound } from '../../platform/http/errors.js';
import { findLatest, findMessage } from './queries.js';

const summary = <T extends { createdAt: Date }>({ createdAt, ...rest }: T) => ({
  ...rest,
  prettyTimestamp: prettyTimestamp(createdAt),
});

/** The messages the app sent (or, with no mail server configured, kept): staff read them here. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { access: 'outbox.read' },
      schema: {
        tags: ['outbox'],
        summary: 'The latest outgoing messages and how their delivery went',
        querystring: outboxListQuery,
        response: { 200: outboxListResponse, ...errorResponses },
      },
    },
    async (request) => ({ messages: (await findLatest(app.db, request.query.limit)).map(summary) }),
  );

  app.get(
    '/outbox/:id',
    {
      config: { access: 'outbox.read' },
      schema: {
        tags: ['outbox'],
        summary: 'One message with its text and HTML',
        params: outboxParams,
        response: { 200: outboxMessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findMessage(app.db, request.params.id);
      if (!row) throw notFound(`Message ${request.params.id}`);
      return { message: summary(row) };
    },
  );
};
