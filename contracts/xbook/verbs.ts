import { z } from 'zod';
import { errorResponse, formBool, okResponse } from '../common.js';
import { xbookCall as call, id, idParams, name } from './fields.js';
import { sheetResponse } from './sheet.js';
import { XBOOK_TEXT } from './texts.js';

/** Issue 24.6: the library's missing verbs: duplicate a sheet; rename, move and delete folders. */

export const duplicateSheetBody = z.object({
  folderID: id,
  /** The copy's name; "‹name› (copy)" when left out. */
  name: name.min(1, XBOOK_TEXT.nameRequired).optional(),
});
export const folderNameBody = z.object({ name: name.min(1, XBOOK_TEXT.folderNameRequired) });
/** The new parent in the same department, or null for the top of the tree. */
export const folderParentBody = z.object({ parentFolderID: id.nullable() });
export const deleteFolderQuery = z.object({ confirmed: formBool });
/**
 * "Confirm first" (409 confirmation_required): the folder holds sheets; `attention` says how many,
 * and the client sends again with confirmed.
 */
export const confirmFolderDeleteRefusal = errorResponse.extend({
  attention: z.string(),
  sheetCount: z.number().int(),
});

const folderPath = '/xbook/folders/{id}';
export const verbCalls = {
  duplicateSheet: call({
    method: 'POST',
    path: '/xbook/sheets/{id}/duplicate',
    summary: 'Copy a sheet with its items into a folder of its department',
    params: idParams,
    body: duplicateSheetBody,
    answer: sheetResponse,
  }),
  renameFolder: call({
    method: 'PATCH',
    path: `${folderPath}/name`,
    summary: 'Rename a folder',
    params: idParams,
    body: folderNameBody,
    answer: okResponse,
  }),
  moveFolder: call({
    method: 'PATCH',
    path: `${folderPath}/parent`,
    summary: 'Move a folder under another of its department, or to the top (never under itself)',
    params: idParams,
    body: folderParentBody,
    answer: okResponse,
  }),
  deleteFolder: call({
    method: 'DELETE',
    path: folderPath,
    summary: 'Delete a folder, its folders and their sheets (409 confirmation_required when it holds sheets)',
    params: idParams,
    query: deleteFolderQuery,
    answer: okResponse,
    refusals: { 409: confirmFolderDeleteRefusal },
  }),
};
