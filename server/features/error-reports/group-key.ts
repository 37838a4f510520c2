/**
 * One failing action is one group: a report's message with what changes from one occurrence to
 * the next (ids, dates, numbers) replaced. A failed request's leading HTTP status is kept, since a
 * 404 and a 500 of the same call are different failures.
 */
const RULES: [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '{id}'],
  [/\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g, '{date}'],
  [/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, '{date}'],
  // Hashes, tokens and object ids: long hex runs with a digit in them.
  [/\b(?=[0-9a-f]*\d)[0-9a-f]{12,}\b/gi, '{id}'],
  [/\b\d+(?:\.\d+)?\b/g, '{n}'],
  [/\s+/g, ' '],
];

const KEY_MAX = 1000;

export function groupKeyOf(message: string): string {
  const status = /^[1-5]\d\d /.exec(message)?.[0] ?? '';
  let rest = message.slice(status.length);
  for (const [pattern, replacement] of RULES) rest = rest.replace(pattern, replacement);
  return (status + rest.trim()).slice(0, KEY_MAX);
}
