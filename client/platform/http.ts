import type { z } from 'zod';
import { errorResponse } from '../../contracts/common';
import { csrfToken } from './boot';

/**
 * The one HTTP layer (spec 1): every request is marked X-Requested-With: XMLHttpRequest and carries
 * the page's anti-forgery token (header, and the _token field of form and multipart posts).
 * Answers are parsed with the call's contract.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestSpec<T> {
  method: Method;
  path: string;
  /** Query string values; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  /** Form-encoded body; arrays are sent as `name[]`. */
  form?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  multipart?: FormData;
  answer: z.ZodType<T>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> | undefined,
    readonly request: { method: Method; path: string; body?: unknown },
    readonly responseText: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function buildUrl(path: string, query?: RequestSpec<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function formBody(
  form: NonNullable<RequestSpec<unknown>['form']>,
  token: string | undefined,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) body.append(`${k}[]`, String(item));
    else body.append(k, String(v));
  }
  if (token) body.set('_token', token);
  return body;
}

export async function request<T>(spec: RequestSpec<T>): Promise<T> {
  const token = csrfToken();
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (token) headers['X-CSRF-Token'] = token;
  let body: BodyInit | undefined;
  if (spec.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(spec.json);
  } else if (spec.form) {
    body = formBody(spec.form, token);
  } else if (spec.multipart) {
    if (token) spec.multipart.set('_token', token);
    body = spec.multipart;
  }
  const res = await fetch(buildUrl(spec.path, spec.query), {
    method: spec.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: spec.signal,
  });
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  const req = { method: spec.method, path: spec.path, body: spec.json ?? spec.form };
  if (!res.ok) {
    const err = errorResponse.safeParse(data);
    const e = err.success
      ? err.data.error
      : { code: `http_${res.status}`, message: res.statusText, fields: undefined };
    throw new ApiError(res.status, e.code, e.message, e.fields, req, text);
  }
  const parsed = spec.answer.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(res.status, 'bad_answer', `Unexpected answer from ${spec.path}`, undefined, req, text);
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
