import type { FastifyInstance, RouteOptions } from 'fastify';
import { roleMay } from '../auth/permissions.js';
import { apiTokenRefusal } from './bearer.js';
import { AppError, forbidden } from './errors.js';
import { mediaTypeOf } from './media-type.js';
import { isPageNavigation, isPlainGet } from './navigation.js';
import { sendPage } from './pages.js';

/** Every route must say who may call it; a route that forgets fails at start-up, not in production. */
export function requireAccessDeclaration(routeOptions: RouteOptions): void {
  const access = routeOptions.config?.access;
  if (!access) throw new Error(`Route ${routeOptions.method} ${routeOptions.url} declares no access`);
}

export function registerAccessHook(app: FastifyInstance, shellTemplate: () => string): void {
  app.addHook('onRoute', requireAccessDeclaration);
  app.decorate('appPage', (request, reply) => sendPage(shellTemplate(), request, reply, { anyone: true }));
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    // A plain GET of an address only the client knows (/login, /show-pulls/1) from a tool that
    // accepts anything (curl, a link checker) gets the page too, not a JSON 404.
    const anyAccept = !request.headers.accept || mediaTypeOf(request.headers.accept) === '*/*';
    // An API token's request is an integration's: it always gets JSON, never the app page.
    const page =
      !request.apiToken && (isPageNavigation(request) || (request.is404 && anyAccept && isPlainGet(request)));
    if (page && (request.is404 || !config.browser)) {
      return sendPage(shellTemplate(), request, reply);
    }
    if (request.is404) return;
    const access = config.access;
    const tokenRefusal = access && apiTokenRefusal(request, access);
    if (tokenRefusal) throw tokenRefusal;
    if (access === 'public') return;
    if (!request.user) throw new AppError('unauthenticated', 'Please log in.');
    if (!access || !roleMay(request.user.role, access)) throw forbidden();
  });
}
