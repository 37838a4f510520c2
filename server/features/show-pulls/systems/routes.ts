import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { runPullWrite } from '../write/run.js';
import { addSystem, addSystemAssignment, updateSystemAssignmentQty } from './systems.js';

/** Systems added to the pull, and the component quantities they assigned. */
export function systemRoutes(app: FastifyInstance) {
  route(app, calls.addSystem, 'show-pulls.write', ({ body }) => runPullWrite(app.db, addSystem, body));
  route(app, calls.addSystemAssignment, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, addSystemAssignment, body),
  );
  route(app, calls.updateSystemAssignmentQty, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, updateSystemAssignmentQty, body),
  );
}
