import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contracts/common.js';
import {
  attentionResponse,
  contactsQuery,
  contactsResponse,
  declineResponse,
  eventParams,
  eventResponse,
  eventsQuery,
  eventsResponse,
  inviteForm,
  inviteParams,
  inviteResponse,
  itemParams,
  itemResponse,
  notesBody,
  tentativeInfoResponse,
} from '../../../contracts/labor-invites.js';
import { errorBody } from '../../platform/http/errors.js';
import { sendJson } from '../../platform/http/send-json.js';
import * as service from './service.js';

const tags = ['labor-invites'];
/** Refusals a write may give: 409 (its text is alerted, or confirmed when it carries attention), 423 locked. */
const writeErrors = { ...errorResponses, 409: attentionResponse, 423: errorResponses[400] };

export const laborInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { config: { access: 'labor-invites.read' as const } };
  const write = { config: { access: 'labor-invites.write' as const } };

  app.get(
    '/labor-invites/events',
    {
      ...read,
      schema: {
        tags,
        summary: 'Events in the date range that have positions, with their positions',
        querystring: eventsQuery,
        response: { 200: eventsResponse, ...errorResponses },
      },
    },
    // Sent as the cached JSON text (same shape; a string is sent as it is, not serialized again).
    async (request, reply) =>
      sendJson(reply, await service.eventsJson(app.db, request.query.startDate, request.query.endDate)),
  );

  app.get(
    '/labor-invites/events/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'One event with its positions (the refresh button)',
        params: eventParams,
        response: { 200: eventResponse, ...errorResponses },
      },
    },
    async (request) => ({ event: await service.getEvent(app.db, request.params.id) }),
  );

  app.get(
    '/labor-invites/contacts',
    {
      ...read,
      schema: {
        tags,
        summary:
          "Technicians to invite; with lineItemID, the position's role holders first and each one's clashes on its dates",
        querystring: contactsQuery,
        response: { 200: contactsResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendJson(reply, await service.inviteesJson(app.db, request.query.lineItemID)),
  );

  app.post(
    '/labor-invites/invite',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Preview (isPreview) or send an invite. 409 with attention asks to confirm (send again with confirmed); 423 locked',
        body: inviteForm,
        response: { 200: inviteResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const answer = await service.invite(app.db, app.mailer, request.user!, request.body);
      if ('attention' in answer)
        return reply
          .status(409)
          .send({ ...errorBody('confirmation_required', answer.attention), attention: answer.attention });
      if ('preview' in answer) return answer;
      // After the commit: the invite stands even if the mail server is down (the outbox retries).
      const delivery = await app.mailer.deliver(answer.outboxMessageId);
      return { sent: true as const, item: answer.item, delivery: delivery.status };
    },
  );

  app.post(
    '/labor-invites/:id/accept',
    {
      ...write,
      schema: {
        tags,
        summary: 'Record that the tech accepted the invite: the position is confirmed',
        params: inviteParams,
        response: { 200: itemResponse, ...writeErrors },
      },
    },
    async (request) => ({ item: await service.accept(app.db, request.user!, request.params.id) }),
  );

  app.post(
    '/labor-invites/:id/decline',
    {
      ...write,
      schema: {
        tags,
        summary: 'Record that the tech declined: the position is uncrewed again',
        params: inviteParams,
        response: { 200: declineResponse, ...writeErrors },
      },
    },
    async (request) => service.decline(app.db, request.user!, request.params.id),
  );

  app.get(
    '/labor-invites/event-items/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'One position (reloaded after every action)',
        params: itemParams,
        response: { 200: itemResponse, ...errorResponses },
      },
    },
    async (request) => ({ item: await service.getPosition(app.db, request.params.id) }),
  );

  for (const [action, resolved] of [
    ['resolve', true],
    ['unresolve', false],
  ] as const) {
    app.post(
      `/labor-invites/event-items/:id/${action}`,
      {
        ...write,
        schema: {
          tags,
          summary: resolved
            ? 'Mark an uncrewed position resolved (filled another way); 423 when the bid is locked'
            : 'Undo resolved; 423 when the bid is locked',
          params: itemParams,
          response: { 200: itemResponse, ...writeErrors },
        },
      },
      async (request) => ({ item: await service.setResolved(app.db, request.params.id, resolved) }),
    );
  }

  app.get(
    '/labor-invites/event-items/:id/tentative-info',
    {
      ...read,
      schema: {
        tags,
        summary: 'Who sent the open invite, and when',
        params: itemParams,
        response: { 200: tentativeInfoResponse, ...errorResponses, 409: errorResponses[400] },
      },
    },
    async (request) => ({ markedTentativeBy: await service.tentativeInfo(app.db, request.params.id) }),
  );

  app.post(
    '/labor-invites/event-items/:id/notes',
    {
      ...write,
      schema: {
        tags,
        summary: "Set the position's notes (the ones the tech sees)",
        params: itemParams,
        body: notesBody,
        response: { 200: itemResponse, ...writeErrors },
      },
    },
    async (request) => ({ item: await service.setNotes(app.db, request.params.id, request.body.notes) }),
  );
};
