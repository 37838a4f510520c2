import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

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
});
