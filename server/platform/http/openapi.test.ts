import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notForApiTokens, type Permission } from '../auth/permissions.js';

/** Issue 17.10: a real OpenAPI validator refused /openapi.json (a $ref to a missing schema). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/openapi.json', () => {
  it('is a valid OpenAPI document, every $ref resolved', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const doc = (await agent.call({ method: 'GET', url: '/openapi.json' })).json();
    // validate() checks the document against the OpenAPI schema and resolves every $ref.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    expect(doc.components.schemas.FolderNode).toBeTruthy();
    expect(JSON.stringify(doc)).not.toMatch(/#\/components\/schemas\/schema\d/);
  });

  it('documents both ways to authenticate, and which each operation takes (issue 32.6)', async () => {
    const { agent } = await loginAs(t.app, t.db, 'admin');
    const doc = (await agent.call({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'loadout_sid' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, OpenApiOp>>))
      for (const [method, op] of Object.entries(methods)) {
        const expected =
          op['x-access'] === 'public'
            ? []
            : [
                method === 'get' ? { session: [] } : { session: [], csrfToken: [] },
                ...(notForApiTokens.has(op['x-access'] as Permission) ? [] : [{ bearer: [] }]),
              ];
        if (JSON.stringify(op.security) !== JSON.stringify(expected))
          wrong.push(`${method} ${path}: ${JSON.stringify(op.security)}`);
      }
    expect(wrong).toEqual([]);
    expect(doc.paths['/api-tokens'].post.security).toEqual([{ session: [], csrfToken: [] }]);
    expect(doc.paths['/events'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
  });
});

interface OpenApiOp {
  'x-access': string;
  security?: unknown;
}
