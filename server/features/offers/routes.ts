import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { offerCalls as calls } from '../../../contracts/offers.js';
import { hashToken } from '../../platform/auth/session-store.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { myJobs } from './my-jobs.js';
import { type PageExtras, renderOfferPage } from './page.js';
import {
  addDaysByToken,
  answerAsTech,
  answerByToken,
  closedText,
  type OfferState,
  offerByToken,
} from './service.js';

/** A link token is 43 base64url characters; anything else is no offer (and costs no query). */
const hashOf = (token: string) => (/^[\w-]{43}$/.test(token) ? hashToken(token) : '');

const STATUS: Record<OfferState['kind'], number> = {
  unknown: 404,
  open: 200,
  answered: 200,
  withdrawn: 410,
  filled: 410,
  expired: 410,
  started: 410,
  closed: 410,
  refused: 409,
};

/**
 * A program calling the link (an XHR, as the API's clients and the harnesses do) gets the app's
 * JSON refusal; a browser gets the page, which says the same in words.
 */
function refusalFor(state: OfferState): AppError {
  if (state.kind === 'unknown') return notFound('Offer');
  if (state.kind === 'open') return new AppError('conflict', 'This offer is open.');
  return new AppError('conflict', closedText(state));
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  state: OfferState,
  token: string,
  status?: number,
  extra: PageExtras = {},
) {
  const code = status ?? STATUS[state.kind];
  if (code >= 400 && request.headers['x-requested-with']) throw refusalFor(state);
  return reply
    .status(code)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      renderOfferPage(state, `/offers/${encodeURIComponent(token)}`, csrfTokenFor(request.csrfSecret), extra),
    );
}

/**
 * The crew's side of an offer. The link pages are public (the token is the right to answer that
 * one invite); their POSTs still pass the anti-forgery check, with the visitor's pre-login secret.
 */
export async function offerRoutes(app: FastifyInstance) {
  const limits = { browser: true, ratePerMinute: 60 };
  // A form posted from a page whose session cookie is gone (cookies cleared, another browser, a
  // phone that dropped them) fails the anti-forgery check: the tech gets the page again, with a
  // fresh token, saying nothing was answered, instead of the API's JSON refusal.
  app.setErrorHandler(async (err, request, reply) => {
    const token = (request.params as { token?: string } | undefined)?.token;
    if (
      !(err instanceof AppError && err.code === 'csrf_invalid') ||
      !token ||
      request.headers['x-requested-with']
    )
      throw err;
    const hash = hashOf(token);
    const state = hash ? await offerByToken(app.db, hash) : ({ kind: 'unknown' } as const);
    // An open offer: 403 as before (the post was refused), with a page the tech can answer on; a
    // closed one answers as its page does (filled, withdrawn: 410).
    return sendPage(request, reply, state, token, state.kind === 'open' ? 403 : undefined, {
      note:
        state.kind === 'open'
          ? 'This page had expired, so nothing was answered. Please answer again.'
          : undefined,
    });
  });
  route(
    app,
    calls.page,
    'public',
    async ({ params, query, request, reply }) => {
      const hash = hashOf(params.token);
      return sendPage(
        request,
        reply,
        hash ? await offerByToken(app.db, hash) : { kind: 'unknown' },
        params.token,
        undefined,
        { preselect: query.answer },
      );
    },
    limits,
  );
  route(
    app,
    calls.answer,
    'public',
    async ({ params, body, request, reply }) => {
      const hash = hashOf(params.token);
      if (!hash) return sendPage(request, reply, { kind: 'unknown' }, params.token);
      const before = await offerByToken(app.db, hash);
      if (before.kind !== 'open')
        return sendPage(request, reply, before, params.token, before.kind === 'answered' ? 409 : undefined);
      const after = await answerByToken(app.db, app.mailer, hash, body.answer);
      // Answered: back to the page by a GET, so a reload does not post again.
      if (after.kind === 'answered') return reply.redirect(`/offers/${params.token}`, 303);
      return sendPage(request, reply, after, params.token);
    },
    limits,
  );
  route(
    app,
    calls.addDays,
    'public',
    async ({ params, request, reply }) => {
      const hash = hashOf(params.token);
      if (!hash) return sendPage(request, reply, { kind: 'unknown' }, params.token);
      return sendPage(request, reply, await addDaysByToken(app.db, hash), params.token);
    },
    limits,
  );

  route(app, calls.myJobs, 'my-jobs.read', ({ user }) => myJobs(app.db, user));
  route(app, calls.myAccept, 'my-jobs.answer', ({ user, params }) =>
    answerAsTech(app.db, app.mailer, user, params.id, 'accept'),
  );
  route(app, calls.myDecline, 'my-jobs.answer', ({ user, params }) =>
    answerAsTech(app.db, app.mailer, user, params.id, 'decline'),
  );
}
