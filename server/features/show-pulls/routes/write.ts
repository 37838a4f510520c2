import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../../../contracts/common.js';
import { newItemResponse, pullUpdate } from '../../../../contracts/show-pull-update.js';
import {
  addSystemForm,
  assignCommitmentBody,
  assignEventItemBody,
  assignmentIdBody,
  customItemForm,
  dependencyAssignmentAddBody,
  dependencyAssignmentQtyBody,
  ignoreWeightBody,
  initialBody,
  initialResponse,
  notesBody,
  qtyUpdateBody,
  systemAssignmentAddBody,
  systemAssignmentQtyBody,
  toggleSatisfactionBody,
  toggleSatisfactionResponse,
} from '../../../../contracts/show-pulls.js';
import {
  assignCommitment,
  assignEventItem,
  unassignCommitment,
  unassignEventItem,
} from '../service/assign.js';
import {
  addDependencyAssignment,
  toggleSatisfaction,
  updateDependencyAssignmentQty,
} from '../service/dependencies.js';
import { setInitials } from '../service/initials.js';
import { createCustomItem, updateIgnoreWeightQty, updateNotes, updateQty } from '../service/items.js';
import { type PullWrite, runPullWrite } from '../service/pull-update.js';
import { addSystem, addSystemAssignment, updateSystemAssignmentQty } from '../service/systems.js';

const responses = (ok: z.ZodType) => ({ 200: ok, ...errorResponses, 409: errorResponses[400] });

export const showPullWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A write that answers "the updated pull": what it changed, read after the commit. */
  const pullWrite = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    write: PullWrite<z.infer<S>>,
    consumes?: string[],
  ) =>
    app.post(
      path,
      {
        config: { access: 'show-pulls.write' },
        schema: { tags: ['show-pulls'], summary, body, consumes, response: responses(pullUpdate) },
      },
      async (request) => runPullWrite(app.db, write, request.body as z.infer<S>),
    );

  pullWrite(
    '/show-pull/event-item/assign',
    'Assign a bid item to the pull',
    assignEventItemBody,
    assignEventItem,
  );
  pullWrite('/show-pull/event-item/un-assign', 'Un-assign a bid item', assignmentIdBody, (tx, b) =>
    unassignEventItem(tx, b.assignmentID),
  );
  pullWrite(
    '/show-pull/commitment/assign',
    'Assign a gear-flow commitment',
    assignCommitmentBody,
    assignCommitment,
  );
  pullWrite('/show-pull/commitment/un-assign', 'Un-assign a commitment', assignmentIdBody, (tx, b) =>
    unassignCommitment(tx, b.assignmentID),
  );
  pullWrite(
    '/show-pull/system/add',
    'Add systems (form: quantities[], categoryIDs[])',
    addSystemForm,
    addSystem,
    ['application/x-www-form-urlencoded'],
  );
  pullWrite(
    '/show-pull/item/system-assignment/add',
    "Add to one system component's assignment",
    systemAssignmentAddBody,
    addSystemAssignment,
  );
  pullWrite(
    '/show-pull/item/system-assignment/quantity/update',
    "Set a system assignment's quantity (0 deletes it)",
    systemAssignmentQtyBody,
    (tx, b) => updateSystemAssignmentQty(tx, b.assignmentID, b.qty),
  );
  pullWrite(
    '/show-pull/item/dependency-assignment/add',
    "Add a required category's quantity for a pull item's dependency",
    dependencyAssignmentAddBody,
    addDependencyAssignment,
  );
  pullWrite(
    '/show-pull/item/dependency-assignment/quantity/update',
    "Set a dependency assignment's quantity (0 deletes it)",
    dependencyAssignmentQtyBody,
    (tx, b) => updateDependencyAssignmentQty(tx, b.assignmentID, b.qty),
  );
  pullWrite(
    '/show-pull/item/dependency-assignment/delete',
    'Delete a dependency assignment',
    assignmentIdBody,
    (tx, b) => updateDependencyAssignmentQty(tx, b.assignmentID, 0),
  );

  app.post(
    '/show-pull/event-item/initial',
    {
      config: { access: 'show-pulls.write' },
      schema: {
        tags: ['show-pulls'],
        summary: 'Set your initials on a bid item, or clear them',
        body: initialBody,
        response: responses(initialResponse),
      },
    },
    async (request) => setInitials(app.db, request.user!, request.body.eventItemID, request.body.initials),
  );

  app.post(
    '/show-pull/item/dependency/toggle-satisfaction',
    {
      config: { access: 'show-pulls.write' },
      schema: {
        tags: ['show-pulls'],
        summary:
          "Satisfy / Un-Satisfy a dependency; an unmet 'all' one needs confirmed: true (else 409 confirmation_required)",
        body: toggleSatisfactionBody,
        response: responses(toggleSatisfactionResponse),
      },
    },
    async (request) => toggleSatisfaction(app.db, request.body),
  );

  app.post(
    '/show-pull/custom-item/create',
    {
      config: { access: 'show-pulls.write' },
      schema: {
        tags: ['show-pulls'],
        summary: 'Add a custom item (form: showPullID, categoryID, description, qty, notes)',
        body: customItemForm,
        consumes: ['application/x-www-form-urlencoded'],
        response: responses(newItemResponse),
      },
    },
    async (request) => {
      let lineId = 0;
      const update = await runPullWrite(
        app.db,
        async (tx, body: typeof request.body) => {
          const made = await createCustomItem(tx, body);
          lineId = made.lineId;
          return made.change;
        },
        request.body,
      );
      return { newItem: update.pullItems.find((l) => l.id === lineId)!, ...update };
    },
  );
  pullWrite('/show-pull/item/notes/update', "A line's printed notes", notesBody, (tx, b) =>
    updateNotes(tx, b.pullItemID, 'notes', b.notes),
  );
  pullWrite('/show-pull/item/writer-notes/update', "A line's writer notes (internal)", notesBody, (tx, b) =>
    updateNotes(tx, b.pullItemID, 'writerNotes', b.notes),
  );
  pullWrite(
    '/show-pull/item/qty/update',
    "A line's pull quantity; below the minimum is refused listing each source",
    qtyUpdateBody,
    updateQty,
  );
  pullWrite(
    '/show-pull/item/ignore-weight-qty/update',
    'Units left out of the weight',
    ignoreWeightBody,
    (tx, b) => updateIgnoreWeightQty(tx, b.pullItemID, b.qty),
  );
};
