import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { mediaTypeOf } from './media-type.js';

const FORM = 'application/x-www-form-urlencoded';
/** More fields than any form of the app sends; a body past it is refused before it is parsed. */
export const MAX_FORM_FIELDS = 1000;

/**
 * Form bodies as the spec's calls send them: `departments[]=1&departments[]=2` becomes
 * `{ departments: ['1', '2'] }`; a repeated plain key becomes an array too. Linear in the body
 * (URLSearchParams is; arrays grow in place), and capped at MAX_FORM_FIELDS fields.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  if (countFields(body) > MAX_FORM_FIELDS) throw tooManyFields();
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isList ? [value] : value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
  }
  return out;
}

function countFields(body: string): number {
  let n = 1;
  for (let i = body.indexOf('&'); i !== -1 && n <= MAX_FORM_FIELDS; i = body.indexOf('&', i + 1)) n++;
  return n;
}

/** Counts fields as the body arrives: too many stops it there, before the rest is read. */
function fieldCounter(): Transform {
  let fields = 1;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      for (let i = chunk.indexOf(0x26); i !== -1; i = chunk.indexOf(0x26, i + 1)) fields++;
      next(fields > MAX_FORM_FIELDS ? tooManyFields() : null, chunk);
    },
  });
}

const tooManyFields = () =>
  new AppError('payload_too_large', `A form may carry at most ${MAX_FORM_FIELDS} fields.`);

/**
 * Does this route take a form? A call declared as a form post (or login's plain form), a
 * method-override twin, or a route not yet described by a call that takes a body. Every other
 * route (most take JSON) refuses a form body before reading it.
 */
function takesForm(request: FastifyRequest): boolean {
  const { config, schema } = request.routeOptions;
  if (config.acceptsForm || config.formTwin) return true;
  const consumes = (schema as { consumes?: string[] } | undefined)?.consumes;
  if (consumes) return consumes.includes(FORM);
  return config.encoding === undefined && Boolean(schema?.body);
}

/**
 * Form and upload bodies reach only the routes that take them; the rest are refused before a byte
 * is read. An upload (buffered up to 10 MB) is taken by a call declared multipart, and nowhere else:
 * not by login, not by an unknown address.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = mediaTypeOf(request.headers['content-type']);
    if (type.startsWith('multipart/')) {
      if (request.is404 || request.routeOptions.config.encoding !== 'multipart')
        throw new AppError('unsupported_media_type', 'This address does not take a file upload.');
      return payload;
    }
    if (type !== FORM) return payload;
    if (!request.is404 && !takesForm(request))
      throw new AppError('unsupported_media_type', 'This address does not take a form body.');
    const counter = fieldCounter();
    // Fastify stops listening to the body when it refuses it itself (a Content-Length over the
    // limit, or more than the limit received) while the rest still flows in: the counter's error
    // must then find a listener, or it ends the process.
    counter.on('error', (err) => request.log.debug({ err }, 'form body refused'));
    return payload.pipe(counter);
  });
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseFormBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}

/**
 * In the routes of the plugin that calls it, a text/plain body is read as the JSON or the form it
 * holds: `navigator.sendBeacon` posts a string as text/plain, and cannot say otherwise. Same body
 * limit and field cap as the other two; JSON read by Fastify's own parser.
 */
export function takeTextAsJsonOrForm(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trimStart().startsWith('{')) return json(request, text, done);
    try {
      done(null, parseFormBody(text));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
