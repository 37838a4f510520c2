import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { folderNode } from '../../../contracts/xbook.js';
import { notForApiTokens, type Permission, permissions } from '../auth/permissions.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { method?: string | string[]; config?: { access?: string } };
};

/**
 * The two ways to call (issue 32.6), as components.securitySchemes: a person's session cookie with,
 * on a state-changing call, the page's anti-forgery token; or an integration's API token.
 */
const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'loadout_sid',
    description: 'The session cookie POST /login sets (send X-Requested-With: XMLHttpRequest too).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      "The page's anti-forgery token (meta csrf-token), on every state-changing call of a session.",
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token an admin made (API tokens screen): Authorization: Bearer <token>. It acts with its role; ' +
      'no cookie and no anti-forgery token. Rate-limited per token.',
  },
} as const;

/** Which schemes an operation takes: none when public, no bearer where a token may not go. */
function securityOf(access: string, method: string): Record<string, string[]>[] {
  if (access === 'public') return [];
  const session: Record<string, string[]> =
    method === 'GET' || method === 'HEAD' ? { session: [] } : { session: [], csrfToken: [] };
  return notForApiTokens.has(access as Permission) ? [session] : [session, { bearer: [] }];
}

/**
 * Each operation also says who may call it (`x-access`, `x-roles`), so the docs state the
 * permission table and the security harnesses can walk every route from /openapi.json alone.
 */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const access = input.route?.config?.access;
  if (!access) return out;
  const roles = access === 'public' ? ['anyone'] : [...permissions[access as keyof typeof permissions]];
  const method = String([input.route?.method ?? 'GET'].flat()[0]).toUpperCase();
  const security = securityOf(access, method);
  return { ...out, schema: { ...out.schema, 'x-access': access, 'x-roles': roles, security } };
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
          "Two ways to call (each operation lists which it takes under security): a person's session cookie " +
          '(POST /login) with the header X-Requested-With: XMLHttpRequest and, on state-changing calls, the ' +
          "anti-forgery token of the page (meta csrf-token) as X-CSRF-Token; or an integration's API token as " +
          'Authorization: Bearer <token> (made by an admin on the API tokens screen), which needs neither.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
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
