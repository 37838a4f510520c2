import Tokens from '@fastify/csrf';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { mediaTypeOf } from './media-type.js';

/**
 * Anti-forgery tokens (spec 1): every page carries <meta name="csrf-token">; the client sends it as
 * the X-CSRF-Token header, and form posts also as the _token field. Tokens are made from the
 * session's secret, so another session's token does not pass.
 */
// `{}`: tokens without user info; the secret already belongs to one session.
const tokens = new Tokens({});

export const newCsrfSecret = () => tokens.secretSync();
export const csrfTokenFor = (secret: string) => tokens.create(secret);

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as Record<string, unknown> | null | undefined;
  const field = body && typeof body === 'object' ? body._token : undefined;
  if (typeof field === 'string') return field;
  // A multipart field arrives as an object holding its value.
  if (field && typeof field === 'object' && 'value' in field)
    return String((field as { value: unknown }).value);
  return undefined;
}

const refuse = () =>
  new AppError(
    'csrf_invalid',
    'The security token of this page is missing or out of date. Reload the page and try again.',
  );

export function registerCsrfCheck(app: FastifyInstance): void {
  // A file upload is checked before its body is read (up to 10 MB buffered otherwise): the
  // client sends the token as the X-CSRF-Token header with every multipart post.
  // An API token's request has no session to forge (http/bearer.ts): nothing to check.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.apiToken) return payload;
    if (!UNSAFE.has(request.method) || !mediaTypeOf(request.headers['content-type']).startsWith('multipart/'))
      return payload;
    const header = request.headers['x-csrf-token'];
    if (typeof header !== 'string' || !tokens.verify(request.csrfSecret, header)) throw refuse();
    return payload;
  });
  // preValidation: the body is parsed (so _token can be read) and nothing has run yet.
  app.addHook('preValidation', async (request) => {
    if (!UNSAFE.has(request.method) || request.apiToken) return;
    const token = tokenOf(request);
    if (!token || !tokens.verify(request.csrfSecret, token)) throw refuse();
  });
}
