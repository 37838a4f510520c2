import { z } from 'zod';

/**
 * How `call` checks an answer against its contract. `full` parses all of it (the default).
 * `sample` is for the large answers of our own server (the show pull: 1.7 MB, about 110 ms of
 * parsing on a fast machine): every field of the envelope and of nested objects is checked, and of
 * each list its first and last rows, fully; the answer is handed on as it came. The server's own
 * tests hold every answer to the whole contract; in development (and the client's tests) the whole
 * answer is parsed too, so a drift shows where it is made. Only for answers without transforms:
 * the answer is not rebuilt.
 */
export type AnswerCheck = 'full' | 'sample';

const FULL_IN_DEVELOPMENT = import.meta.env?.DEV ?? false;

export function sampleFits(schema: z.ZodType, data: unknown): boolean {
  if (schema instanceof z.ZodObject) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
    const record = data as Record<string, unknown>;
    return Object.entries(schema.shape as Record<string, z.ZodType>).every(([key, field]) =>
      sampleFits(field, record[key]),
    );
  }
  if (schema instanceof z.ZodArray) {
    if (!Array.isArray(data)) return false;
    const element = schema.element as z.ZodType;
    return !data.length || (element.safeParse(data[0]).success && element.safeParse(data.at(-1)).success);
  }
  return schema.safeParse(data).success;
}

/** The answer as the screen gets it, or `undefined` when it does not fit the contract. */
export function checkAnswer<T>(
  schema: z.ZodType<T>,
  data: unknown,
  check: AnswerCheck = 'full',
): { ok: true; data: T } | { ok: false } {
  if (check === 'full' || FULL_IN_DEVELOPMENT) {
    const parsed = schema.safeParse(data);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false };
  }
  return sampleFits(schema, data) ? { ok: true, data: data as T } : { ok: false };
}
