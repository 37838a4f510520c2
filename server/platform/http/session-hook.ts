import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionLimitsOf } from '../auth/session-lifetime.js';
import { loadSessionCached, recordUse } from '../auth/session-store.js';
import type { Config } from '../config.js';
import { runWithRequestScope, setActor } from '../db/request-scope.js';
import { WRITE_KEY_HEADER, writeKeyOf } from '../db/write-once.js';
import { apiTokenLimit, authenticateBearer } from './bearer.js';
import { newCsrfSecret } from './csrf.js';

export const SESSION_COOKIE = 'loadout_sid';
/** Holds the anti-forgery secret of a visitor who has not logged in yet (the login form). */
export const PRELOGIN_COOKIE = 'loadout_csrf';

export function cookieOptions(config: Pick<Config, 'publicUrl'>, maxAgeMs?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    ...(maxAgeMs ? { maxAge: Math.floor(maxAgeMs / 1000) } : {}),
  };
}

/** Kept by the browser as long as the session can live at most (the server ends it sooner when idle). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, sessionLimitsOf(config).absoluteMs));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** A fresh pre-login secret, at login and logout: one planted before (a tossed cookie) is replaced. */
export function renewPreloginSecret(reply: FastifyReply, config: Config): void {
  reply.setCookie(PRELOGIN_COOKIE, newCsrfSecret(), cookieOptions(config));
}

/** Loads the session (one small query when it is cached) and settles which anti-forgery secret applies to the request. */
export function registerSessionHook(app: FastifyInstance, config: Config): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('csrfSecret', '');
  app.decorateRequest('apiToken', null);
  const tokenLimit = apiTokenLimit(app, config.apiTokenRatePerMinute);
  const limits = sessionLimitsOf(config);
  // A callback hook, so the scope's async context carries through every later hook and the handler.
  // The scope also carries the device's id for the write, if it sent one (db/write-once.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    let writeKey: string | null;
    try {
      writeKey = writeKeyOf(request.headers[WRITE_KEY_HEADER]);
    } catch (e) {
      return done(e as Error);
    }
    runWithRequestScope(done, request.id, writeKey);
  });
  app.addHook('onRequest', async (request, reply) => {
    // An integration's API token: no cookie is read, and no anti-forgery token applies.
    const bearer = await authenticateBearer(app, request, reply, tokenLimit);
    if (bearer === 'refused') return reply;
    if (bearer === 'acting') return;
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await loadSessionCached(app.db, token, limits) : undefined;
    if (session) {
      request.user = session.user;
      request.sessionId = session.id;
      request.csrfSecret = session.csrfSecret;
      setActor(session.user.id, session.user.name);
      await recordUse(app.db, session, limits);
      return;
    }
    if (token) clearSessionCookie(reply, config);
    const pre = request.cookies[PRELOGIN_COOKIE];
    if (pre && /^[\w-]{20,64}$/.test(pre)) {
      request.csrfSecret = pre;
    } else {
      request.csrfSecret = newCsrfSecret();
      reply.setCookie(PRELOGIN_COOKIE, request.csrfSecret, cookieOptions(config));
    }
  });
}
