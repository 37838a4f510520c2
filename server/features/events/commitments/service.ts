import type { BodyOf } from '../../../../contracts/call.js';
import type { HeldOnPull } from '../../../../contracts/events/bid-items.js';
import type { Commitment, commitmentCalls } from '../../../../contracts/events/commitments.js';
import { removeCommitment, saveCommitments } from '../../../domains/shows/commitments.js';
import { heldTotal } from '../../../domains/shows/edits.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { findEventLock } from '../bid-items/queries.js';
import { findCommitments } from './queries.js';

type Body = BodyOf<typeof commitmentCalls.create>;

const withFlag = (c: Omit<Commitment, 'isOverAssigned'>): Commitment => ({
  ...c,
  isOverAssigned: heldTotal(c.pulls) > c.quantity,
});

export async function listCommitments(db: Db, eventId: number) {
  const event = await findEventLock(db, eventId);
  if (!event) throw notFound(`Event ${eventId}`);
  return { commitments: (await findCommitments(db, eventId)).map(withFlag), isLocked: event.is_locked };
}

async function answer(db: Db, eventId: number, id: number, overAssigned: HeldOnPull[] = []) {
  const [c] = await findCommitments(db, eventId, id);
  if (!c) throw notFound(`Commitment ${id} of event ${eventId}`);
  return { commitment: withFlag(c), overAssigned };
}

export async function createCommitment(db: Db, eventId: number, body: Body) {
  const saved = await db.transaction((tx) => saveCommitments(tx, eventId, [{ values: body }]));
  return answer(db, eventId, saved.ids[0]!);
}

export async function updateCommitment(db: Db, eventId: number, id: number, body: Body) {
  const saved = await db.transaction((tx) => saveCommitments(tx, eventId, [{ id, values: body }]));
  return answer(db, eventId, id, saved.overAssigned.get(id));
}

export async function deleteCommitment(db: Db, eventId: number, id: number) {
  await db.transaction((tx) => removeCommitment(tx, eventId, id));
  return { ok: true as const };
}
