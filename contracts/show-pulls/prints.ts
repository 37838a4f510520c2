import { fileAnswers } from '../call.js';
import { printRefusals } from '../common.js';
import { call } from './call.js';
import { labelsQuery, printQuery } from './inputs.js';

/** PDFs the browser opens in a tab: the pull list and the case labels. */
export const printCalls = {
  print: call({
    method: 'GET',
    path: '/show-pull/print',
    summary: 'The pull list as a PDF (the Pull List form: showPullID, isForClient, departmentID)',
    query: printQuery,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
  labels: call({
    method: 'GET',
    path: '/show-pull/labels',
    summary: 'Case labels for the pull as a PDF (Avery 5163)',
    query: labelsQuery,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
};
