import { callsOf } from './call.js';
import { categoryList } from './category-list.js';
import { errorResponse, printRefusals } from './common.js';
import { fromSheetBody, fromSheetPreview, fromSheetQuery } from './show-pull-from-sheet.js';
import {
  addSystemForm,
  assignCommitmentBody,
  assignEventItemBody,
  assignmentIdBody,
  breakdownParams,
  breakdownResponse,
  categoryOptions,
  createPullBody,
  createPullResponse,
  customItemForm,
  dependencyAssignmentAddBody,
  dependencyAssignmentQtyBody,
  ignoreWeightBody,
  initialBody,
  initialResponse,
  labelsQuery,
  listQuery,
  listResponse,
  notesBody,
  printQuery,
  pullItemIdBody,
  qtyUpdateBody,
  showPullParams,
  systemAssignmentAddBody,
  systemAssignmentQtyBody,
  toggleSatisfactionBody,
  toggleSatisfactionResponse,
} from './show-pull-inputs.js';
import { newItemResponse, pullUpdate } from './show-pull-update.js';
import { showPullView } from './show-pull-view.js';

export * from './show-pull-from-sheet.js';
export * from './show-pull-inputs.js';
export * from './show-pull-view.js';

const call = callsOf('show-pulls');
/** A write may be refused as a conflict (already assigned, fully assigned, confirm first). */
const conflict = { 409: errorResponse };
const write = { method: 'POST', refusals: conflict } as const;

/** The show pull area's calls (spec 7 "Show pull"): the screen's reads, its writes and the prints. */
export const showPullCalls = {
  // view: the screen and what it opens
  list: call({
    method: 'GET',
    path: '/show-pulls',
    summary: "An event's pulls, main first (its Main Show Pull is made when missing)",
    query: listQuery,
    answer: listResponse,
  }),
  create: call({
    method: 'POST',
    path: '/show-pulls',
    summary: 'Add a named pull to an event',
    body: createPullBody,
    answer: createPullResponse,
  }),
  categories: call({
    method: 'GET',
    path: '/show-pulls/categories',
    summary: 'Every equipment category, for the record pickers',
    answer: categoryOptions,
  }),
  categoryList: call({
    method: 'GET',
    path: '/show-pulls/category-list',
    summary: 'Every equipment category in a compact form, for the pickers that hold them all',
    answer: categoryList,
  }),
  view: call({
    method: 'GET',
    path: '/show-pulls/{id}',
    summary: 'Everything the show pull screen draws, in one answer (also the answer of "the updated pull")',
    params: showPullParams,
    answer: showPullView,
  }),
  breakdown: call({
    method: 'GET',
    path: '/show-pulls/{eventId}/{categoryId}/breakdown',
    summary: "A category's bid items on the event, grouped by description",
    params: breakdownParams,
    answer: breakdownResponse,
  }),

  // prints: PDFs the browser opens in a tab
  print: call({
    method: 'GET',
    path: '/show-pull/print',
    summary: 'The pull list as a PDF (the Pull List form: showPullID, isForClient, departmentID)',
    query: printQuery,
    answer: 'file',
    refusals: printRefusals,
  }),
  labels: call({
    method: 'GET',
    path: '/show-pull/labels',
    summary: 'Case labels for the pull as a PDF (Avery 5163)',
    query: labelsQuery,
    answer: 'file',
    refusals: printRefusals,
  }),

  // assignments: bid items, commitments, initials
  assignEventItem: call({
    ...write,
    path: '/show-pull/event-item/assign',
    summary: 'Assign a bid item to the pull',
    body: assignEventItemBody,
    answer: pullUpdate,
  }),
  unassignEventItem: call({
    ...write,
    path: '/show-pull/event-item/un-assign',
    summary: 'Un-assign a bid item',
    body: assignmentIdBody,
    answer: pullUpdate,
  }),
  assignCommitment: call({
    ...write,
    path: '/show-pull/commitment/assign',
    summary: 'Assign a gear-flow commitment',
    body: assignCommitmentBody,
    answer: pullUpdate,
  }),
  unassignCommitment: call({
    ...write,
    path: '/show-pull/commitment/un-assign',
    summary: 'Un-assign a commitment',
    body: assignmentIdBody,
    answer: pullUpdate,
  }),
  setInitial: call({
    ...write,
    path: '/show-pull/event-item/initial',
    summary: 'Set your initials on a bid item, or clear them',
    body: initialBody,
    answer: initialResponse,
  }),

  // systems
  addSystem: call({
    ...write,
    path: '/show-pull/system/add',
    summary: 'Add systems (form: quantities[], categoryIDs[])',
    body: addSystemForm,
    encoding: 'form',
    answer: pullUpdate,
  }),
  addSystemAssignment: call({
    ...write,
    path: '/show-pull/item/system-assignment/add',
    summary: "Add to one system component's assignment",
    body: systemAssignmentAddBody,
    answer: pullUpdate,
  }),
  updateSystemAssignmentQty: call({
    ...write,
    path: '/show-pull/item/system-assignment/quantity/update',
    summary: "Set a system assignment's quantity (0 deletes it)",
    body: systemAssignmentQtyBody,
    answer: pullUpdate,
  }),

  // dependencies
  addDependencyAssignment: call({
    ...write,
    path: '/show-pull/item/dependency-assignment/add',
    summary: "Add a required category's quantity for a pull item's dependency",
    body: dependencyAssignmentAddBody,
    answer: pullUpdate,
  }),
  updateDependencyAssignmentQty: call({
    ...write,
    path: '/show-pull/item/dependency-assignment/quantity/update',
    summary: "Set a dependency assignment's quantity (0 deletes it)",
    body: dependencyAssignmentQtyBody,
    answer: pullUpdate,
  }),
  deleteDependencyAssignment: call({
    ...write,
    path: '/show-pull/item/dependency-assignment/delete',
    summary: 'Delete a dependency assignment',
    body: assignmentIdBody,
    answer: pullUpdate,
  }),
  toggleSatisfaction: call({
    ...write,
    path: '/show-pull/item/dependency/toggle-satisfaction',
    summary: "Satisfy / Un-Satisfy a dependency (the client asks before satisfying an unmet 'all' one)",
    body: toggleSatisfactionBody,
    answer: toggleSatisfactionResponse,
  }),

  // lines: the pull's own lines
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
  updateIgnoreWeightQty: call({
    ...write,
    path: '/show-pull/item/ignore-weight-qty/update',
    summary: 'Units left out of the weight',
    body: ignoreWeightBody,
    answer: pullUpdate,
  }),

  // from a content sheet (issue 24.1)
  fromSheetPreview: call({
    method: 'GET',
    path: '/show-pull/from-sheet/preview',
    summary: 'What adding a content sheet N times would add to the pull (nothing is written)',
    query: fromSheetQuery,
    answer: fromSheetPreview,
  }),
  addFromSheet: call({
    ...write,
    path: '/show-pull/from-sheet',
    summary: "Add a content sheet's items N times, in one write (existing category lines are raised)",
    body: fromSheetBody,
    answer: pullUpdate,
  }),
};
