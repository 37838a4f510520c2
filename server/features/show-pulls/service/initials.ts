import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { lockEventPulls } from '../queries/write.js';
import { eventItems } from '../schema.js';
import { initialsProgress } from './view.js';

/**
 * Spec 4: a click sets the user's own initials, a right-click clears them; only active items, and
 * only empty-to-set or set-to-empty. Answers the item and the event's new progress.
 */
export async function setInitials(db: Db, user: SessionUser, eventItemId: number, initials: string | null) {
  const value = initials?.trim() || null;
  if (value !== null && value !== user.initials)
    throw new AppError('invalid_input', 'You can only initial with your own initials', {
      initials: 'Not your initials',
    });
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(eventItems).where(eq(eventItems.id, eventItemId)).for('update');
    if (!item) throw notFound(`Bid item ${eventItemId}`);
    if (!item.isActive) throw new AppError('invalid_input', 'You cannot initial this item');
    if ((item.initials1 === null) === (value === null))
      throw new AppError(
        'conflict',
        value ? `This item is already initialled (${item.initials1})` : 'This item has no initials',
      );
    await lockEventPulls(tx, item.eventId);
    await tx
      .update(eventItems)
      .set({ initials1: value, initialedByUserId: value ? user.id : null })
      .where(eq(eventItems.id, eventItemId));
    const rows = await selectRows<{ is_active: boolean; initials1: string | null }>(
      tx,
      sql`select is_active, initials1 from event_items where event_id = ${item.eventId}`,
    );
    return { id: item.id, initials1: value, initialsProgress: initialsProgress(rows) };
  });
}
