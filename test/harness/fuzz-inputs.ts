import fc from 'fast-check';
import type { JsonSchema, Operation } from './catalog.js';

/** A value that fits the schema (the starting point that each mutation breaks in one way). */
export function arbFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbFor(s, depth + 1)));
  if (schema.allOf?.length) return arbFor(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'email') return fc.constant('someone@example.test');
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 12, 12)),
      });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -5), max: Math.min(schema.maximum ?? 50, 50) });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? 0, -5),
        max: Math.min(schema.maximum ?? 50, 50),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbFor(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbFor(s, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.constant(null);
  }
}

/** One request, described before it is sent. */
export interface FuzzCase {
  kind: string;
  pathValues: Record<string, string | number>;
  query: Record<string, unknown>;
  /** A value to send as the body, or raw text with its own content type. */
  body?: unknown;
  raw?: { contentType: string; payload: string | Buffer };
}

const WRONG_TYPES: unknown[] = ['text', -7, 3.5, true, null, [], {}, '', '1e400'];
const BAD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', 'null', ' '];
const BAD_NUMBERS = [-1, 0.5, -0.5, 1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, '12abc', 'NaN'];
const HUGE = 'x'.repeat(200_000);

const keysOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);

function stringKeys(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, s]) => JSON.stringify(s.type ?? s.anyOf ?? '').includes('string'))
    .map(([k]) => k);
}

/** Text no field may hold (issue 17.8): a NUL byte, and lone halves of a surrogate pair. */
export const BAD_TEXT = {
  'NUL byte': 'a\u0000b',
  'lone surrogate': 'a\ud800b',
  'lone low surrogate': '\udc00x',
};
/** Case kinds made of BAD_TEXT: each must be refused with 400. */
export const isBadTextCase = (kind: string) => Object.keys(BAD_TEXT).some((k) => kind.startsWith(k));

function numericKeys(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, s]) => /integer|number/.test(JSON.stringify(s.type ?? s.anyOf ?? '')))
    .map(([k]) => k);
}

/** Cases for one route: a fitting input, then one break of each kind that applies. */
export function fuzzCases(
  op: Operation,
  runs: number,
  seed: number,
  known: Record<string, number> = {},
): FuzzCase[] {
  const bodySchema = op.body?.schema;
  const queryArb = fc.record(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, arbFor(s)])), {
    requiredKeys: op.requiredQuery,
  });
  const base = fc.record({
    query: queryArb,
    body: bodySchema ? arbFor(bodySchema) : fc.constant(undefined),
  });
  const params = Object.keys(op.pathParams);
  const cases: FuzzCase[] = [];
  const bases = fc.sample(base, { numRuns: runs, seed });
  bases.forEach((b, i) => {
    const pick = <T>(xs: readonly T[]) => xs[(seed + i * 7) % xs.length]!;
    // Ids of records that exist (the demo data), so fitting inputs reach the services' rules.
    const pathValues = Object.fromEntries(params.map((p) => [p, known[p] ?? 1]));
    const body = b.body as Record<string, unknown> | undefined;
    const bodyKeys = keysOf(body);
    const add = (kind: string, c: Partial<FuzzCase>) =>
      cases.push({ kind, pathValues, query: b.query, body, ...c });
    add('fitting input', {});
    for (const p of params) add(`bad path ${p}`, { pathValues: { ...pathValues, [p]: pick(BAD_IDS) } });
    if (params.length)
      add('unknown ids', { pathValues: Object.fromEntries(params.map((p) => [p, 2_147_483_000])) });
    for (const k of Object.keys(op.query)) {
      add(`query ${k} wrong type`, {
        query: { ...b.query, [k]: pick(['[object]', '-1', 'x'.repeat(5000), '1.5']) },
      });
    }
    // In an address a lone surrogate is sent as U+FFFD (it cannot travel as it is); a NUL can (%00).
    for (const k of stringKeys({ properties: op.query } as JsonSchema))
      add(`NUL byte in query ${k}`, { query: { ...b.query, [k]: BAD_TEXT['NUL byte'] } });
    if ('startDate' in op.query && 'endDate' in op.query)
      add('dates out of order', { query: { ...b.query, startDate: '2027-02-01', endDate: '2027-01-01' } });
    if (!op.body) return;
    const first = pick(bodyKeys.length ? bodyKeys : ['value']);
    add('wrong type', { body: { ...body, [first]: pick(WRONG_TYPES) } });
    for (const k of bodySchema?.required ?? []) {
      const { [k]: _dropped, ...rest } = body ?? {};
      add(`missing ${k}`, { body: rest });
    }
    add('extra field', { body: { ...body, unexpectedField: { nested: HUGE.slice(0, 100) } } });
    add('huge string', { body: { ...body, [first]: HUGE } });
    // Every text field: JSON carries a lone surrogate as it is (a form would re-encode it).
    const json = (op.body.contentType ?? 'application/json') === 'application/json';
    for (const k of stringKeys(bodySchema))
      for (const [what, text] of Object.entries(BAD_TEXT))
        if (json || what === 'NUL byte') add(`${what} in ${k}`, { body: { ...body, [k]: text } });
    for (const k of numericKeys(bodySchema))
      add(`bad number ${k}`, { body: { ...body, [k]: pick(BAD_NUMBERS) } });
    if ('startDate' in (bodySchema?.properties ?? {}) && 'endDate' in (bodySchema?.properties ?? {}))
      add('dates out of order', { body: { ...body, startDate: '2027-02-01', endDate: '2027-01-01' } });
    add('not an object', { body: pick([[1, 2], 'text', 42, null]) });
    add('malformed JSON', { raw: { contentType: 'application/json', payload: '{"a": [1, ' } });
    add('wrong content type', { raw: { contentType: 'text/plain', payload: 'hello' } });
    add('oversized body', {
      raw: { contentType: 'application/json', payload: `{"a":"${'y'.repeat(1_200_000)}"}` },
    });
  });
  return cases;
}
