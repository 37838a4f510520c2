import type { Db } from '../../../platform/db/types.js';
import type { Mailer } from '../../../platform/mail.js';
import { claimDueRounds, releaseRound } from './queries.js';
import { advanceRound } from './service.js';

/** A claimed round belongs to the sweeping process this long (moving one takes milliseconds). */
const ROUND_LEASE_MS = 60_000;

/**
 * Moves every round whose deadline passed (`now`: the server's clock, a test's own). Each is claimed
 * first (claimDueRounds), so two server processes sweeping at once move each round once; a process
 * that dies mid-move leaves its claim to run out, and the next sweep takes the round again.
 */
export async function sweepRounds(
  db: Db,
  mailer: Mailer,
  now = new Date(),
): Promise<{ moved: number; failed: unknown[] }> {
  let moved = 0;
  const failed: unknown[] = [];
  for (;;) {
    const claimed = await claimDueRounds(db, now, ROUND_LEASE_MS);
    for (const { id } of claimed) {
      try {
        await advanceRound(db, mailer, id, now);
        await releaseRound(db, id);
        moved++;
      } catch (err) {
        // Kept claimed: tried again when the lease runs out, not again in this sweep.
        failed.push(err);
      }
    }
    if (claimed.length < 20) return { moved, failed };
  }
}
