import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Issue 35.7: a client generated from /openapi.json (openapi-typescript, openapi-fetch), without
 * edits, compiles against the document's types and makes its calls to a real server.
 */
const here = path.dirname(new URL(import.meta.url).pathname);
const schemaFile = path.join(here, '.tmp', 'schema.d.ts');
const callerFile = path.join(here, 'caller.ts');

type CallFive = (
  baseUrl: string,
  email: string,
  password: string,
) => Promise<{ id: number } & Record<string, unknown>>;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fs.mkdirSync(path.dirname(schemaFile), { recursive: true });
  const ast = await openapiTS(t.app.swagger() as OpenAPI3);
  fs.writeFileSync(schemaFile, astToString(ast));
});
afterAll(() => t.close());

describe('a client generated from /openapi.json', () => {
  it('compiles: its calls and answers are typed by the document', () => {
    const program = ts.createProgram([callerFile], {
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  it('signs in as the document says and makes five calls', async () => {
    const user = await buildUser(t.db, { role: 'staff' });
    // By a name tsc does not follow: the project's typecheck runs before the schema is generated.
    const { callFive } = (await import(/* @vite-ignore */ callerFile)) as { callFive: CallFive };
    const out = await callFive(baseUrl, user.email, TEST_PASSWORD);
    expect(out).toMatchObject({
      role: 'staff',
      me: user.email,
      event: 'Generated client show',
      listed: [out.id],
      refused: { status: 400, fields: { endDate: expect.any(String) } },
    });
  });
});
