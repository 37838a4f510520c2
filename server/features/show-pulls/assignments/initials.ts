import type { BodyOf } from '../../../../contracts/call.js';
import type { showPullCalls } from '../../../../contracts/show-pulls.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { lockEventPulls } from '../write/queries.js';
import { findInitialsOfEvent, lockEventItem, setItemInitials } from './queries.js';
import { initialsProgress } from './rows.js';

type InitialBody = BodyOf<typeof showPullCalls.setInitial>;
interface Initialled {
  id: number;
  eventId: number;
  initials1: string | null;
}

/** Spec 4: only the user's own initials may be set (checked before any turn at the database). */
export function checkOwnInitials(user: SessionUser, input: InitialBody): InitialBody {
  const initials = input.initials?.trim() || null;
  if (initials !== null && initials !== user.initials)
    throw new AppError('invalid_input', 'You can only initial with your own initials', {
      initials: 'Not your initials',
    });
  return { eventItemID: input.eventItemID, initials };
}

/**
 * Spec 4: a click sets the user's own initials, a right-click clears them; only active items, and
 * only empty-to-set or set-to-empty. Run by runPullWrite, with `initialsAnswer` as its answer.
 */
export const setInitials =
  (user: SessionUser) =>
  async (tx: Db, { eventItemID, initials }: InitialBody): Promise<Initialled> => {
    const item = await lockEventItem(tx, eventItemID);
    if (!item) throw notFound(`Bid item ${eventItemID}`);
    if (!item.isActive) throw new AppError('invalid_input', 'You cannot initial this item');
    if ((item.initials1 === null) === (initials === null))
      throw new AppError(
        'conflict',
        initials ? `This item is already initialled (${item.initials1})` : 'This item has no initials',
      );
    await lockEventPulls(tx, item.eventId);
    await setItemInitials(tx, item.id, initials, initials ? user.id : null);
    return { id: item.id, eventId: item.eventId, initials1: initials };
  };

/** The item and the event's new progress. */
export async function initialsAnswer(tx: Db, done: Initialled) {
  const rows = await findInitialsOfEvent(tx, done.eventId);
  return { id: done.id, initials1: done.initials1, initialsProgress: initialsProgress(rows) };
}
