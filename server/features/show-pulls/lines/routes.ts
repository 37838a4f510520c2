import type { FastifyInstance } from 'fastify';
import { showPullCalls as calls } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { route } from '../../../platform/http/route.js';
import type { DependencyDefs } from '../dependencies/states.js';
import { readPullUpdate } from '../write/answer.js';
import { runPullWrite } from '../write/run.js';
import {
  createCustomItem,
  crossRent,
  deleteCustomItem,
  updateIgnoreWeightQty,
  updateNotes,
  updateQty,
} from './lines.js';

/** The spec's newItem beside the update that made it. */
async function newItemAnswer(
  tx: Db,
  made: Awaited<ReturnType<typeof createCustomItem>>,
  defs: DependencyDefs,
) {
  const update = await readPullUpdate(tx, made, defs);
  return { newItem: update.pullItems.find((l) => l.id === made.lineId)!, ...update };
}

/** The pull's lines: quantities, notes, ignore-weight quantities and custom items. */
export function lineRoutes(app: FastifyInstance) {
  route(app, calls.updateQty, 'show-pulls.write', ({ body }) => runPullWrite(app.db, updateQty, body));
  route(app, calls.updateNotes, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, updateNotes('notes'), body),
  );
  route(app, calls.updateWriterNotes, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, updateNotes('writerNotes'), body),
  );
  route(app, calls.crossRent, 'show-pulls.write', ({ body }) => runPullWrite(app.db, crossRent, body));
  route(app, calls.updateIgnoreWeightQty, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, updateIgnoreWeightQty, body),
  );
  route(app, calls.createCustomItem, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, createCustomItem, body, newItemAnswer),
  );
  route(app, calls.deleteCustomItem, 'show-pulls.write', ({ body }) =>
    runPullWrite(app.db, deleteCustomItem, body),
  );
}
