import type { FastifyInstance } from 'fastify';
import { offerCalls as calls } from '../../../contracts/offers.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { hashOfLinkToken, LINK_PAGE_LIMITS, linkPage } from '../../platform/http/link-page.js';
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

/**
 * The crew's side of an offer. The link pages are public (the token is the right to answer that
 * one invite); their POSTs still pass the anti-forgery check, with the visitor's pre-login secret.
 */
export async function offerRoutes(app: FastifyInstance) {
  const page = linkPage<OfferState, Pick<PageExtras, 'preselect'>>(app, {
    base: '/offers',
    stateOf: (hash) => offerByToken(app.db, hash),
    status: {
      unknown: 404,
      open: 200,
      answered: 200,
      withdrawn: 410,
      filled: 410,
      expired: 410,
      started: 410,
      closed: 410,
      refused: 409,
    },
    refusalOf: (state) => {
      if (state.kind === 'unknown') return notFound('Offer');
      if (state.kind === 'open') return new AppError('conflict', 'This offer is open.');
      return new AppError('conflict', closedText(state));
    },
    render: renderOfferPage,
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
      const before = await offerByToken(app.db, hash);
      if (before.kind !== 'open')
        return page.send(request, reply, before, params.token, {
          status: before.kind === 'answered' ? 409 : undefined,
        });
      const after = await answerByToken(app.db, app.mailer, hash, body.answer);
      // Answered: back to the page by a GET, so a reload does not post again.
      if (after.kind === 'answered') return reply.redirect(`/offers/${params.token}`, 303);
      return page.send(request, reply, after, params.token);
    },
    LINK_PAGE_LIMITS,
  );
  route(
    app,
    calls.addDays,
    'public',
    async ({ params, request, reply }) => {
      const hash = hashOfLinkToken(params.token);
      if (!hash) return page.send(request, reply, page.unknown, params.token);
      return page.send(request, reply, await addDaysByToken(app.db, hash), params.token);
    },
    LINK_PAGE_LIMITS,
  );

  route(app, calls.myJobs, 'my-jobs.read', ({ user }) => myJobs(app.db, user));
  route(app, calls.myAccept, 'my-jobs.answer', ({ user, params }) =>
    answerAsTech(app.db, app.mailer, user, params.id, 'accept'),
  );
  route(app, calls.myDecline, 'my-jobs.answer', ({ user, params }) =>
    answerAsTech(app.db, app.mailer, user, params.id, 'decline'),
  );
}
