import { z } from 'zod';

/** The one shape of every error answer. `fields` names the bad inputs of a 400. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A positive whole-number id in a path, coerced from its string form. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Form posts send numbers as strings: accept both. */
export const formInt = z.coerce.number().int();

/** A form checkbox or flag: 'true', 'on', '1' (or JSON true) mean yes; absent means no. */
export const formBool = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();

const ISO_DATE_PATTERN = (z.toJSONSchema(isoDate) as { pattern: string }).pattern;

/**
 * A date of a range with rules, as /openapi.json says them: `years` (a pattern of the four digits,
 * '20\\d\\d' for 2000–2099) joins the date's pattern, and the description says what JSON Schema
 * cannot (one field against another: the end on or after the start, at most so many days). The
 * checks themselves stay where the rule is: a refinement of the contract, or a service's refusal.
 */
export const rangeDate = (description: string, years?: string) =>
  isoDate.meta({
    description,
    ...(years ? { pattern: `^(?=(?:${years})-)${ISO_DATE_PATTERN.slice(1)}` } : {}),
  });

export const okResponse = z.object({ ok: z.literal(true) });

/** Error answers a route may give, for OpenAPI. */
export const errorResponses = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
} as const;

/**
 * A print's refusals beyond those: another of the session's prints still being made, or too many
 * a minute (429); the server's print queue full (503).
 */
export const printRefusals = { 429: errorResponse, 503: errorResponse } as const;
