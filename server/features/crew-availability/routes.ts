import type { FastifyInstance } from 'fastify';
import {
  type AvailabilityAnswer,
  crewAvailabilityCalls as calls,
} from '../../../contracts/crew-availability.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { hashOfLinkToken, LINK_PAGE_LIMITS, linkPage } from '../../platform/http/link-page.js';
import { route } from '../../platform/http/route.js';
import { type AskState, answerByToken, answerMine, askByToken, myAsks } from './answers.js';
import { offerYeses } from './offer-yeses.js';
import { renderAskPage } from './page.js';
import { createRequest, getRequest, listRequests } from './service.js';

/** Staff ask and read the tally (as they invite); a tech answers their own, by link or My jobs. */
export async function crewAvailabilityRoutes(app: FastifyInstance) {
  const read = 'labor-invites.read';
  const write = 'labor-invites.write';
  route(app, calls.create, write, ({ user, body }) => createRequest(app.db, app.mailer, user, body));
  route(app, calls.list, read, ({ query }) => listRequests(app.db, query.since));
  route(app, calls.one, read, async ({ params }) => ({ item: await getRequest(app.db, params.id) }));
  route(app, calls.offerYeses, write, ({ user, params, body }) =>
    offerYeses(app.db, app.mailer, user, params.id, body),
  );

  route(app, calls.mine, 'my-jobs.read', ({ user }) => myAsks(app.db, user));
  route(app, calls.answerMine, 'my-jobs.answer', ({ user, params, body }) =>
    answerMine(app.db, user, params.id, body.answer),
  );

  // The answer link's page (the token is the right to answer that one ask).
  const page = linkPage<AskState, { preselect?: AvailabilityAnswer }>(app, {
    base: '/availability',
    stateOf: (hash) => askByToken(app.db, hash),
    status: { unknown: 404, open: 200, past: 410 },
    refusalOf: (state) =>
      state.kind === 'unknown'
        ? notFound('Availability request')
        : new AppError('conflict', 'These dates have passed: there is nothing to answer.'),
    render: renderAskPage,
  });
  route(
    app,
    calls.page,
    'public',
    async ({ params, query, request, reply }) =>
      page.send(request, reply, await page.stateOfToken(params.token), params.token, {
        extras: { preselect: query.answer },
      }),
    LINK_PAGE_LIMITS,
  );
  route(
    app,
    calls.answer,
    'public',
    async ({ params, body, request, reply }) => {
      const hash = hashOfLinkToken(params.token);
      if (!hash) return page.send(request, reply, page.unknown, params.token);
      const after = await answerByToken(app.db, hash, body.answer);
      // Answered: back to the page by a GET, so a reload does not post again.
      if (after.kind === 'open') return reply.redirect(`/availability/${params.token}`, 303);
      return page.send(request, reply, after, params.token);
    },
    LINK_PAGE_LIMITS,
  );
}
