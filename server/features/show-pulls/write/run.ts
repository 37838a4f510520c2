import { isPullUpdate, type PullUpdate } from '../../../../contracts/show-pulls/update.js';
import type { Db } from '../../../platform/db/types.js';
import { writeOnce } from '../../../platform/db/write-once.js';
import { notFound } from '../../../platform/http/errors.js';
import { type DependencyDefs, dependencyDefs } from '../dependencies/states.js';
import { publishPullWrite } from '../live/publish.js';
import { keepPullUpdated, moveOfPullWrite } from '../view/view-cache.js';
import { readPullUpdate } from './answer.js';
import { lockPull } from './queries.js';

/** What a pull write changed, as its service reports it: the answer reads only that again. */
export interface PullChange {
  pullId: number;
  eventId: number;
  /** Categories whose lines the write changed (made, moved, or whose minimum moved). */
  categoryIds: readonly number[];
  /** Bid items whose assignment the write made or removed. */
  eventItemIds?: readonly number[];
  commitments?: boolean;
  dependencyAssignments?: boolean;
  systemAssignments?: boolean;
  /** Lines the write deleted (their categories are among `categoryIds`). */
  removedLineIds?: readonly number[];
}

/**
 * A pull write: runs in the transaction it is given and says what it did (a `PullChange` for
 * "the updated pull", or what its own answer needs). The catalogue's dependency rules come read.
 */
export type PullWrite<I, W = PullChange> = (tx: Db, input: I, defs: DependencyDefs) => Promise<W>;

/** Reads a write's answer in its transaction, from what the write did. */
export type PullAnswer<W, A> = (tx: Db, done: W, defs: DependencyDefs) => Promise<A>;

/**
 * Every write to a pull runs here: in one transaction, which the write starts by locking the event's
 * pulls (`lockedPull`), and its answer is read in the same transaction: "the updated pull" unless the
 * call answers something of its own. The answer is exactly what the write made, and the request
 * takes one turn at the database (PGlite runs one transaction at a time; a request taking several
 * turns waits behind every other request at each).
 */
export function runPullWrite<I>(db: Db, write: PullWrite<I>, input: I): Promise<PullUpdate>;
export function runPullWrite<I, W, A>(
  db: Db,
  write: PullWrite<I, W>,
  input: I,
  answer: PullAnswer<W, A>,
): Promise<A>;
export async function runPullWrite<I, W, A>(
  db: Db,
  write: PullWrite<I, W>,
  input: I,
  answer: PullAnswer<W, A> = readPullUpdate as unknown as PullAnswer<W, A>,
): Promise<A> {
  // Read before the transaction: inside one nothing is taken from a cache.
  const defs = await dependencyDefs(db);
  let move: Awaited<ReturnType<typeof moveOfPullWrite>> | undefined;
  // A write the device sends again (its offline queue, a lost answer) runs once: the resend gets
  // the first answer back (platform/db/write-once.ts), and nothing is published or kept again.
  const { answer: result, replayed } = await db.transaction((tx) =>
    writeOnce(tx, async () => {
      const done = await write(tx, input, defs);
      // Read before the answer: on PostgreSQL a write of another feature committing while the answer
      // is read then shows in the versions after this one, and the kept screen is built again.
      move = await moveOfPullWrite(tx);
      // Screens with the pull open get the same answer, on commit (live/publish.ts).
      return publishPullWrite(tx, input, done, await answer(tx, done, defs), move);
    }),
  );
  // The pull's kept screen takes the answer instead of being built again (view/view-cache.ts).
  if (!replayed && move && isPullUpdate(result)) keepPullUpdated(db, move, result);
  return result;
}

/** Locks the event's pulls (queries.ts says why all of them), or refuses an unknown pull. */
export async function lockedPull(tx: Db, pullId: number) {
  const pull = await lockPull(tx, pullId);
  if (!pull) throw notFound(`Show pull ${pullId}`);
  return pull;
}
