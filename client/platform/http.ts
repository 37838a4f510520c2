import type { z } from 'zod';
import { type AnyCall, type CallAnswer, type CallInput, fillPath, isFileAnswer } from '../../contracts/call';
import { errorResponse } from '../../contracts/common';
import { type AnswerCheck, checkAnswer } from './answer-check';
import { csrfToken } from './boot';
import { noteAnswered, noteUnreachable } from './connection';

/**
 * The one HTTP layer (spec 1): every request is marked X-Requested-With: XMLHttpRequest and carries
 * the page's anti-forgery token (header, and the _token field of form and multipart posts).
 * Answers are parsed with the call's contract.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

interface RequestSpec<T> {
  method: Method;
  path: string;
  /** Query string values; undefined values are left out, a list repeats its key. */
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** Form-encoded body; arrays are sent as `name[]`. */
  form?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  multipart?: FormData;
  answer: z.ZodType<T>;
  check?: AnswerCheck;
  signal?: AbortSignal;
  /** The device's id for this write: a resend is answered, not applied twice (write-queue.ts). */
  writeKey?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> | undefined,
    readonly request: { method: Method; path: string; body?: unknown },
    readonly responseText: string,
    /** The parsed refusal: `{ error }`, and whatever more the call's contract gives that status. */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The request got no answer at all (fetch threw: the connection dropped, a proxy restarted): not a
 * refusal and not a fault of the app. The banner says offline (connection.ts) and a kept write is
 * sent again when the connection returns.
 */
export class NetworkError extends Error {
  constructor(
    readonly request: { method: Method; path: string },
    cause: unknown,
  ) {
    super(`No answer from ${request.path}: the connection is lost`, { cause });
    this.name = 'NetworkError';
  }
}

export const isNetworkFailure = (error: unknown): error is NetworkError => error instanceof NetworkError;

function buildUrl(path: string, query?: RequestSpec<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.set(k, String(v));
  }
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

async function request<T>(spec: RequestSpec<T>): Promise<T> {
  const token = csrfToken();
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (token) headers['X-CSRF-Token'] = token;
  if (spec.writeKey) headers['Idempotency-Key'] = spec.writeKey;
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
  const req = { method: spec.method, path: spec.path, body: spec.json ?? spec.form };
  let res: Response;
  let text: string;
  try {
    res = await fetch(buildUrl(spec.path, spec.query), {
      method: spec.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: spec.signal,
    });
    // The body too: a connection can drop halfway through it.
    text = await res.text();
  } catch (e) {
    // The caller gave up (a screen left, a read replaced): no word on the connection.
    if (spec.signal?.aborted) throw e;
    noteUnreachable();
    throw new NetworkError(req, e);
  }
  noteAnswered();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const err = errorResponse.safeParse(data);
    const e = err.success
      ? err.data.error
      : { code: `http_${res.status}`, message: res.statusText, fields: undefined };
    throw new ApiError(res.status, e.code, e.message, e.fields, req, text, data);
  }
  const checked = checkAnswer(spec.answer, data, spec.check);
  if (!checked.ok) {
    throw new ApiError(res.status, 'bad_answer', `Unexpected answer from ${spec.path}`, undefined, req, text);
  }
  return checked.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Options = { signal?: AbortSignal; check?: AnswerCheck; writeKey?: string };
/** The input may be left out when the call takes nothing that is required. */
type InputArgs<C extends AnyCall> =
  {} extends CallInput<C>
    ? [input?: CallInput<C>, options?: Options]
    : [input: CallInput<C>, options?: Options];

/**
 * Calls one call of `contracts/`: its path filled from `params`, `query` in the address, `body`
 * sent as the call says (JSON, form or multipart), the answer parsed with its schema and typed.
 */
export function call<C extends AnyCall>(
  descriptor: C,
  ...[input, options]: InputArgs<C>
): Promise<CallAnswer<C>> {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestSpec<unknown>['query'];
    body?: unknown;
  };
  if (isFileAnswer(descriptor.answer))
    throw new Error(`${descriptor.path} is opened by the browser: use callUrl`);
  const spec: RequestSpec<CallAnswer<C>> = {
    method: descriptor.method,
    path: fillPath(descriptor.path, given.params),
    query: given.query,
    answer: descriptor.answer as z.ZodType<CallAnswer<C>>,
    check: options?.check,
    signal: options?.signal,
    writeKey: options?.writeKey,
  };
  if (given.body !== undefined) {
    if (descriptor.encoding === 'form') spec.form = given.body as RequestSpec<unknown>['form'];
    else if (descriptor.encoding === 'multipart') {
      const parts = new FormData();
      for (const [k, v] of Object.entries(given.body as Record<string, string | Blob>)) parts.set(k, v);
      spec.multipart = parts;
    } else spec.json = given.body;
  }
  return request(spec);
}

/** The address of a call the browser opens itself (a PDF, a link): path and query filled in. */
export function callUrl<C extends AnyCall>(
  descriptor: C,
  input: Pick<CallInput<C>, 'params' | 'query'> = {} as Pick<CallInput<C>, 'params' | 'query'>,
): string {
  const given = input as { params?: Record<string, unknown>; query?: RequestSpec<unknown>['query'] };
  return buildUrl(fillPath(descriptor.path, given.params), given.query);
}
