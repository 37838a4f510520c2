import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.js';

/**
 * A form posted with `_method=DELETE` (or PATCH, PUT) is that call (spec 7: "DELETE by method
 * override, form"). Routes that allow it say `config.methodOverride`; each gets a POST twin at
 * the same path running the same handler once `_method` is checked.
 */
export function collectOverridableRoutes(app: FastifyInstance): RouteOptions[] {
  const found: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.methodOverride && route.method !== 'HEAD') found.push(route);
  });
  return found;
}

export function registerMethodOverrideTwins(app: FastifyInstance, routes: RouteOptions[]): void {
  for (const route of routes) {
    const method = String(route.method).toUpperCase();
    const original = route.schema?.body;
    const overrideFields = z.object({ _method: z.string(), _token: z.string().optional() });
    const body =
      original instanceof z.ZodObject ? original.extend(overrideFields.shape) : overrideFields.loose();
    app.route({
      ...route,
      method: 'POST',
      config: { ...route.config, methodOverride: false, formTwin: true },
      schema: { ...route.schema, body, hide: true },
      preHandler: async (request) => {
        const asked = String((request.body as { _method?: string })._method).toUpperCase();
        if (asked !== method) {
          throw new AppError('invalid_input', `This address takes _method=${method}`, {
            _method: 'unexpected',
          });
        }
      },
    });
  }
}
