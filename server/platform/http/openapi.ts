import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { permissions } from '../auth/permissions.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { access?: string } };
};

/**
 * Each operation also says who may call it (`x-access`, `x-roles`), so the docs state the
 * permission table and the security harnesses can walk every route from /openapi.json alone.
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const access = input.route?.config?.access;
  if (!access) return out;
  const roles = access === 'public' ? ['anyone'] : [...permissions[access as keyof typeof permissions]];
  return { ...out, schema: { ...out.schema, 'x-access': access, 'x-roles': roles } };
}

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
    transform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    '/openapi.json',
    { config: { access: 'api-docs.read', browser: true }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
