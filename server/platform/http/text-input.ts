import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Text PostgreSQL cannot store, refused for every field of every call at once (issue 17.8): a NUL
 * byte, and half of a surrogate pair alone (not UTF-8). Refused as bad input (400) before the
 * route's schema runs, so no service and no query ever sees it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE = { test: (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s) };

/** The dotted path of the first unstorable string in a parsed input, if any. */
export function unstorableText(value: unknown, at = '', depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at || 'value' : undefined;
  if (!value || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableText(value[i], at ? `${at}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  // A multipart part: its text is in `value`; its file (a stream or buffer) is not text.
  if ('file' in value && 'fieldname' in value) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const here = at ? `${at}.${key}` : key;
    if (UNSTORABLE.test(key)) return here;
    const found = unstorableText(inner, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const where = unstorableText(request[part]);
      if (where)
        throw new AppError('invalid_input', `Please check: ${where}`, {
          [where]: 'contains a character that cannot be stored (a NUL byte or a broken character)',
        });
    }
  });
}
