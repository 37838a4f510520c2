import { call, write } from './call.js';
import { addSystemForm, systemAssignmentAddBody, systemAssignmentQtyBody } from './inputs.js';
import { pullUpdate } from './update.js';

/** Systems added to the pull and their components’ assignments. */
export const systemCalls = {
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
};
