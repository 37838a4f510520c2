import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiTokenUser, loadApiTokenCached, noteApiTokenUse } from '../auth/api-tokens.js';
import { notForApiTokens, type Permission } from '../auth/permissions.js';
import { setActor, setActorToken } from '../db/request-scope.js';
import { AppError, errorBody } from './errors.js';

/**
 * API tokens (issue 32.6): a request with `Authorization: Bearer <token>` acts with the token's
 * role. It carries no cookie, so the session and its anti-forgery token do not apply (a browser
 * never sends this header on its own, so a forged cross-site request cannot carry it).
 */

const BEARER = /^Bearer(?:[ ]+(\S+))?\s*$/i;

/**
 * The token of an `Authorization: Bearer` header ('' when it holds none). Any other scheme is not
 * ours (a proxy's Basic login in front of the app): the request goes on as a browser's.
 */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^bearer\b/i.test(header)) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

/** Refusals as JSON always: an integration reads them, and the login page means nothing to it. */
function refuse(reply: FastifyReply, status: 401 | 429, code: string, message: string) {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.status(status).send(errorBody(code, message));
}

/** A per-token limit: how many seconds to wait, or 0 when the request may go on. */
export type ApiTokenLimit = (request: FastifyRequest) => Promise<number>;

/**
 * Runs first in the session hook, on a request with a bearer token (`'none'` without one): the
 * request acts as the token, or has been refused here (`'refused'`). Cookies are not read.
 */
export async function authenticateBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  limit: ApiTokenLimit,
): Promise<'none' | 'acting' | 'refused'> {
  const secret = bearerOf(request);
  if (secret === undefined) return 'none';
  const token = secret && secret.length <= 200 ? await loadApiTokenCached(app.db, secret) : null;
  if (!token) {
    await refuse(
      reply,
      401,
      'unauthenticated',
      'This API token is not valid: it was revoked, or it is mistyped.',
    );
    return 'refused';
  }
  request.apiToken = { id: token.id, name: token.name };
  const wait = await limit(request);
  if (wait > 0) {
    reply.header('retry-after', String(wait));
    await refuse(
      reply,
      429,
      'rate_limited',
      `Too many requests with this API token in a short time. Please wait ${wait} seconds and try again.`,
    );
    return 'refused';
  }
  request.user = apiTokenUser(token);
  setActor(token.createdByUserId, `${token.name} (API token)`);
  setActorToken(token.id);
  await noteApiTokenUse(app.db, token);
  return 'acting';
}

/** Why a token may not make this call, or undefined when it may (the role is checked after). */
export function apiTokenRefusal(
  request: FastifyRequest,
  access: Permission | 'public',
): AppError | undefined {
  if (!request.apiToken) return undefined;
  const personal =
    access === 'public' ? !['GET', 'HEAD'].includes(request.method) : notForApiTokens.has(access);
  if (!personal) return undefined;
  return new AppError(
    'forbidden',
    'An API token cannot do this: signing in and out, passwords, accounts and API tokens are for people.',
  );
}

/**
 * Each token's requests per minute across every call (API_TOKEN_RATE_PER_MINUTE), so one
 * integration in a loop cannot crowd out the people using the app. Counted per process.
 */
export function apiTokenLimit(app: FastifyInstance, perMinute: number): ApiTokenLimit {
  const limit = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.apiToken?.id}`,
  });
  return async (request) => {
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0;
  };
}
