import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { folderNode } from '../../../contracts/xbook.js';
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

/**
 * Recursive schemas need a name: /openapi.json refers to them as components (a `$ref` to a
 * schema that is not in the document is not OpenAPI, and no client generator reads it).
 */
const NAMED_SCHEMAS: [z.ZodType, string][] = [[folderNode, 'FolderNode']];
for (const [schema, id] of NAMED_SCHEMAS)
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

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
    // Named schemas (NAMED_SCHEMAS, and any `.meta({ id })`) go to components.schemas.
    transformObject: jsonSchemaTransformObject,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    '/openapi.json',
    { config: { access: 'api-docs.read', browser: true }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
