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
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path.posix.join('assets', file));
    },
  );
  app.get(
    '/favicon.svg',
    { config: { access: 'public', browser: true }, schema: { hide: true } },
    (_r, reply) => reply.sendFile('favicon.svg'),
  );
}
