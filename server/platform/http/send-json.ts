import type { FastifyReply } from 'fastify';
import type { JsonAnswer } from '../versioned-cache.js';

/** Below this, packing costs more than it saves. */
const GZIP_FROM_BYTES = 1024;

/**
 * Sends an answer that is already JSON bytes (a cached answer): no schema check and no second
 * stringify, gzipped for clients that take it (a browser: 4 MB of technicians become a few hundred
 * KB). The bytes were made from the route's answer type, which the route's reply expects.
 */
export async function sendJson<R extends FastifyReply>(reply: R, answer: JsonAnswer): Promise<R> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
  if (accepts && answer.body.length >= GZIP_FROM_BYTES)
    return reply.header('content-encoding', 'gzip').send((await answer.gzip()) as never);
  return reply.send(answer.body as never);
}
