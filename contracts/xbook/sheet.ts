import { z } from 'zod';
import { historyCall } from '../audit.js';
import { fileAnswers } from '../call.js';
import { formBool, okResponse, printRefusals } from '../common.js';
import {
  xbookCall as call,
  formId,
  id,
  idParams,
  name,
  notesBody,
  optionalFormId,
  requiredName,
} from './fields.js';
import { PRINT_DEFAULTS, PRINT_LIMITS, XBOOK_TEXT } from './texts.js';

/** Spec 3 "Print settings": what the sheet was last printed with, and by whom. */
export const printSettings = z.object({
  id: z.number().int(),
  contact_name: z.string(),
  size: z.number().int(),
  column_qty: z.number().int(),
  left_margin: z.number().int(),
  /** A fraction (1 is 100%); shown as a percent. */
  line_height: z.number(),
  include_color_code: z.boolean(),
  printed_at: z.string(),
  /** printed_at on the company's clock (TIME_ZONE), as History and the PDF show times; '' just now. */
  printed_at_pretty: z.string(),
});
export type PrintSettings = z.infer<typeof printSettings>;

export const sheetCategory = z.object({
  id: z.number().int(),
  /** The category number. */
  name: z.string(),
  description: z.string(),
  department_id: z.number().int(),
});

/** Spec 3 "Content sheet". */
export const contentSheet = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string(),
  department_id: z.number().int(),
  category: sheetCategory.nullable(),
  folder: z.object({ id: z.number().int(), name: z.string() }),
  content_sheet_folder_id: z.number().int(),
  folder_path: z.string(),
  route: z.string(),
  print_settings: printSettings.nullable(),
});
export type ContentSheet = z.infer<typeof contentSheet>;
export const sheetResponse = z.object({ sheet: contentSheet });

/** POST /xbook/sheet (form-encoded, with the anti-forgery token). */
export const createSheetForm = z.object({
  departmentID: formId,
  folderID: z
    .union([z.literal(''), formId])
    .optional()
    .refine((v) => v !== undefined && v !== '', XBOOK_TEXT.folderRequired)
    .transform((v) => v as number),
  categoryID: optionalFormId,
  name: name.min(1, XBOOK_TEXT.nameRequired),
});

export const nameBody = z.object({ name: requiredName });
export const categoryBody = z.object({
  categoryID: id.nullable(),
  shouldUpdateName: z.boolean().default(false),
});
export const folderBody = z.object({
  folderID: id
    .nullable()
    .optional()
    .refine((v) => v !== null && v !== undefined, XBOOK_TEXT.folderRequired)
    .transform((v) => v as number),
});

const percentStep = (n: number) => n % PRINT_LIMITS.lineHeight.step === 0;
const inRange = (limits: { min: number; max: number }, fallback: number) =>
  z.coerce.number().int().min(limits.min).max(limits.max).default(fallback);
/** GET /xbook/sheets/{id}/pdf: every setting in its range, defaults from spec 9. */
export const pdfQuery = z.object({
  fontSize: inRange(PRINT_LIMITS.fontSize, PRINT_DEFAULTS.fontSize),
  leftMargin: inRange(PRINT_LIMITS.leftMargin, PRINT_DEFAULTS.leftMargin),
  /** A percent, in steps of 5. */
  lineHeight: z.coerce
    .number()
    .int()
    .min(PRINT_LIMITS.lineHeight.min)
    .max(PRINT_LIMITS.lineHeight.max)
    .refine(percentStep, 'The line height goes in steps of 5%')
    .default(PRINT_DEFAULTS.lineHeight),
  /** 0 is Auto. */
  colQty: z.coerce.number().int().min(0).max(3).default(PRINT_DEFAULTS.colQty),
  colorCode: formBool,
  /** A box before each line to tick as it is pulled (a print option; not saved with the settings). */
  checkOff: formBool,
});
export type PdfQuery = z.infer<typeof pdfQuery>;

const sheetPath = '/xbook/sheets/{id}';
/** One content sheet: read, create, edit, delete, its history and its PDF. */
export const sheetCalls = {
  sheet: call({
    method: 'GET',
    path: sheetPath,
    summary: "A content sheet (opening it puts it in the user's Recent Sheets)",
    params: idParams,
    answer: sheetResponse,
  }),
  sheetHistory: historyCall(
    'xbook',
    '/xbook/sheets/{id}/history',
    'Who changed the sheet, its items and its folder, latest first',
  ),
  createSheet: call({
    method: 'POST',
    path: '/xbook/sheet',
    summary: 'Create a content sheet in a folder (form: departmentID, folderID, categoryID, name, _token)',
    body: createSheetForm,
    encoding: 'form',
    answer: sheetResponse,
  }),
  deleteSheet: call({
    method: 'DELETE',
    path: sheetPath,
    summary: 'Delete a content sheet with its items (also as a form post with _method=DELETE)',
    params: idParams,
    answer: okResponse,
  }),
  /**
   * Spec 7: the screen deletes a sheet by a form post with _method=DELETE to its own route. The
   * server answers it with deleteSheet's method-override twin: this descriptor is the client's.
   */
  deleteSheetByForm: call({
    method: 'POST',
    path: sheetPath,
    summary: 'Delete a content sheet with its items (the form post with _method=DELETE)',
    params: idParams,
    body: z.object({ _method: z.literal('DELETE') }),
    encoding: 'form',
    answer: okResponse,
  }),
  renameSheet: call({
    method: 'PATCH',
    path: `${sheetPath}/name`,
    summary: 'Rename the sheet',
    params: idParams,
    body: nameBody,
    answer: okResponse,
  }),
  setSheetNotes: call({
    method: 'PATCH',
    path: `${sheetPath}/notes`,
    summary: "Set the sheet's notes",
    params: idParams,
    body: notesBody,
    answer: okResponse,
  }),
  setSheetCategory: call({
    method: 'PATCH',
    path: `${sheetPath}/category`,
    summary:
      "Set the sheet's category (of its department); shouldUpdateName also renames it to the category's description",
    params: idParams,
    body: categoryBody,
    answer: okResponse,
  }),
  setSheetFolder: call({
    method: 'PATCH',
    path: `${sheetPath}/folder`,
    summary: 'Move the sheet to another folder of its department',
    params: idParams,
    body: folderBody,
    answer: okResponse,
  }),
  sheetPdf: call({
    method: 'GET',
    path: `${sheetPath}/pdf`,
    summary:
      'The sheet as a PDF (fontSize 5-30, leftMargin 0-100, lineHeight 50-150 %, colQty 0 Auto or 1-3, colorCode); saved as its print settings',
    params: idParams,
    query: pdfQuery,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
};
