import type { FastifyInstance } from 'fastify';
import { mediaTypeOf } from './media-type.js';

/**
 * No browser or proxy keeps a JSON answer (`Cache-Control: no-store`): most are made for the session
 * that asked (a technician's jobs and days, who is signed in, a screen only staff may see), and the
 * next person at a shared computer must not read them back from its cache. The client keeps what it
 * needs in its query cache. A route whose answer may be kept says so itself, and keeps its header
 * (the category lists: `private, max-age=300`); pages already say no-store, and the hashed assets
 * keep their year. This runs after the answer is made, so the cached bytes (`send-json.ts`) get it
 * too; no JSON answer carries an ETag for it to disagree with.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    if (mediaTypeOf(reply.getHeader('content-type')) === 'application/json')
      reply.header('cache-control', 'no-store');
  });
}
