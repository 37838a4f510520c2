import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentParams,
  createCommentBody,
  createCommentResponse,
  eventCommentsQuery,
  eventCommentsResponse,
  resolveBody,
  resolveResponse,
  unresolvedResponse,
} from '../../../contracts/comments.js';
import { errorResponses } from '../../../contracts/common.js';
import { sendResolvedAlert } from './alert.js';
import * as service from './service.js';

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comments/lazy',
    {
      config: { access: 'comments.read' },
      schema: {
        tags: ['comments'],
        summary: 'Events with unresolved comments (header rows) and those comments',
        response: { 200: unresolvedResponse, ...errorResponses },
      },
    },
    async () => ({ events: await service.listUnresolved(app.db) }),
  );

  app.post(
    '/comments/:id/resolve',
    {
      config: { access: 'comments.write' },
      schema: {
        tags: ['comments'],
        summary:
          'Resolve a comment; shouldAlert also tells its creator. Answers whether the event has any left',
        params: commentParams,
        body: resolveBody,
        response: { 200: resolveResponse, ...errorResponses, 409: errorResponses[400] },
      },
    },
    async (request) => {
      const done = await service.resolveComment(
        app.db,
        request.user!,
        request.params.id,
        request.body.shouldAlert,
      );
      // After the commit: a slow or failed mail never holds or undoes the resolve.
      const alerted = done.alertTo ? await sendResolvedAlert(app, request.user!, done) : false;
      return { comment: done.comment, alerted, eventHasUnresolved: done.eventHasUnresolved };
    },
  );

  app.get(
    '/comments',
    {
      config: { access: 'comments.read' },
      schema: {
        tags: ['comments'],
        summary: "An event's comments, resolved ones included (the event page)",
        querystring: eventCommentsQuery,
        response: { 200: eventCommentsResponse, ...errorResponses },
      },
    },
    async (request) => ({ comments: await service.listEventComments(app.db, request.query.eventId) }),
  );

  app.post(
    '/comments',
    {
      config: { access: 'comments.write' },
      schema: {
        tags: ['comments'],
        summary: 'Add a comment to an event',
        body: createCommentBody,
        response: { 200: createCommentResponse, ...errorResponses },
      },
    },
    async (request) => ({
      comment: await service.addComment(app.db, request.user!, request.body.eventId, request.body.comment),
    }),
  );
};
