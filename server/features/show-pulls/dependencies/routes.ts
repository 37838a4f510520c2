import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { runPullWrite } from '../write/run.js';
import {
  addDependencyAssignment,
  deleteDependencyAssignment,
  updateDependencyAssignmentQty,
} from './assignments.js';
import { toggleAnswer, toggleSatisfaction } from './satisfaction.js';

/** A line's dependencies: satisfied or not, and the quantities added for them. */
export function dependencyRoutes(app: FastifyInstance) {
  route(app, calls.toggleSatisfaction, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, toggleSatisfaction, body, toggleAnswer),
  );
  route(app, calls.addDependencyAssignment, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, addDependencyAssignment, body),
  );
  route(app, calls.updateDependencyAssignmentQty, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, updateDependencyAssignmentQty, body),
  );
  route(app, calls.deleteDependencyAssignment, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, deleteDependencyAssignment, body),
  );
}
