import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, loginResponse, meResponse } from '../../../contracts/auth.js';
import { errorResponses, okResponse } from '../../../contracts/common.js';
import type { Config } from '../../platform/config.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { AppError } from '../../platform/http/errors.js';
import { safeNext, toCurrentUser } from '../../platform/http/pages.js';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/session-hook.js';
import * as service from './service.js';

const isXhr = (headers: Record<string, unknown>) => headers['x-requested-with'] === 'XMLHttpRequest';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: { max: config.loginRatePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in (JSON for an XHR call; a plain form post is redirected)',
        body: loginRequest.extend({ _token: z.string().optional() }),
        response: { 200: loginResponse, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { email, password, next } = request.body;
      try {
        const result = await service.login(
          app.db,
          { email, password, ip: request.ip, userAgent: request.headers['user-agent'] },
          config.loginFailuresAllowed,
        );
        setSessionCookie(reply, config, result.token);
        if (!isXhr(request.headers)) return reply.redirect(safeNext(next), 303);
        return { user: toCurrentUser(result.user), csrfToken: csrfTokenFor(result.csrfSecret) };
      } catch (err) {
        if (err instanceof AppError && !isXhr(request.headers)) {
          const back = new URLSearchParams({ error: err.message, ...(next ? { next } : {}) });
          return reply.redirect(`/login?${back}`, 303);
        }
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'session.logout' },
      schema: { tags: ['auth'], summary: 'Log out', response: { 200: okResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await service.logout(app.db, request.sessionId!);
      clearSessionCookie(reply, config);
      if (!isXhr(request.headers)) return reply.redirect('/login', 303);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'session.read' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponse, ...errorResponses },
      },
    },
    async (request) => ({ user: toCurrentUser(request.user!) }),
  );
};
