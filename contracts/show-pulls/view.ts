import { categoryList } from '../category-list.js';
import { call } from './call.js';
import {
  breakdownParams,
  breakdownResponse,
  categoryOptions,
  createPullBody,
  createPullResponse,
  listQuery,
  listResponse,
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
};
