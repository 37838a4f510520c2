import { z } from 'zod';

/**
 * GET /show-pulls/category-list: every equipment category in a compact form, for the pickers that
 * hold the whole catalogue (20,000 categories: a third of the bytes of objects with named fields,
 * and far less for the browser to parse). Each category is [id, category number, description,
 * index of its department in `departments`].
 */
export const categoryList = z.object({
  departments: z.array(z.string()),
  categories: z.array(z.tuple([z.number().int(), z.string(), z.string(), z.number().int().min(0)])),
});
export type CategoryList = z.infer<typeof categoryList>;
