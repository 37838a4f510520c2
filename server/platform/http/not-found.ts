import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

/** A router path ('/show-pulls/:id', '/exports/:kind.csv', '/assets/*') as a test of a request's path. */
function patternOf(url: string): RegExp {
  const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const body = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : literal(part)))
    .join('');
  return new RegExp(`^${body}$`);
}

/**
 * An address nobody serves is 404; an address served, asked with a method it does not take
 * (TRACE, DELETE on a list, POST on a PDF), is 405 with Allow listing those it takes (RFC 9110
 * 15.5.6). Both in the app's error shape. A browser navigation never gets here: the access hook
 * answers it with the app page, as the client's own addresses are.
 */
export function registerNotFound(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => String(m).toUpperCase());
    routes.push({ pattern: patternOf(route.url ?? route.path), methods });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods));
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0)
      return reply.status(404).send(errorBody('not_found', `No such address: ${request.method} ${path}`));
    const allow = [...allowed].sort().join(', ');
    return reply
      .status(405)
      .header('allow', allow)
      .send(errorBody('method_not_allowed', `${path} does not take ${request.method}: it takes ${allow}`));
  });
}
