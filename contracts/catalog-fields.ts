import { z } from 'zod';
import { idParam } from './common.js';

/*
 * What every list and editor of the Catalog and People areas shares: the list query (a search and
 * a page, answered by the server, so 50,000 categories stay fast), the answer of a delete, and
 * the text fields' limits.
 */

/** A name or title: trimmed, 1 to `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `is at most ${max} characters`);
/** Optional text: blank is none (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `is at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null);

export const PAGE_SIZE = 50;

export const listQuery = z.object({
  search: z.string().trim().max(200).default(''),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE),
});
export type ListQuery = z.input<typeof listQuery>;
/** The list query as the server reads it (defaults filled in). */
export type ListParams = z.output<typeof listQuery>;

/** A page of a list: the rows and how many match in all. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.number().int(), rows: z.array(row) });

export const recordParams = z.object({ id: idParam });

/**
 * A delete's outcome. A record nothing refers to is deleted; a category or contact in use (on a
 * pull, on a position) is deactivated instead, so what holds it keeps reading right.
 */
export const deleteResponse = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type DeleteResponse = z.infer<typeof deleteResponse>;
