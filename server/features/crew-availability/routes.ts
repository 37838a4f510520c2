import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crewAvailabilityCalls as calls } from '../../../contracts/crew-availability.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { type AskState, answerByToken, answerMine, askByToken, myAsks } from './answers.js';
import { hashOfAskToken } from './links.js';
import { offerYeses } from './offer-yeses.js';
import { renderAskPage } from './page.js';
import { createRequest, getRequest, listRequests } from './service.js';

const STATUS: Record<AskState['kind'], number> = { unknown: 404, open: 200, past: 410 };

/** A browser gets the page; a program calling the link (an XHR) gets the app's JSON refusal. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  state: AskState,
  token: string,
  preselect?: 'yes' | 'no' | 'maybe',
  status?: number,
) {
  const code = status ?? STATUS[state.kind];
  if (code >= 400 && request.headers['x-requested-with'])
    throw state.kind === 'unknown'
      ? notFound('Availability request')
      : new AppError('conflict', 'These dates have passed: there is nothing to answer.');
  return reply
    .status(code)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      renderAskPage(
        state,
        `/availability/${encodeURIComponent(token)}`,
        csrfTokenFor(request.csrfSecret),
        preselect,
        status === 403 ? 'This page had expired, so nothing was answered. Please answer again.' : undefined,
      ),
    );
}

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

  // The link pages are public (the token is the right to answer that one ask); their POSTs still
  // pass the anti-forgery check, with the visitor's pre-login secret. A page whose cookie was lost
  // fails it: the tech gets the page again with a fresh token (nothing answered), as an offer's.
  const limits = { browser: true, ratePerMinute: 60 };
  app.setErrorHandler(async (err, request, reply) => {
    const token = (request.params as { token?: string } | undefined)?.token;
    if (
      !(err instanceof AppError && err.code === 'csrf_invalid') ||
      !token ||
      request.headers['x-requested-with']
    )
      throw err;
    const hash = hashOfAskToken(token);
    const state = hash ? await askByToken(app.db, hash) : ({ kind: 'unknown' } as const);
    return sendPage(request, reply, state, token, undefined, state.kind === 'open' ? 403 : undefined);
  });
  route(
    app,
    calls.page,
    'public',
    async ({ params, query, request, reply }) => {
      const hash = hashOfAskToken(params.token);
      const state = hash ? await askByToken(app.db, hash) : ({ kind: 'unknown' } as const);
      return sendPage(request, reply, state, params.token, query.answer);
    },
    limits,
  );
  route(
    app,
    calls.answer,
    'public',
    async ({ params, body, request, reply }) => {
      const hash = hashOfAskToken(params.token);
      if (!hash) return sendPage(request, reply, { kind: 'unknown' }, params.token);
      const after = await answerByToken(app.db, hash, body.answer);
      // Answered: back to the page by a GET, so a reload does not post again.
      if (after.kind === 'open') return reply.redirect(`/availability/${params.token}`, 303);
      return sendPage(request, reply, after, params.token);
    },
    limits,
  );
}
