import { call, write } from './call.js';
import { fromSheetBody, fromSheetPreview, fromSheetQuery } from './from-sheet-answer.js';
import { pullUpdate } from './update.js';

/** A content sheet added to the pull (issue 24.1). */
export const fromSheetCalls = {
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
