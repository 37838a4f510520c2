import type { HeldOnPull } from '../../../contracts/events/bid-items.js';
import type { CommitmentValues } from '../../../contracts/events/commitments.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import {
  deleteCommitment,
  findEventCommitments,
  findOverCommitted,
  insertCommitments,
  updateCommitments,
} from './commitments-queries.js';
import { checkCategories, describeHeld, heldOnPulls, openEventForEdit, tellPulls } from './edits.js';

/*
 * The rules of an event's gear-flow commitments (one per category), one door for the hand edits
 * and the import. Each function runs in the caller's transaction.
 */

export interface CommitmentWrite {
  id?: number;
  values: CommitmentValues;
}

/** Adds and edits commitments of one event (refused whole if any is wrong), then tells its pulls. */
export async function saveCommitments(
  tx: Db,
  eventId: number,
  writes: readonly CommitmentWrite[],
): Promise<{ ids: number[]; overAssigned: Map<number, HeldOnPull[]> }> {
  await openEventForEdit(tx, eventId);
  const stored = await findEventCommitments(tx, eventId);
  for (const w of writes) {
    if (w.values.crossRentalQty > w.values.quantity)
      throw new AppError('invalid_input', 'The cross-rental quantity is part of the quantity.', {
        crossRentalQty: 'is at most the quantity',
      });
    if (w.id !== undefined && !stored.some((s) => s.id === w.id))
      throw notFound(`Commitment ${w.id} of event ${eventId}`);
    const other = stored.find((s) => s.category_id === w.values.categoryId && s.id !== w.id);
    if (other)
      throw new AppError(
        'conflict',
        `Bid ${eventId} already has a commitment for category ${other.category_number}: edit that one.`,
        { categoryId: 'has a commitment' },
      );
  }
  await checkCategories(
    tx,
    writes.map((w) => w.values.categoryId),
  );
  const edits = writes.filter((w): w is CommitmentWrite & { id: number } => w.id !== undefined);
  const newIds = await insertCommitments(
    tx,
    eventId,
    writes.filter((w) => w.id === undefined).map((w) => w.values),
  );
  await updateCommitments(tx, edits);
  let n = 0;
  const ids = writes.map((w) => w.id ?? newIds[n++]!);
  const over = await findOverCommitted(
    tx,
    edits.map((w) => w.id),
  );
  const overAssigned = await heldOnPulls(tx, 'commitment_assignments', 'commitment_id', over);
  await tellPulls(tx, eventId);
  return { ids, overAssigned };
}

/** Removes a commitment no pull holds; one a pull holds is refused naming the pull. */
export async function removeCommitment(tx: Db, eventId: number, id: number): Promise<void> {
  await openEventForEdit(tx, eventId);
  if (!(await findEventCommitments(tx, eventId)).some((s) => s.id === id))
    throw notFound(`Commitment ${id} of event ${eventId}`);
  const held = (await heldOnPulls(tx, 'commitment_assignments', 'commitment_id', [id])).get(id);
  if (held)
    throw new AppError(
      'conflict',
      `This commitment is assigned on a pull (${describeHeld(held)}): un-assign it there first.`,
    );
  await deleteCommitment(tx, eventId, id);
  await tellPulls(tx, eventId);
}
