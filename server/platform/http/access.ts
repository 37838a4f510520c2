import type { FastifyInstance, RouteOptions } from 'fastify';
import { roleMay } from '../auth/permissions.js';
import { AppError, forbidden } from './errors.js';
import { isPageNavigation, sendPage } from './pages.js';

/** Every route must say who may call it; a route that forgets fails at start-up, not in production. */
export function requireAccessDeclaration(routeOptions: RouteOptions): void {
  const access = routeOptions.config?.access;
  if (!access) throw new Error(`Route ${routeOptions.method} ${routeOptions.url} declares no access`);
}

export function registerAccessHook(app: FastifyInstance, shellTemplate: () => string): void {
  app.addHook('onRoute', requireAccessDeclaration);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (isPageNavigation(request) && (request.is404 || !config.browser)) {
      return sendPage(shellTemplate(), request, reply);
    }
    if (request.is404) return;
    const access = config.access;
    if (access === 'public') return;
    if (!request.user) throw new AppError('unauthenticated', 'Please log in.');
    if (!access || !roleMay(request.user.role, access)) throw forbidden();
  });
}
