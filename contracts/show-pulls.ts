import { assignmentCalls } from './show-pulls/assignments.js';
import { dependencyCalls } from './show-pulls/dependencies.js';
import { fromSheetCalls } from './show-pulls/from-sheet.js';
import { lineCalls } from './show-pulls/lines.js';
import { printCalls } from './show-pulls/prints.js';
import { systemCalls } from './show-pulls/systems.js';
import { viewCalls } from './show-pulls/view.js';

/**
 * The show pull area (spec 7 "Show pull"), by sub-area as its server and client are: the view, the
 * prints, assignments, systems, dependencies, the pull's own lines, and adding a content sheet.
 */
export * from './show-pulls/from-sheet-answer.js';
export * from './show-pulls/inputs.js';
export * from './show-pulls/view-answer.js';

/** Every call of the area: one descriptor each (contracts/call.ts). */
export const showPullCalls = {
  ...viewCalls,
  ...printCalls,
  ...assignmentCalls,
  ...systemCalls,
  ...dependencyCalls,
  ...lineCalls,
  ...fromSheetCalls,
};
