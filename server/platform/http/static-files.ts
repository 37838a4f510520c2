import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built client's hashed assets; names change with content, so they are cached for a year. */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: clientDir, serve: false });
  app.get(
    '/assets/*',
    { config: { access: 'public', browser: true }, schema: { hide: true } },
    (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      // sendFile writes its own cache-control (max-age=0) unless told: the browser asked again
      // for every chunk of every screen (a 304 round trip each).
      return reply.sendFile(path.posix.join('assets', file), { maxAge: '365d', immutable: true });
    },
  );
  app.get(
    '/favicon.svg',
    { config: { access: 'public', browser: true }, schema: { hide: true } },
    (_r, reply) => reply.sendFile('favicon.svg'),
  );
}
