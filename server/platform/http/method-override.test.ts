import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './errors.js';
import { parseFormBody } from './form-body.js';
import { collectOverridableRoutes, registerMethodOverrideTwins } from './method-override.js';

async function appWithDeleteRoute() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(formbody, { parser: parseFormBody });
  const overridable = collectOverridableRoutes(app);
  const deleted: number[] = [];
  app.delete(
    '/sheets/:id',
    {
      config: { access: 'public', methodOverride: true },
      schema: { params: z.object({ id: z.coerce.number() }) },
    },
    async (request) => {
      deleted.push(request.params.id);
      return { ok: true };
    },
  );
  registerMethodOverrideTwins(app, overridable);
  return { app, deleted };
}

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('method override', () => {
  it('routes a form post with _method=DELETE to the DELETE handler', async () => {
    const { app, deleted } = await appWithDeleteRoute();
    const res = await app.inject({
      method: 'POST',
      url: '/sheets/7',
      ...form({ _method: 'DELETE', _token: 't' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/sheets/8' })).statusCode).toBe(200);
    expect(deleted).toEqual([7, 8]);
  });

  it('refuses a post with another or no _method, running nothing', async () => {
    const { app, deleted } = await appWithDeleteRoute();
    const wrong = await app.inject({ method: 'POST', url: '/sheets/7', ...form({ _method: 'PATCH' }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('_method');
    expect((await app.inject({ method: 'POST', url: '/sheets/7', ...form({}) })).statusCode).toBe(400);
    expect(deleted).toEqual([]);
  });
});

describe('form bodies', () => {
  it('reads name[] as a list and repeated names as a list', () => {
    expect(parseFormBody('searchText=mic&departments[]=1&departments[]=2&x=1&x=2&one[]=5')).toEqual({
      searchText: 'mic',
      departments: ['1', '2'],
      x: ['1', '2'],
      one: ['5'],
    });
  });
});
