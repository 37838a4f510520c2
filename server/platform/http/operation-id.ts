import type { FastifyInstance } from 'fastify';

const words = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * The OpenAPI operationId of a call, from its method and path, so a generated client names each
 * operation: GET /show-pulls/{id} → getShowPullsById, POST /show-pull/event-item/assign →
 * postShowPullEventItemAssign.
 */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? `By${capital(param)}` : words(segment).map(capital).join('');
    });
  return method.toLowerCase() + parts.join('');
}

const taken = new WeakMap<FastifyInstance, Map<string, string>>();

/** The operationId of a route being registered; two routes that would share one fail at start-up. */
export function uniqueOperationId(app: FastifyInstance, method: string, path: string): string {
  const id = operationIdOf(method, path);
  const ids = taken.get(app) ?? taken.set(app, new Map()).get(app)!;
  const other = ids.get(id);
  if (other !== undefined && other !== `${method} ${path}`)
    throw new Error(`${method} ${path} and ${other} would both be operation ${id}: rename one path`);
  ids.set(id, `${method} ${path}`);
  return id;
}
