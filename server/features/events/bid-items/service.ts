import type { BodyOf } from '../../../../contracts/call.js';
import type { BidItem, bidItemCalls, HeldOnPull } from '../../../../contracts/events/bid-items.js';
import { removeBidItem, saveBidItems, stashBidItem } from '../../../domains/shows/bid-items.js';
import { heldTotal } from '../../../domains/shows/edits.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { findBidItems, findEventLock, findVendors } from './queries.js';

type Body = BodyOf<typeof bidItemCalls.create>;

const withFlag = (i: Omit<BidItem, 'isOverAssigned'>): BidItem => ({
  ...i,
  isOverAssigned: heldTotal(i.pulls) > i.qty,
});

export async function listBidItems(db: Db, eventId: number) {
  const event = await findEventLock(db, eventId);
  if (!event) throw notFound(`Event ${eventId}`);
  return {
    items: (await findBidItems(db, eventId)).map(withFlag),
    isLocked: event.is_locked,
    vendors: await findVendors(db),
  };
}

async function answer(db: Db, eventId: number, id: number, overAssigned: HeldOnPull[] = []) {
  const [item] = await findBidItems(db, eventId, id);
  if (!item) throw notFound(`Bid item ${id} of event ${eventId}`);
  return { item: withFlag(item), overAssigned };
}

export async function createBidItem(db: Db, eventId: number, body: Body) {
  const saved = await db.transaction((tx) => saveBidItems(tx, eventId, [{ values: body }]));
  return answer(db, eventId, saved.ids[0]!);
}

export async function updateBidItem(db: Db, eventId: number, id: number, body: Body) {
  const saved = await db.transaction((tx) => saveBidItems(tx, eventId, [{ id, values: body }]));
  return answer(db, eventId, id, saved.overAssigned.get(id));
}

export async function setBidItemStashed(db: Db, eventId: number, id: number, stashed: boolean) {
  await db.transaction((tx) => stashBidItem(tx, eventId, id, stashed));
  return answer(db, eventId, id);
}

export async function deleteBidItem(db: Db, eventId: number, id: number) {
  await db.transaction((tx) => removeBidItem(tx, eventId, id));
  return { ok: true as const };
}
