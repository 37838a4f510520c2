import { call, write } from './call.js';
import {
  assignCommitmentBody,
  assignEventItemBody,
  assignmentIdBody,
  initialBody,
  initialResponse,
} from './inputs.js';
import { pullUpdate } from './update.js';

/** Bid items and gear-flow commitments assigned to the pull, and initials. */
export const assignmentCalls = {
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
};
