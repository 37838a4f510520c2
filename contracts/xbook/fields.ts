import { z } from 'zod';
import { callsOf } from '../call.js';
import { idParam } from '../common.js';
import { XBOOK_TEXT } from './texts.js';

/** The library's calls all carry the OpenAPI tag 'xbook'. */
export const xbookCall = callsOf('xbook');

export const id = z.number().int().positive().max(2_147_483_647);
/** A form field arrives as a string; the client's input type says number (common.ts's formInt, typed). */
export const formNumber = z.coerce.number<number | string>().int();
export const formId = formNumber.pipe(id);
export const name = z.string().trim().max(200);
export const notes = z.string().max(4000);
export const notesBody = z.object({ notes });
export const requiredName = name.min(1, XBOOK_TEXT.nameRequired);
/** A form field left empty (a select on "No Selection") means none. */
export const optionalFormId = z
  .union([z.literal(''), formId])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
/** The 'For' checkboxes: checked unless the call says otherwise. */
export const checkedByDefault = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .optional()
  .transform((v) => v === undefined || v === true || v === 'true' || v === 'on' || v === '1');

/** A record's id in the path (department, folder, sheet, item). */
export const idParams = z.object({ id: idParam });

/** What a search entry or a folder links to. */
export const record = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().nullable(),
  route: z.string(),
});

/** A sheet as lists show it (the tree, All Content Sheets, Recent Sheets, search). */
export const sheetSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  department_id: z.number().int(),
  /** The department's title: lists mixing departments tell their sheets apart by it. */
  department: z.string(),
  content_sheet_folder_id: z.number().int(),
  /** "Standard Packages / Breakouts": the folders above the sheet. */
  folder_path: z.string(),
  route: z.string(),
});
export type SheetSummary = z.infer<typeof sheetSummary>;
