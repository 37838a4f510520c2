import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { runPullWrite } from '../write/run.js';
import { addFromSheet, previewFromSheet } from './from-sheet.js';

/** A content sheet into a pull (issue 24.1): what it would add, then all of it in one write. */
export function fromSheetRoutes(app: FastifyInstance) {
  route(app, calls.fromSheetPreview, 'show-pulls.read', ({ query }) => previewFromSheet(app.db, query));
  route(app, calls.addFromSheet, 'show-pulls.write', ({ body }) => runPullWrite(app.db, addFromSheet, body));
}
