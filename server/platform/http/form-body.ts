/**
 * Form bodies as the spec's calls send them: `departments[]=1&departments[]=2` becomes
 * `{ departments: ['1', '2'] }`; a repeated plain key becomes an array too.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isList ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}
