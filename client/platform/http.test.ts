import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsOf, fileAnswers } from '../../contracts/call';
import { errorResponse } from '../../contracts/common';
import { ApiError, call, callUrl } from './http';

const sent: { url: string; init: RequestInit }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  sent.length = 0;
  document.head.innerHTML = '<meta name="csrf-token" content="tok123">';
});
afterEach(() => vi.unstubAllGlobals());

const test = callsOf('test');
const id = z.coerce.number().int();
const calls = {
  save: test({
    method: 'PATCH',
    path: '/things/{id}/parts/{name}',
    summary: 'JSON body, two path params',
    params: z.object({ id, name: z.string() }),
    body: z.object({ a: z.number() }),
    answer: z.object({ id: z.number(), at: z.coerce.date() }),
  }),
  search: test({
    method: 'POST',
    path: '/search',
    summary: 'A form post',
    body: z.object({ searchText: z.string(), departments: z.array(z.number()) }),
    encoding: 'form',
    answer: z.object({ ids: z.array(z.number()) }),
  }),
  upload: test({
    method: 'POST',
    path: '/images/{id}',
    summary: 'A multipart post',
    params: z.object({ id }),
    body: z.object({ caption: z.string(), image: z.custom<Blob>() }),
    encoding: 'multipart',
    answer: z.object({ ok: z.literal(true) }),
  }),
  list: test({
    method: 'GET',
    path: '/list',
    summary: 'A query with a list',
    query: z.object({
      ids: z.array(z.number()).optional(),
      q: z.string().optional(),
      n: z.number().optional(),
    }),
    answer: z.object({ n: z.number() }),
    refusals: { 400: errorResponse.extend({ datesAreInvalid: z.literal(true) }) },
  }),
  pdf: test({
    method: 'GET',
    path: '/sheets/{id}/pdf',
    summary: 'A file',
    params: z.object({ id }),
    query: z.object({ fontSize: z.number().optional() }),
    answer: fileAnswers.pdf,
  }),
};

describe('call', () => {
  it('fills and encodes path params, marks the call as XHR, sends the token and JSON, and parses the answer', async () => {
    answer(200, { id: 4, at: '2026-01-02T03:04:05Z' });
    const out = await call(calls.save, { params: { id: 4, name: 'a/b c' }, body: { a: 1 } });
    expect(out).toEqual({ id: 4, at: new Date('2026-01-02T03:04:05Z') });
    expect(sent[0]!.url).toBe('/things/4/parts/a%2Fb%20c');
    expect(sent[0]!.init.method).toBe('PATCH');
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['X-CSRF-Token']).toBe('tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(sent[0]!.init.body).toBe('{"a":1}');
  });

  it('sends form posts with name[] lists and the _token field', async () => {
    answer(200, { ids: [1] });
    await call(calls.search, { body: { searchText: 'mic', departments: [1, 2] } });
    expect(String(sent[0]!.init.body)).toBe(
      'searchText=mic&departments%5B%5D=1&departments%5B%5D=2&_token=tok123',
    );
  });

  it('sends multipart posts as their parts, with the _token field', async () => {
    answer(200, { ok: true });
    const file = new Blob(['png'], { type: 'image/png' });
    await call(calls.upload, { params: { id: 9 }, body: { caption: 'Rack', image: file } });
    expect(sent[0]!.url).toBe('/images/9');
    const parts = sent[0]!.init.body as FormData;
    expect(parts.get('caption')).toBe('Rack');
    expect(parts.get('image')).toBeInstanceOf(Blob);
    expect(parts.get('_token')).toBe('tok123');
  });

  it('puts the query in the address: a list repeats its key, undefined values are left out', async () => {
    answer(200, { n: 1 });
    await call(calls.list, { query: { ids: [3, 4], q: 'x y', n: undefined } });
    expect(sent[0]!.url).toBe('/list?ids=3&ids=4&q=x+y');
    await call(calls.list);
    expect(sent[1]!.url).toBe('/list');
  });

  it('turns a refusal into an ApiError with code, message, fields and the parsed body', async () => {
    const refusal = {
      error: { code: 'invalid_input', message: 'Please check: qty', fields: { qty: 'Too small' } },
      datesAreInvalid: true,
    };
    answer(400, refusal);
    const err = await call(calls.list).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_input', fields: { qty: 'Too small' } });
    expect(err.body).toEqual(refusal);
    expect(err.responseText).toContain('invalid_input');
  });

  it('names an answer that does not fit the contract', async () => {
    answer(200, { n: 'one' });
    const err = await call(calls.list).catch((e) => e);
    expect(err).toMatchObject({ status: 200, code: 'bad_answer' });
  });

  it('refuses a file call: the browser opens those itself', () => {
    expect(() => call(calls.pdf, { params: { id: 1 } })).toThrow(/callUrl/);
  });

  it('logs a console error when the page has no token meta tag', async () => {
    document.head.innerHTML = '';
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, { n: 1 });
    await call(calls.list);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('csrf-token'));
    spy.mockRestore();
  });
});

describe('callUrl', () => {
  it('builds the address of a file or link: path params filled, query appended', () => {
    expect(callUrl(calls.pdf, { params: { id: 12 }, query: { fontSize: 14 } })).toBe(
      '/sheets/12/pdf?fontSize=14',
    );
    expect(callUrl(calls.pdf, { params: { id: 12 } })).toBe('/sheets/12/pdf');
  });
});
