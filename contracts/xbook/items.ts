import { z } from 'zod';
import { fileAnswers } from '../call.js';
import { errorResponse, okResponse } from '../common.js';
import { xbookCall as call, formNumber, id, idParams, notesBody, optionalFormId } from './fields.js';
import { XBOOK_TEXT } from './texts.js';

/** Spec 3 "Content sheet item". */
export const sheetItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  notes: z.string(),
  is_section: z.boolean(),
  section_name: z.string().nullable(),
  /** The category's description, the misc item's name, or the section name. */
  name: z.string(),
  isMisc: z.boolean(),
  hasImage: z.boolean(),
  category_id: z.number().int().nullable(),
  /** The category number, for category items. */
  category_number: z.string().nullable(),
  misc_item_id: z.number().int().nullable(),
});
export type SheetItem = z.infer<typeof sheetItem>;
export const itemsResponse = z.object({ items: z.array(sheetItem) });
export const itemResponse = z.object({ item: sheetItem });

export const orderBody = z.object({ ids: z.array(id).max(5000) });
export const quantityBody = z.object({ quantity: z.number().int().min(0).max(100_000) });

export const itemType = z.enum(['category', 'section', 'misc']);
export type ItemType = z.infer<typeof itemType>;
/** POST /xbook/sheets/{id}/item (form-encoded): what it is, and its section name, category or misc item. */
export const addItemForm = z
  .object({
    type: itemType,
    sectionName: z.string().trim().max(200).optional(),
    categoryID: optionalFormId,
    miscItemID: optionalFormId,
    // An empty field is refused, not read as 0 (issue 24.7); left out, the quantity is 1.
    quantity: z
      .union([z.number(), z.string().trim().min(1, XBOOK_TEXT.quantityRequired)])
      .pipe(formNumber)
      .pipe(z.number().int().min(0).max(100_000))
      .default(1),
  })
  .superRefine((f, ctx) => {
    if (f.type === 'category' && f.categoryID === undefined)
      ctx.addIssue({ code: 'custom', path: ['categoryID'], message: XBOOK_TEXT.categoryRequired });
    if (f.type === 'section' && !f.sectionName)
      ctx.addIssue({ code: 'custom', path: ['sectionName'], message: XBOOK_TEXT.sectionNameRequired });
    if (f.type === 'misc' && f.miscItemID === undefined)
      ctx.addIssue({ code: 'custom', path: ['miscItemID'], message: XBOOK_TEXT.miscItemRequired });
  });

export const hasImageResponse = z.object({ hasImage: z.boolean() });
/** The image's address (cacheable: a new upload gets a new address), or null. */
export const imageResponse = z.object({ imageSource: z.string().nullable() });
/**
 * POST /xbook/items/{id}/image (multipart): the file part `image`. The server reads the file's
 * bytes, not its name or declared type, to decide whether it is an image.
 */
export const imageUpload = z
  .object({
    image: z
      .object({
        type: z.literal('file'),
        filename: z.string(),
        mimetype: z.string(),
      })
      .loose()
      .optional(),
  })
  // A multipart body without any part arrives as null: that is "no file" too.
  .nullish();
export const imageFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/) });

const itemPath = '/xbook/items/{id}';

/** A sheet's items, and one item: quantity, notes, delete, and its category's or misc item's image. */
export const itemCalls = {
  items: call({
    method: 'GET',
    path: '/xbook/sheets/{id}/items',
    summary: "The sheet's items in their saved order",
    params: idParams,
    answer: itemsResponse,
  }),
  reorderItems: call({
    method: 'PATCH',
    path: '/xbook/sheets/{id}/items/order',
    summary: "Save the items' order: every item id of the sheet, once, in the new order",
    params: idParams,
    body: orderBody,
    answer: okResponse,
  }),
  addItem: call({
    method: 'POST',
    path: '/xbook/sheets/{id}/item',
    summary:
      'Add an item at the end (form: type category, section or misc; categoryID, sectionName or miscItemID; quantity)',
    params: idParams,
    body: addItemForm,
    encoding: 'form',
    answer: itemResponse,
  }),
  deleteItem: call({
    method: 'DELETE',
    path: itemPath,
    summary: 'Delete an item from its sheet',
    params: idParams,
    answer: okResponse,
  }),
  setItemQuantity: call({
    method: 'PATCH',
    path: `${itemPath}/quantity`,
    summary: "Set an item's quantity",
    params: idParams,
    body: quantityBody,
    answer: okResponse,
  }),
  setItemNotes: call({
    method: 'PATCH',
    path: `${itemPath}/notes`,
    summary: "Set an item's notes",
    params: idParams,
    body: notesBody,
    answer: okResponse,
  }),
  hasImage: call({
    method: 'GET',
    path: `${itemPath}/has-image`,
    summary: "Whether the item's category or misc item has an image",
    params: idParams,
    answer: hasImageResponse,
  }),
  image: call({
    method: 'GET',
    path: `${itemPath}/image`,
    summary: "The address of the item's image, or null",
    params: idParams,
    answer: imageResponse,
  }),
  uploadImage: call({
    method: 'POST',
    path: `${itemPath}/image`,
    summary:
      "Upload (or replace) the image of the item's category or misc item (multipart: image; PNG, JPEG, GIF or WebP, at most 5 MB)",
    params: idParams,
    body: imageUpload,
    encoding: 'multipart',
    answer: imageResponse,
    refusals: { 413: errorResponse },
  }),
  deleteImage: call({
    method: 'DELETE',
    path: `${itemPath}/image`,
    summary: 'Delete the image: every item of the same category or misc item loses it',
    params: idParams,
    answer: okResponse,
  }),
  imageFile: call({
    method: 'GET',
    path: '/xbook/images/{file}',
    summary: 'An item image (cached: a new upload has a new address)',
    params: imageFileParams,
    answer: fileAnswers.image,
  }),
};
