import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { requireEvent } from '../../events/public.js';
import { ensureMainPull, findPullsOfEvent, insertPull } from './queries.js';

const summary = (p: { id: number; name: string; isMain: boolean }) => ({
  id: p.id,
  name: p.isMain ? 'Main Show Pull' : p.name,
  isMain: p.isMain,
});

/** An event's pulls, main first. Every event has its Main Show Pull: made here if it is missing. */
export async function listPulls(db: Db, eventId: number) {
  await requireEvent(db, eventId);
  await ensureMainPull(db, eventId);
  return (await findPullsOfEvent(db, eventId)).map(summary);
}

/** A further named pull (a second truck, a breakout room). */
export async function createPull(db: Db, input: BodyOf<typeof showPullCalls.create>) {
  await requireEvent(db, input.eventId);
  return summary(await insertPull(db, input.eventId, input.name));
}
