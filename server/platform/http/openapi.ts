import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** /openapi.json is generated from the zod contracts every route declares. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Loadout',
        version,
        description:
          'Every call needs a session cookie (POST /login), the header X-Requested-With: XMLHttpRequest, and on ' +
          'state-changing calls the anti-forgery token of the page (meta csrf-token) as X-CSRF-Token.',
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    '/openapi.json',
    { config: { access: 'api-docs.read', browser: true }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
