import type { BidItemValues, HeldOnPull } from '../../../contracts/events/bid-items.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import {
  deleteBidItem,
  findEventItemIds,
  findLineKeyHolders,
  findOverAssigned,
  findVendorsMissing,
  insertBidItems,
  setStashed,
  updateBidItems,
} from './bid-items-queries.js';
import { checkCategories, describeHeld, heldOnPulls, openEventForEdit, tellPulls } from './edits.js';

/*
 * The rules of an event's bid items, one door for the hand edits (the event page, the API) and
 * the import, so a file lowering a quantity flags the pulls exactly as a hand edit does. Each
 * function runs in the caller's transaction.
 */

/** A line to save: a new one (no id) or an edit of one of the event's lines. */
export interface BidItemWrite {
  id?: number;
  values: BidItemValues;
}

export interface SavedBidItems {
  /** The ids of the lines, in the order given. */
  ids: number[];
  /** Lines the pulls now hold more of than the bid asks (spec 4: over-assigned), with the pulls. */
  overAssigned: Map<number, HeldOnPull[]>;
}

async function checkLineKeys(tx: Db, eventId: number, writes: readonly BidItemWrite[]): Promise<void> {
  const keys = writes.flatMap((w) => (w.values.lineKey === null ? [] : [w.values.lineKey]));
  const holders = await findLineKeyHolders(tx, eventId, keys);
  for (const w of writes) {
    const other = holders.find((h) => h.key === w.values.lineKey && h.id !== w.id);
    if (other)
      throw new AppError('conflict', `Another line of bid ${eventId} has the key ${other.key}.`, {
        lineKey: 'is taken',
      });
  }
}

/** Adds and edits lines of one event (refused whole if any is wrong), then tells its pulls. */
export async function saveBidItems(
  tx: Db,
  eventId: number,
  writes: readonly BidItemWrite[],
): Promise<SavedBidItems> {
  await openEventForEdit(tx, eventId);
  const edits = writes.filter((w): w is BidItemWrite & { id: number } => w.id !== undefined);
  const known = new Set(
    await findEventItemIds(
      tx,
      eventId,
      edits.map((w) => w.id),
    ),
  );
  const unknown = edits.find((w) => !known.has(w.id));
  if (unknown) throw notFound(`Bid item ${unknown.id} of event ${eventId}`);
  await checkCategories(
    tx,
    writes.map((w) => w.values.categoryId),
  );
  const vendors = writes.flatMap((w) => (w.values.vendorId === null ? [] : [w.values.vendorId]));
  if (await findVendorsMissing(tx, vendors))
    throw new AppError('invalid_input', 'Please choose a vendor.', { vendorId: 'is not a contact' });
  await checkLineKeys(tx, eventId, writes);
  const creates = writes.filter((w) => w.id === undefined);
  const newIds = await insertBidItems(tx, eventId, creates);
  await updateBidItems(tx, edits);
  let n = 0;
  const ids = writes.map((w) => w.id ?? newIds[n++]!);
  // Only an edit can leave a line over-assigned: a new line is on no pull yet.
  const over = await findOverAssigned(
    tx,
    edits.map((w) => w.id),
  );
  const overAssigned = await heldOnPulls(tx, 'event_item_assignments', 'event_item_id', over);
  await tellPulls(tx, eventId);
  return { ids, overAssigned };
}

/** Stashes a line (its pulls show it struck through) or takes it out of the stash. */
export async function stashBidItem(tx: Db, eventId: number, id: number, stashed: boolean): Promise<void> {
  await openEventForEdit(tx, eventId);
  const [row] = await setStashed(tx, eventId, id, stashed);
  if (!row) throw notFound(`Bid item ${id} of event ${eventId}`);
  await tellPulls(tx, eventId);
}

/** Removes a line no pull holds; one a pull holds is refused naming the pull (stash it instead). */
export async function removeBidItem(tx: Db, eventId: number, id: number): Promise<void> {
  await openEventForEdit(tx, eventId);
  if (!(await findEventItemIds(tx, eventId, [id])).length)
    throw notFound(`Bid item ${id} of event ${eventId}`);
  const held = (await heldOnPulls(tx, 'event_item_assignments', 'event_item_id', [id])).get(id);
  if (held)
    throw new AppError(
      'conflict',
      `This bid item is on a pull (${describeHeld(held)}): un-assign it there first, or stash it instead.`,
    );
  await deleteBidItem(tx, eventId, id);
  await tellPulls(tx, eventId);
}
