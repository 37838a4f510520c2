import type { FastifyInstance } from 'fastify';
import { ownAccountCalls as calls } from '../../../contracts/own-account.js';
import { sessionLimitsOf } from '../../platform/auth/session-lifetime.js';
import type { Config } from '../../platform/config.js';
import { route } from '../../platform/http/route.js';
import { clearSessionCookie } from '../../platform/http/session-hook.js';
import * as service from './own-account.js';

export function ownAccountRoutes(app: FastifyInstance, config: Config) {
  const limits = sessionLimitsOf(config);

  route(app, calls.sessions, 'account.own', async ({ user, request }) => ({
    sessions: await service.ownSessions(app.db, user, request.sessionId!, limits),
  }));

  route(app, calls.endSession, 'account.own', async ({ user, params, request, reply }) => {
    const { wasCurrent } = await service.endOwnSession(app.db, user, request.sessionId!, params.handle);
    if (wasCurrent) clearSessionCookie(reply, config);
    return { ok: true as const };
  });

  route(app, calls.endOthers, 'account.own', async ({ user, request }) => ({
    ended: await service.endOtherSessions(app.db, user, request.sessionId!),
  }));

  route(app, calls.changePassword, 'account.own', async ({ user, body, request }) => ({
    ok: true as const,
    endedSessions: await service.changeOwnPassword(app.db, user, request.sessionId!, body),
  }));
}
