import { z } from 'zod';
import { idParam } from '../common.js';

/** Issue 24.1: a content sheet dropped into a pull, N times (contracts/show-pulls.ts's two calls). */

const id = z.number().int().positive().max(2_147_483_647);
/** How many times the sheet goes in: a kit per stage, a few stages at most. */
export const FROM_SHEET_MAX_TIMES = 50;

export const fromSheetBody = z.object({
  showPullID: id,
  sheetID: id,
  times: z.number().int().min(1, 'Add the sheet at least once').max(FROM_SHEET_MAX_TIMES),
  /** The category the misc items' custom lines go under; the sheet's own category when left out. */
  miscCategoryID: id.nullable().optional(),
});

export const fromSheetQuery = z.object({
  showPullID: idParam,
  sheetID: idParam,
  times: z.coerce.number().int().min(1, 'Add the sheet at least once').max(FROM_SHEET_MAX_TIMES),
  miscCategoryID: idParam.optional(),
});

/** One line the sheet adds: a category's line raised (or made), or a misc item's custom line. */
export const fromSheetLine = z.object({
  kind: z.enum(['category', 'custom']),
  categoryID: z.number().int().nullable(),
  /** "1104 SM58" for a category, the misc item's name for a custom line. */
  label: z.string(),
  /** The sheet's quantity × N. */
  addQty: z.number().int(),
  /** The category's line on the pull now (null: the sheet makes it; always null for a custom line). */
  onPullQty: z.number().int().nullable(),
  /** The sheet item's notes: a custom line keeps them. */
  notes: z.string(),
});
export type FromSheetLine = z.infer<typeof fromSheetLine>;

export const fromSheetPreview = z.object({
  sheet: z.object({ id: z.number().int(), name: z.string(), folder_path: z.string() }),
  times: z.number().int(),
  /** The sheet's sections, in its order: the lines before the first section have none. */
  groups: z.array(z.object({ section: z.string().nullable(), lines: z.array(fromSheetLine) })),
  /** The sheet has misc items and no category for their custom lines: the writer chooses one. */
  needsMiscCategory: z.boolean(),
  /** The category the misc items' lines go under, when known. */
  miscCategory: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});
export type FromSheetPreview = z.infer<typeof fromSheetPreview>;
