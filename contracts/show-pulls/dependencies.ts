import { call, write } from './call.js';
import {
  assignmentIdBody,
  dependencyAssignmentAddBody,
  dependencyAssignmentQtyBody,
  toggleSatisfactionBody,
  toggleSatisfactionResponse,
} from './inputs.js';
import { pullUpdate } from './update.js';

/** A line’s dependencies: their assignments and satisfaction. */
export const dependencyCalls = {
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
};
