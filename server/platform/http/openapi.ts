import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileAnswer } from '../../../contracts/call.js';
import { errorResponse } from '../../../contracts/common.js';
import { folderNode } from '../../../contracts/xbook.js';
import { notForApiTokens, type Permission, permissions } from '../auth/permissions.js';
import type { Config } from '../config.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { method?: string | string[]; config?: { access?: string } };
};

const PRELOGIN =
  'Before signing in there is no session: open any page of the app (GET /login with Accept: text/html). ' +
  'It sets the loadout_csrf cookie and carries the token in <meta name="csrf-token" content="…">; send ' +
  "both with POST /login (and the other public forms). POST /login answers the new session's token as " +
  'csrfToken: use it from then on.';

/**
 * The ways to call (issue 32.6), as components.securitySchemes: a person's session cookie with,
 * on a state-changing call, the page's anti-forgery token; before signing in, the pre-login
 * cookie with its token; or an integration's API token.
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
      "The page's anti-forgery token (meta csrf-token, or POST /login's csrfToken), on every state-changing " +
      `call of a browser, signed in or not (a form post may send it as the _token field instead). ${PRELOGIN}`,
  },
  preLogin: {
    type: 'apiKey',
    in: 'cookie',
    name: 'loadout_csrf',
    description: `The anti-forgery secret of a visitor not signed in. ${PRELOGIN}`,
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token an admin made (API tokens screen): Authorization: Bearer <token>. It acts with its role; ' +
      'no cookie and no anti-forgery token. Rate-limited per token.',
  },
} as const;

/**
 * Which schemes an operation takes: none for a public read; a public write (login, an offer's
 * answer) still needs the anti-forgery token, of the pre-login cookie or of a session; no bearer
 * where a token may not go (a person's own calls, every public write: bearer.ts).
 */
function securityOf(access: string, method: string): Record<string, string[]>[] {
  const reads = method === 'GET' || method === 'HEAD';
  if (access === 'public')
    return reads
      ? []
      : [
          { preLogin: [], csrfToken: [] },
          { session: [], csrfToken: [] },
        ];
  const session: Record<string, string[]> = reads ? { session: [] } : { session: [], csrfToken: [] };
  return notForApiTokens.has(access as Permission) ? [session] : [session, { bearer: [] }];
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** Refusals given before a route runs (framework-errors.ts, errors.ts): one shared description each. */
const SHARED_RESPONSES = {
  PayloadTooLarge: {
    description: 'The body is larger than the server takes (1 MB; a file upload its own limit)',
    content: errorContent,
  },
  UriTooLong: { description: 'A path parameter longer than 200 characters', content: errorContent },
  HeadersTooLarge: {
    description: "The address and headers together pass the HTTP parser's limit (16 KB)",
    content: errorContent,
  },
};

const SHARED_SCHEMAS = { Error: z.toJSONSchema(errorResponse, { target: 'openapi-3.0' }) };

const BINARY = /^(application\/pdf|image\/|application\/vnd\.)/;

/** A file answer (contracts/call.ts) as OpenAPI responses: its media type, and a redirect. */
function fileResponses(file: FileAnswer) {
  const schema = BINARY.test(file.file) ? { type: 'string', format: 'binary' } : { type: 'string' };
  return {
    200: { description: file.description, content: { [file.file]: { schema } } },
    ...(file.redirect
      ? {
          303: {
            type: 'null',
            description: file.redirect,
            headers: { Location: { type: 'string', description: 'The page to open' } },
          },
        }
      : {}),
  };
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
  const file = input.route?.config?.fileAnswer;
  const schema = out.schema as { response?: Record<string, unknown> };
  const response = file ? { ...fileResponses(file), ...schema.response } : schema.response;
  return { ...out, schema: { ...out.schema, response, 'x-access': access, 'x-roles': roles, security } };
}

type Operation = { requestBody?: unknown; responses?: Record<string, unknown> };
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

const ref = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/**
 * The same schema as zod writes it, without what OpenAPI 3.0 makes of some of it: a tuple's
 * items as an anyOf of every position (repeats dropped), a union of one member (the member).
 */
function simplifyAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyAnyOf);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplifyAnyOf(v)]));
  if (!Array.isArray(out.anyOf)) return out;
  const seen = new Set<string>();
  const anyOf = out.anyOf.filter((s) => !seen.has(JSON.stringify(s)) && seen.add(JSON.stringify(s)));
  const { anyOf: _, ...rest } = out;
  const [only] = anyOf;
  if (anyOf.length === 1 && only && typeof only === 'object' && Object.keys(only).every((k) => !(k in rest)))
    return { ...rest, ...only };
  return { ...rest, anyOf };
}

/**
 * The refusals every operation may meet before its route runs, by what the operation takes; and
 * each schema simplified.
 */
function withSharedResponses(doc: Document): Document {
  doc.paths = simplifyAnyOf(doc.paths) as Document['paths'];
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const op of Object.values(operations)) {
      op.responses ??= {};
      if (op.requestBody) op.responses['413'] ??= ref('PayloadTooLarge');
      if (path.includes('{')) op.responses['414'] ??= ref('UriTooLong');
      op.responses['431'] ??= ref('HeadersTooLarge');
    }
  doc.components = {
    ...doc.components,
    responses: { ...doc.components?.responses, ...SHARED_RESPONSES },
    schemas: { ...doc.components?.schemas, ...SHARED_SCHEMAS },
  };
  return doc;
}

/**
 * Recursive schemas need a name: /openapi.json refers to them as components (a `$ref` to a
 * schema that is not in the document is not OpenAPI, and no client generator reads it).
 */
const NAMED_SCHEMAS: [z.ZodType, string][] = [[folderNode, 'FolderNode']];
for (const [schema, id] of NAMED_SCHEMAS)
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

/** /openapi.json is generated from the zod contracts every route declares. */
export async function registerOpenApi(
  app: FastifyInstance,
  { version, publicUrl, publicUrlIsDefault }: Pick<Config, 'version' | 'publicUrl' | 'publicUrlIsDefault'>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Loadout',
        version,
        description:
          "Two ways to call (each operation lists which it takes under security): a person's session cookie " +
          '(POST /login) with the header X-Requested-With: XMLHttpRequest and, on state-changing calls, the ' +
          "anti-forgery token of the page (meta csrf-token) as X-CSRF-Token; or an integration's API token as " +
          'Authorization: Bearer <token> (made by an admin on the API tokens screen), which needs neither. ' +
          `${PRELOGIN} Errors have one shape, { error: { code, message, fields? } }; a method an address ` +
          'does not take is 405 with Allow; a query parameter a call does not name is 400 naming it.',
        contact: { name: 'The administrators of this Loadout server' },
      },
      // Without PUBLIC_URL the server does not know its address: the one this document came from.
      servers: [
        publicUrlIsDefault
          ? { url: '/', description: 'The server that answered this document' }
          : { url: publicUrl, description: 'This server (PUBLIC_URL)' },
      ],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    // Named schemas (NAMED_SCHEMAS, and any `.meta({ id })`) go to components.schemas.
    transformObject: (input) =>
      withSharedResponses(jsonSchemaTransformObject(input) as Document) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    '/openapi.json',
    { config: { access: 'api-docs.read', browser: true }, schema: { hide: true } },
    async () => app.swagger(),
  );
}
