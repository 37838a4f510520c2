import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, request } from './http';

const calls: { url: string; init: RequestInit }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  document.head.innerHTML = '<meta name="csrf-token" content="tok123">';
});
afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('marks the call as XHR, sends the token and JSON, and parses the answer', async () => {
    answer(200, { id: 4 });
    const out = await request({
      method: 'POST',
      path: '/x',
      json: { a: 1 },
      answer: z.object({ id: z.number() }),
    });
    expect(out).toEqual({ id: 4 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['X-CSRF-Token']).toBe('tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('sends form posts with name[] lists and the _token field', async () => {
    answer(200, {});
    await request({
      method: 'POST',
      path: '/f',
      form: { searchText: 'mic', departments: [1, 2] },
      answer: z.object({}),
    });
    expect(String(calls[0]!.init.body)).toBe(
      'searchText=mic&departments%5B%5D=1&departments%5B%5D=2&_token=tok123',
    );
  });

  it('adds query values, leaving out undefined ones', async () => {
    answer(200, {});
    await request({
      method: 'GET',
      path: '/q',
      query: { a: 1, b: undefined, c: 'x y' },
      answer: z.object({}),
    });
    expect(calls[0]!.url).toBe('/q?a=1&c=x+y');
  });

  it('turns an error answer into an ApiError with code, message and fields', async () => {
    answer(400, {
      error: { code: 'invalid_input', message: 'Please check: qty', fields: { qty: 'Too small' } },
    });
    const err = await request({ method: 'POST', path: '/e', json: {}, answer: z.object({}) }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_input', fields: { qty: 'Too small' } });
    expect(err.responseText).toContain('invalid_input');
  });

  it('logs a console error when the page has no token meta tag', async () => {
    document.head.innerHTML = '';
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(200, {});
    await request({ method: 'GET', path: '/n', answer: z.object({}) });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('csrf-token'));
    spy.mockRestore();
  });
});
