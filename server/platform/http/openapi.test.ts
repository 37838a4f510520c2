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
        const writes = method !== 'get';
        const expected =
          op['x-access'] === 'public'
            ? writes
              ? [
                  { preLogin: [], csrfToken: [] },
                  { session: [], csrfToken: [] },
                ]
              : []
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
    expect(doc.paths['/healthz'].get.security).toEqual([]);
    expect(doc.components.securitySchemes.preLogin).toMatchObject({ in: 'cookie', name: 'loadout_csrf' });
    expect(doc.info.description).toContain('GET /login with Accept: text/html');
  });

  it('says what the browser opens itself, and the refusals met before a route runs', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const doc = (await agent.call({ method: 'GET', url: '/openapi.json' })).json();
    const content = (path: string, status = '200', method = 'get') =>
      Object.keys(doc.paths[path][method].responses[status].content ?? {});
    expect(content('/comments/stream')).toEqual(['text/event-stream']);
    expect(content('/show-pull/print')).toEqual(['application/pdf']);
    expect(content('/xbook/sheets/{id}/pdf')).toEqual(['application/pdf']);
    expect(content('/exports/{kind}.xlsx')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(content('/offers/{token}')).toEqual(['text/html']);
    expect(doc.paths['/offers/{token}/answer'].post.responses['303'].headers.Location).toBeTruthy();
    const create = doc.paths['/events'].post.responses;
    expect(create['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(create['431']).toEqual({ $ref: '#/components/responses/HeadersTooLarge' });
    expect(create['414']).toBeUndefined();
    expect(doc.paths['/events/{id}'].get.responses['414']).toEqual({
      $ref: '#/components/responses/UriTooLong',
    });
    expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });
});

interface OpenApiOp {
  'x-access': string;
  security?: unknown;
}
