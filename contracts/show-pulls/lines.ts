import { call, write } from './call.js';
import {
  crossRentBody,
  customItemForm,
  ignoreWeightBody,
  notesBody,
  pullItemIdBody,
  qtyUpdateBody,
} from './inputs.js';
import { newItemResponse, pullUpdate } from './update.js';

/** The pull’s own lines: custom items, notes, quantities. */
export const lineCalls = {
  createCustomItem: call({
    ...write,
    path: '/show-pull/custom-item/create',
    summary: 'Add a custom item (form: showPullID, categoryID, description, qty, notes)',
    body: customItemForm,
    encoding: 'form',
    answer: newItemResponse,
  }),
  deleteCustomItem: call({
    ...write,
    path: '/show-pull/custom-item/delete',
    summary: 'Delete a custom item (a line added by hand; a category line is set to 0 instead)',
    body: pullItemIdBody,
    answer: pullUpdate,
  }),
  updateNotes: call({
    ...write,
    path: '/show-pull/item/notes/update',
    summary: "A line's printed notes",
    body: notesBody,
    answer: pullUpdate,
  }),
  updateWriterNotes: call({
    ...write,
    path: '/show-pull/item/writer-notes/update',
    summary: "A line's writer notes (internal)",
    body: notesBody,
    answer: pullUpdate,
  }),
  updateQty: call({
    ...write,
    path: '/show-pull/item/qty/update',
    summary: "A line's pull quantity; below the minimum is refused listing each source",
    body: qtyUpdateBody,
    answer: pullUpdate,
  }),
  crossRent: call({
    ...write,
    path: '/show-pull/item/cross-rent',
    summary:
      "How many of the line's units are cross-rented (the fix a shortage offers); the part over its assignments' is by hand",
    body: crossRentBody,
    answer: pullUpdate,
  }),
  updateIgnoreWeightQty: call({
    ...write,
    path: '/show-pull/item/ignore-weight-qty/update',
    summary: 'Units left out of the weight',
    body: ignoreWeightBody,
    answer: pullUpdate,
  }),
};
