import type { z } from 'zod';

/**
 * One call of the API, written once: its method, its path with typed params, its query, its body
 * (and how the body travels), its answer and the refusals it may give. The server registers the
 * route from it (`server/platform/http/route.ts`), the client calls it (`client/platform/http.ts`),
 * and both take their types from it: a body field renamed on one side only is a type error.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the browser opens itself instead of a JSON answer (a PDF, an image, a page, a live stream),
 * by its media type, so /openapi.json says what comes back. `redirect`: a form post may also answer
 * 303 to the page that shows its outcome (Location).
 */
export interface FileAnswer {
  readonly file: string;
  readonly description: string;
  readonly redirect?: string;
  /**
   * Opened from outside the app (a mailed link, a calendar program), which may add parameters of
   * its own (utm_source, a cache buster): unknown query parameters are ignored, not refused.
   */
  readonly foreignQuery?: true;
}

/** The answers the browser opens itself, one per kind. */
export const fileAnswers = {
  pdf: { file: 'application/pdf', description: 'The PDF' },
  image: { file: 'image/*', description: 'The image, in the type it was uploaded as (PNG, JPEG, WebP, GIF)' },
  csv: { file: 'text/csv', description: 'The CSV file' },
  xlsx: {
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: 'The XLSX workbook',
  },
  calendar: { file: 'text/calendar', description: 'The calendar (iCalendar)', foreignQuery: true },
  page: { file: 'text/html', description: 'The page (HTML)', foreignQuery: true },
  eventStream: {
    file: 'text/event-stream',
    description: 'The live stream: server-sent events, until the client closes it',
  },
} as const satisfies Record<string, FileAnswer>;

export const isFileAnswer = (answer: Answer): answer is FileAnswer =>
  typeof answer === 'object' && answer !== null && 'file' in answer && typeof answer.file === 'string';

/** A JSON answer's schema, or what the browser opens itself (PDF, image, calendar, page, stream). */
export type Answer = z.ZodType | FileAnswer;

/** How the body travels: JSON, a form post (as spec 7 names some calls), or multipart (a file). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** The names in a path's braces: '/xbook/sheets/{id}/pdf' → 'id'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? undefined
  : z.ZodType<Record<PathParamNames<Path>, unknown>, Record<PathParamNames<Path>, unknown>>;

export interface Call<
  M extends Method = Method,
  Path extends string = string,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Answer = Answer,
  E extends BodyEncoding = BodyEncoding,
> {
  readonly method: M;
  /** OpenAPI style, as spec 7 writes them: '/show-pulls/{id}'. */
  readonly path: Path;
  /** One line for /openapi.json. */
  readonly summary: string;
  /** The OpenAPI tag: the area of the spec the call belongs to. */
  readonly area: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly encoding: E;
  /** The answer's schema, or a file answer: a PDF, an image, a page or a stream the browser opens itself. */
  readonly answer: A;
  /** Refusals with a shape of their own beyond `{ error }` (status → schema), e.g. a 400 with datesAreInvalid. */
  readonly refusals: Readonly<Partial<Record<number, z.ZodType>>>;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest call, for functions that take any of them
export type AnyCall = Call<Method, string, any, any, any, any>;

interface CallSpec<M extends Method, Path extends string, P, Q, B, A, E extends BodyEncoding> {
  method: M;
  path: Path;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  encoding?: E;
  answer: A;
  refusals?: Partial<Record<number, z.ZodType>>;
}

/**
 * The calls of one area: `const call = callsOf('days-unavailable')`, then `call({ method, path,
 * ... })`. A path param without a schema, or a params schema on a path without params, is a type
 * error.
 */
export const callsOf =
  (area: string) =>
  <
    const M extends Method,
    const Path extends string,
    P extends ParamsFor<Path> = ParamsFor<Path>,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    A extends Answer = z.ZodType,
    const E extends BodyEncoding = 'json',
  >(
    spec: CallSpec<M, Path, P, Q, B, A, E>,
  ): Call<M, Path, P, Q, B, A, E> => ({
    ...spec,
    area,
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    encoding: spec.encoding ?? ('json' as E),
    refusals: spec.refusals ?? {},
  });

type Part<K extends string, S> = S extends z.ZodType
  ? // biome-ignore lint/complexity/noBannedTypes: {} extends X asks whether every field of X is optional
    {} extends z.input<S>
    ? { [k in K]?: z.input<S> }
    : { [k in K]: z.input<S> }
  : { [k in K]?: never };

type Parsed<K extends string, S> = S extends z.ZodType ? { [k in K]: z.output<S> } : { [k in K]: undefined };

/** A multipart body is sent as its parts: text fields and files. */
type ClientBody<C extends AnyCall> = C['encoding'] extends 'multipart'
  ? { body: Record<string, string | Blob> }
  : Part<'body', C['body']>;

/** What the client passes: `{ params, query, body }`, each as the contract's input type. */
export type CallInput<C extends AnyCall> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  ClientBody<C>;

/** What the server's handler receives: each part as the contract parsed it. */
export type ParsedInput<C extends AnyCall> = Parsed<'params', C['params']> &
  Parsed<'query', C['query']> &
  Parsed<'body', C['body']>;

/** The parsed answer of a call. */
export type CallAnswer<C extends AnyCall> = C['answer'] extends z.ZodType ? z.output<C['answer']> : never;
/** What a handler may return: the answer before the contract serialises it. */
export type AnswerInput<C extends AnyCall> = C['answer'] extends z.ZodType ? z.input<C['answer']> : never;

/** The body a service takes: the contract's parsed body. */
export type BodyOf<C extends AnyCall> = C['body'] extends z.ZodType ? z.output<C['body']> : never;
/** The query a service takes. */
export type QueryOf<C extends AnyCall> = C['query'] extends z.ZodType ? z.output<C['query']> : never;

/** '/show-pulls/{id}' with { id: 7 } → '/show-pulls/7'. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** '/show-pulls/{id}' → '/show-pulls/:id', the router's form. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
