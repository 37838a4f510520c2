import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authCalls as calls, type LoginErrorCode, landingPath } from '../../../contracts/auth.js';
import { sessionLimitsOf } from '../../platform/auth/session-lifetime.js';
import type { Config } from '../../platform/config.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { AppError } from '../../platform/http/errors.js';
import { safeNext, toCurrentUser } from '../../platform/http/pages.js';
import { route } from '../../platform/http/route.js';
import {
  clearSessionCookie,
  cookieOptions,
  renewPreloginSecret,
  setSessionCookie,
} from '../../platform/http/session-hook.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device-cookie.js';
import { ownAccountRoutes } from './own-account-routes.js';
import * as service from './service.js';

const DAY_MS = 24 * 3600 * 1000;

const isXhr = (request: FastifyRequest) => request.headers['x-requested-with'] === 'XMLHttpRequest';

/** The login page shows its own text for a code, never text from the address. */
const codeOf = (err: AppError): LoginErrorCode =>
  err.code === 'too_many_requests' ? 'throttled' : err.code === 'unauthenticated' ? 'invalid' : 'input';

export async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const limits = { perAddress: config.loginFailuresAllowed, perAccount: config.loginFailuresPerAccount };
  const lifetime = sessionLimitsOf(config);
  const deviceCookieOf = (request: FastifyRequest) => request.cookies[DEVICE_COOKIE];

  route(
    app,
    calls.login,
    'public',
    async ({ body, request, reply }) => {
      const { email, password, next } = body;
      try {
        const result = await service.login(
          app.db,
          {
            email,
            password,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            deviceCookie: deviceCookieOf(request),
          },
          limits,
          lifetime,
        );
        setSessionCookie(reply, config, result.token);
        reply.setCookie(
          DEVICE_COOKIE,
          result.deviceCookie,
          cookieOptions(config, DEVICE_COOKIE_DAYS * DAY_MS),
        );
        // A pre-login secret someone planted before login must not outlive it.
        renewPreloginSecret(reply, config);
        if (!isXhr(request)) return reply.redirect(landingPath(result.user.role, safeNext(next)), 303);
        return { user: toCurrentUser(result.user), csrfToken: csrfTokenFor(result.csrfSecret) };
      } catch (err) {
        if (err instanceof AppError && !isXhr(request)) {
          const back = new URLSearchParams({ error: codeOf(err), ...(next ? { next: safeNext(next) } : {}) });
          return reply.redirect(`/login?${back}`, 303);
        }
        throw err;
      }
    },
    {
      ratePerMinute: config.loginRatePerMinute,
      rateKeyOf: (request) => service.knownBrowserOf(app.db, deviceCookieOf(request)),
      acceptsForm: true,
    },
  );

  route(
    app,
    calls.logout,
    'session.logout',
    async ({ request, reply }) => {
      await service.logout(app.db, request.sessionId!);
      // The browser drops what it kept of this user's answers. Not "storage": all it holds there
      // is each user's own table density, and not "cookies": this answer sets the next login's.
      reply.header('clear-site-data', '"cache"');
      clearSessionCookie(reply, config);
      renewPreloginSecret(reply, config);
      if (!isXhr(request)) return reply.redirect('/login', 303);
      return { ok: true as const };
    },
    { acceptsForm: true },
  );

  route(app, calls.me, 'session.read', async ({ user }) => ({ user: toCurrentUser(user) }));
  ownAccountRoutes(app, config);
}
