import { LOCKED_INVITE_MESSAGE, type Position } from '../../../../contracts/labor-invites.js';
import { setNotesUnlessLocked } from '../../../domains/staffing/writes.js';
import { readVersionsAndTouched, versionOf } from '../../../platform/db/table-versions.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { keepNotesSewn } from './month.js';
import { LABOR_EVENTS_TABLES } from './queries.js';
import { locked, positionOf } from './service.js';

const NOTES = 'positions.labor_notes';

/**
 * Saves a position's notes, and hands the kept labor months the new notes (month.ts) instead of
 * leaving them to be sewn again from every note of the month at the next read.
 */
export async function setNotes(db: Db, positionId: number, notes: string): Promise<Position> {
  let move: { from: string; to: string } | undefined;
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
    }
    return positionOf(tx, positionId);
  });
  if (move) keepNotesSewn(db, move, positionId, notes);
  return position;
}
