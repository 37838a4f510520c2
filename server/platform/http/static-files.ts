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
  // The service worker (client/platform/sw.js): at the root, so its scope is the whole app, and
  // asked again on every check (no-cache), so a deploy's worker is seen at the next page load.
  app.get('/sw.js', { config: { access: 'public', browser: true }, schema: { hide: true } }, (_r, reply) =>
    reply
      .header('service-worker-allowed', '/')
      .header('cache-control', 'no-cache')
      .sendFile('sw.js', { cacheControl: false }),
  );
  app.get(
    '/favicon.svg',
    { config: { access: 'public', browser: true }, schema: { hide: true } },
    (_r, reply) => reply.sendFile('favicon.svg'),
  );
}
