import { labelSheet } from '../../server/features/show-pulls/prints/labels.js';
import { findPrintExtras } from '../../server/features/show-pulls/prints/queries.js';
import { getShowPullView } from '../../server/features/show-pulls/view/view.js';
import { benchCase } from '../case.js';
import { largestPull } from './show-pulls.js';

/**
 * The prints attack (hardening issue, point 5): label prints of the largest pull (67 pages) from
 * one session; a fresh connection's /healthz is probed all along, and on the idle server just
 * before. At 2 connections the session always has its most prints being drawn (in the PDF
 * workers); at 4, the attack as it came: two are drawn, the others are refused (429) and asked
 * again at once, as a client that will not wait would.
 */
export const printCases = [
  benchCase({
    name: 'prints: large label prints at once from one session',
    kind: 'read',
    // A 67-page print takes seconds to draw; what this case watches is /healthz beside it.
    p99Target: 10_000,
    connections: [2, 4],
    seconds: 20,
    probeFresh: true,
    prepare: async (db) => largestPull(db),
    // The floor is what the route does on the event loop: the data, gathered into the sheet's
    // description (the drawing itself is the worker's).
    floor: async (db, p) => {
      const view = await getShowPullView(db, p.pull_id);
      return labelSheet(view, await findPrintExtras(db, p.pull_id), 'http://localhost');
    },
    requests: (p) => [{ method: 'GET', path: `/show-pull/labels?showPullID=${p.pull_id}` }],
  }),
];
