import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../../contracts/common.js';
import { databaseFailureOf, failureMessage } from '../db/failures.js';
import { escapeHtml, plainPage } from '../html.js';
import { isPageNavigation } from './navigation.js';

/** Typed failures of the business rules; services throw these, one table maps them to statuses. */
const statusOf = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf_invalid: 403,
  /** The role may use the call, but not on this record (a tech and someone else's days). */
  not_yours: 403,
  not_found: 404,
  conflict: 409,
  /** The call needs the user's explicit confirmation (the client asks, then sends confirmed: true). */
  confirmation_required: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  locked: 423,
  /** Failed logins past the allowance (the login page has its own words for it). */
  too_many_requests: 429,
  /** More requests than a route's rate limit lets one session (or address) make in a minute. */
  rate_limited: 429,
  unavailable: 503,
  /** The database does not answer (restarting, a dropped connection); db/failures.ts. */
  database_unavailable: 503,
  /** Every pooled connection stayed busy for DATABASE_POOL_WAIT_MS: overload, not an outage. */
  database_busy: 503,
  /** The disk under the database is full: nothing was saved. */
  disk_full: 503,
} as const;
export type AppErrorCode = keyof typeof statusOf;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer beside `error`, for a refusal the call's contract gives a shape of its own. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return statusOf[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} was not found`);
export const forbidden = () => new AppError('forbidden', 'You are not authorized to do this.');
/**
 * The role may make the call, but this record is not provably the user's own: answered alike
 * whether the record exists or not, so an id tells nothing (issue 17.9).
 */
export const notYours = () => new AppError('not_yours', 'You are not authorized to do this.');

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large...) keep their status. */
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_input',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_input',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_input',
  FST_ERR_VALIDATION: 'invalid_input',
};

/** What @fastify/rate-limit throws past a route's limit: a refusal in words, as every other. */
export const rateLimited = (_request: unknown, context: { after: string }) =>
  new AppError(
    'rate_limited',
    `Too many requests in a short time. Please wait ${context.after} and try again.`,
  );

const HTML = 'text/html; charset=utf-8';
const refusalPage = (message: string) =>
  plainPage(
    'Not done',
    `<h1>This could not be done</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">Back to Loadout</a></p>`,
    'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2433}main{max-width:40rem;padding:16px}h1{font-size:1.25rem}',
  );

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      // A 503 (restarting, full of streams or prints) passes; the client and a proxy learn when to ask again.
      if (err.status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      // A tab the browser opened itself (a print, an image) shows the refusal as a page in words.
      if (isPageNavigation(request))
        return reply.status(err.status).type(HTML).send(refusalPage(err.message));
      return reply.status(err.status).send({ ...errorBody(err.code, err.message, err.fields), ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        // A strict query (route.ts) names each parameter it does not know.
        const unknown =
          issue.keyword === 'unrecognized_keys' ? (issue.params?.keys as string[] | undefined) : [];
        for (const key of unknown ?? []) fields[key] ??= 'is not a parameter of this address';
        if (unknown?.length) continue;
        const where =
          (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') ||
          err.validationContext ||
          'body';
        fields[where] ??= issue.message ?? 'is not valid';
      }
      const names = Object.keys(fields).join(', ');
      return reply.status(400).send(errorBody('invalid_input', `Please check: ${names}`, fields));
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = request.routeOptions.config.multipartOptions?.limits?.fileSize;
      const most = limit ? `${Math.round(limit / 1024 / 1024)} MB` : 'what this address takes';
      return reply
        .status(413)
        .send(
          errorBody(
            'payload_too_large',
            `The file is larger than ${most}: send a smaller file, or split it in parts.`,
          ),
        );
    }
    if (status >= 400 && status < 500) {
      const code = fastifyCodes[err.code] ?? (status === 404 ? 'not_found' : 'bad_request');
      return reply.status(status).send(errorBody(code, err.message));
    }
    // The database's own failure (db/failures.ts) is not a fault of the request: said in words.
    const failure = databaseFailureOf(err);
    if (failure) {
      request.log.warn(
        { failure, cause: (err.cause as Error | undefined)?.message ?? err.message },
        'database failure',
      );
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody(failure, failureMessage(failure)));
    }
    logFailure(request.log, err);
    return reply
      .status(500)
      .send(errorBody('internal', 'Something went wrong on the server. It has been logged.'));
  });
}

/**
 * A 5xx in the log at error level names the failure, never the SQL text or its values (they may
 * hold what users typed); the statement goes to the debug level only.
 */
export function logFailure(log: FastifyBaseLogger, err: Error & { query?: unknown; params?: unknown }): void {
  if (typeof err.query !== 'string') {
    log.error({ err }, 'request failed');
    return;
  }
  const cause = err.cause as (Error & { code?: string }) | undefined;
  log.error(
    { err: { type: cause?.name ?? err.name, code: cause?.code, message: cause?.message } },
    'query failed',
  );
  log.debug({ query: err.query, params: err.params }, 'the failed query');
}
