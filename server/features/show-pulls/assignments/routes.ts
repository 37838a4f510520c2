import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import { route } from '../../../platform/http/route.js';
import { runPullWrite } from '../write/run.js';
import { assignCommitment, assignEventItem, unassignCommitment, unassignEventItem } from './assign.js';
import { checkOwnInitials, initialsAnswer, setInitials } from './initials.js';

/** Bid items and commitments assigned to the pull, and initials on bid items. */
export function assignmentRoutes(app: FastifyInstance) {
  route(app, calls.assignEventItem, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, assignEventItem, body),
  );
  route(app, calls.unassignEventItem, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, unassignEventItem, body),
  );
  route(app, calls.assignCommitment, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, assignCommitment, body),
  );
  route(app, calls.unassignCommitment, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, unassignCommitment, body),
  );
  route(app, calls.setInitial, 'show-pulls.write', ({ user, body }) =>
    runPullWrite(app.db, setInitials(user), checkOwnInitials(user, body), initialsAnswer),
  );
}
