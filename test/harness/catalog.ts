import type { FastifyInstance } from 'fastify';
import type { Agent } from '../agent.js';

/** JSON Schema as /openapi.json gives it (the subset the harnesses read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, e.g. /events/{id}. */
  path: string;
  access: string;
  /** Roles the permission table allows, or ['anyone'] for a public route. */
  roles: string[];
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  /** The ways to authenticate it takes (OpenAPI `security`): none when public. */
  security: Record<string, string[]>[];
  /** Content type of the body and its schema, when the call takes one. */
  body?: { contentType: string; schema: JsonSchema };
}

export const isStateChanging = (op: Operation) => op.method !== 'GET';
export const label = (op: Operation) => `${op.method} ${op.path}`;

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  'x-access'?: string;
  'x-roles'?: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every documented route, read from /openapi.json: the harnesses cover each route as it lands. */
export async function loadCatalog(app: FastifyInstance, admin: Agent): Promise<Operation[]> {
  const res = await admin.call({ method: 'GET', url: '/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op['x-access']) throw new Error(`${method} ${path} has no x-access in /openapi.json`);
      if (!op.security) throw new Error(`${method} ${path} has no security in /openapi.json`);
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access: op['x-access'],
        roles: op['x-roles'] ?? [],
        security: op.security,
        pathParams: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        requiredQuery: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body: contentType && media ? { contentType, schema: media.schema } : undefined,
      });
    }
  }
  void app;
  return ops.sort((a, b) => label(a).localeCompare(label(b)));
}

/** A path with each parameter filled in (1 unless given). */
export function fillPath(op: Operation, values: Record<string, string | number> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 1)));
}
