import { categoryList } from '../category-list.js';
import { errorResponse, okResponse } from '../common.js';
import { call } from './call.js';
import {
  breakdownParams,
  breakdownResponse,
  categoryOptions,
  createPullBody,
  createPullResponse,
  listQuery,
  listResponse,
  renamePullBody,
  showPullParams,
} from './inputs.js';
import { showPullView } from './view-answer.js';

/** The screen's reads and what it opens: an event's pulls, the pull, the category pickers, a breakdown. */
export const viewCalls = {
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
    summary: 'Add a named pull to an event; 423 when the bid is locked',
    body: createPullBody,
    answer: createPullResponse,
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
  rename: call({
    method: 'PUT',
    path: '/show-pulls/{id}/name',
    summary: 'Rename a further pull (the main one keeps its name); 423 when the bid is locked',
    params: showPullParams,
    body: renamePullBody,
    answer: createPullResponse,
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
  remove: call({
    method: 'DELETE',
    path: '/show-pulls/{id}',
    summary: 'Remove an empty further pull; 409 for the main one or one that holds lines, naming them',
    params: showPullParams,
    answer: okResponse,
    refusals: { 409: errorResponse, 423: errorResponse },
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
};
