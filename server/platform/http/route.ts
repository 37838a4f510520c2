import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnswerInput, AnyCall, ParsedInput } from '../../../contracts/call.js';
import { isFileAnswer, routerPath } from '../../../contracts/call.js';
import { errorResponses } from '../../../contracts/common.js';
import type { Permission } from '../auth/permissions.js';
import type { SessionUser } from '../auth/session-store.js';
import { uniqueOperationId } from './operation-id.js';

const CONTENT_TYPES = {
  json: undefined,
  form: ['application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
} as const;

/** Route settings beyond who may call it. */
export interface RouteExtras {
  /** Opened by the browser itself (PDF, image, JSON docs): never answered with the app page. */
  browser?: boolean;
  /** Also reachable as a form POST carrying _method (spec 7's method-override DELETE). */
  methodOverride?: boolean;
  /** Requests per minute from one session, or from one address without a session (login, error reports). */
  ratePerMinute?: number;
  /** Whose requests that limit counts together instead, when it knows better (a known browser at login). */
  rateKeyOf?: (request: FastifyRequest) => Promise<string | undefined>;
  /** Takes a plain form post too, besides the call's encoding (login). Other routes refuse forms. */
  acceptsForm?: boolean;
  /** A multipart call's largest file, in bytes, when not the server's default (app.ts). */
  uploadLimit?: number;
}

type Context<C extends AnyCall, U> = ParsedInput<C> & {
  /** The signed-in user (null only on public calls). */
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The handler answers the call's answer, or sends something else itself (a file) and returns the reply. */
type Handler<C extends AnyCall, U> = (ctx: Context<C, U>) => Promise<AnswerInput<C> | FastifyReply>;

/**
 * Whose requests a rate limit counts: a signed-in session's own (an office behind one address is
 * many people), an API token's own, else the address. Runs after the session hook, so only a real
 * session counts.
 */
function rateKey(request: FastifyRequest): string {
  if (request.apiToken) return `api-token:${request.apiToken.id}`;
  return request.sessionId ? `session:${request.sessionId}` : `address:${request.ip}`;
}

/**
 * The call's query as the route checks it: a parameter the call does not name is refused (400
 * naming it), so a misspelt filter is not silently ignored. A page opened from outside the app
 * keeps what a mail or calendar program adds.
 */
function strictQuery(call: AnyCall): z.ZodType | undefined {
  if (isFileAnswer(call.answer) && call.answer.foreignQuery) return call.query;
  if (!call.query) return z.strictObject({});
  if (call.query instanceof z.ZodObject) return call.query.strict();
  throw new Error(`${call.method} ${call.path}: a query is a z.object, so unknown parameters can be refused`);
}

/**
 * Registers one call of `contracts/` as a route: its method and path, its schemas (validation and
 * OpenAPI), who may call it, and the handler, which gets the parsed params, query and body.
 */
export function route<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  access: 'public',
  handler: Handler<C, SessionUser | null>,
  extras?: RouteExtras,
): void;
export function route<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  access: Permission,
  handler: Handler<C, SessionUser>,
  extras?: RouteExtras,
): void;
export function route<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  access: Permission | 'public',
  // biome-ignore lint/suspicious/noExplicitAny: the overloads above type the handler
  handler: Handler<C, any>,
  extras: RouteExtras = {},
): void {
  const { browser, methodOverride, ratePerMinute, rateKeyOf, acceptsForm, uploadLimit } = extras;
  const keyGenerator = rateKeyOf
    ? async (request: FastifyRequest) => (await rateKeyOf(request)) ?? rateKey(request)
    : rateKey;
  const file = isFileAnswer(call.answer) ? call.answer : undefined;
  const answer: Record<number, z.ZodType> = file ? {} : { 200: call.answer as z.ZodType };
  const querystring = strictQuery(call);
  app.route({
    method: call.method,
    url: routerPath(call.path),
    config: {
      access,
      encoding: call.encoding,
      // What /openapi.json says a file answer is (openapi.ts): Fastify serialises no such answer.
      ...(file ? { fileAnswer: file } : {}),
      ...(acceptsForm ? { acceptsForm } : {}),
      ...(uploadLimit ? { multipartOptions: { limits: { fileSize: uploadLimit } } } : {}),
      ...(browser ? { browser } : {}),
      ...(methodOverride ? { methodOverride } : {}),
      ...(ratePerMinute ? { rateLimit: { max: ratePerMinute, timeWindow: '1 minute', keyGenerator } } : {}),
    },
    schema: {
      tags: [call.area],
      summary: call.summary,
      operationId: uniqueOperationId(app, call.method, call.path),
      ...(call.params ? { params: call.params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(CONTENT_TYPES[call.encoding as keyof typeof CONTENT_TYPES]
        ? { consumes: [...CONTENT_TYPES[call.encoding as keyof typeof CONTENT_TYPES]!] }
        : {}),
      response: { ...answer, ...errorResponses, ...call.refusals },
    },
    handler: (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        request,
        reply,
      } as unknown as Context<C, SessionUser | null>),
  });
}
