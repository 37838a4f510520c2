import { z } from 'zod';

/**
 * GET /show-pulls/category-list: every equipment category in a compact form, for the pickers that
 * hold the whole catalogue (20,000 categories). Column by column, the i-th category being
 * ids[i], numbers[i], descriptions[i] and departments[departmentOf[i]]: each department title is
 * sent once, and the browser parses four flat arrays instead of 20,000 objects.
 */
export const categoryList = z
  .object({
    departments: z.array(z.string()),
    ids: z.array(z.number().int()),
    /** The category numbers, as the pickers show them. */
    numbers: z.array(z.string()),
    descriptions: z.array(z.string()),
    departmentOf: z.array(z.number().int().min(0)),
  })
  .refine(
    (l) =>
      [l.numbers, l.descriptions, l.departmentOf].every((c) => c.length === l.ids.length) &&
      l.departmentOf.every((d) => d < l.departments.length),
    { message: 'The columns must be as long as ids, and name departments that are listed' },
  );
export type CategoryList = z.infer<typeof categoryList>;
