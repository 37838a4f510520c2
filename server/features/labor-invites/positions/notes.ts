import { LOCKED_INVITE_MESSAGE, type Position } from '../../../../contracts/labor-invites.js';
import { setNotesUnlessLocked } from '../../../domains/staffing/writes.js';
import { readVersionsAndTouched, versionOf } from '../../../platform/db/table-versions.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { notifyLive } from '../../../platform/live/index.js';
import type { VersionMove } from '../../../platform/versioned-cache.js';
import { keepNotesSewn } from './month.js';
import { LABOR_EVENTS_TABLES } from './queries.js';
import { locked, positionOf } from './service.js';

const NOTES = 'positions.labor_notes';

/** What a save tells the other processes (PostgreSQL), so their kept months take the notes too. */
export const NOTES_SAVED = { channel: 'labor-notes', event: 'saved' } as const;
interface NotesSaved {
  move: VersionMove;
  positionId: number;
  notes: string;
}

/**
 * Saves a position's notes, and hands the kept labor months the new notes (month.ts) instead of
 * leaving them to be sewn again from every note of the month at the next read. With
 * `tellOtherProcesses` (PostgreSQL, several processes) the save also goes to the others on commit,
 * whose months would otherwise be sewn again at their next read (a staff day behind two
 * processes spent three times the CPU of one).
 */
export async function setNotes(
  db: Db,
  positionId: number,
  notes: string,
  { tellOtherProcesses = false } = {},
): Promise<Position> {
  let move: VersionMove | undefined;
  const position = await db.transaction(async (tx) => {
    const p = await setNotesUnlessLocked(tx, positionId, notes);
    if (!p) throw notFound(`Position ${positionId}`);
    if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
    // Read after the save's lock, not in its statement: on PostgreSQL that statement's snapshot
    // predates a save committed while it waited, and months without that save's notes would be
    // carried to a version that has them.
    const { versions, touched } = await readVersionsAndTouched(tx);
    // The save moves the notes alone (migration 0022); were anything else to move, the months are built again.
    if (touched.length === 1 && touched[0] === NOTES) {
      const after = new Map(versions).set(NOTES, (versions.get(NOTES) ?? 0) + 1);
      move = { from: versionOf(versions, LABOR_EVENTS_TABLES), to: versionOf(after, LABOR_EVENTS_TABLES) };
      const saved: NotesSaved = { move, positionId, notes };
      // Sent on commit, in commit order. Notes too long for one NOTIFY are not sent: sewn there.
      if (tellOtherProcesses) await notifyLive(tx, NOTES_SAVED.channel, NOTES_SAVED.event, saved);
    }
    return positionOf(tx, positionId);
  });
  if (move) keepNotesSewn(db, move, positionId, notes);
  return position;
}

/** A save made by another process (its NOTES_SAVED event): the months kept here take it too. */
export function keepNotesSewnFromEvent(db: Db, data: string): void {
  const { move, positionId, notes } = JSON.parse(data) as Partial<NotesSaved>;
  if (move && typeof positionId === 'number' && typeof notes === 'string')
    keepNotesSewn(db, move, positionId, notes);
}
