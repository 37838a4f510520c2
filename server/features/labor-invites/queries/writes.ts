import { eq, sql } from 'drizzle-orm';
import { invites, positions } from '../../../domains/staffing/schema.js';
import { waitForTurn } from '../../../domains/staffing/turns.js';
import { type Db, selectRows } from '../../../platform/db/types.js';

/*
 * The writes of labor invites. Every write takes the position first (its turn, then its row),
 * the order that keeps two writers of one position from deadlocking.
 */

/** The position row, locked for the rest of the transaction, with its event's lock and cancel flags. */
export async function lockPosition(db: Db, id: number) {
  const [row] = await selectRows<{
    id: number;
    eventId: number;
    contactId: number | null;
    isTentative: boolean;
    isStashed: boolean;
    isResolved: boolean;
    isLocked: boolean;
    isCancelled: boolean;
  }>(
    db,
    sql`with turn as (select ${waitForTurn('position', id)})
        select p.id, p.event_id as "eventId", p.contact_id as "contactId", p.is_tentative as "isTentative",
          p.is_stashed as "isStashed", p.is_resolved as "isResolved", e.is_locked as "isLocked",
          e.is_cancelled as "isCancelled"
        from turn, positions p join events e on e.id = p.event_id where p.id = ${id} for update of p`,
  );
  return row;
}

/** An invite and its position, both locked (position first, the order every write takes). */
export async function lockInvite(db: Db, id: number) {
  const [head] = await selectRows<{ positionId: number }>(
    db,
    sql`select position_id as "positionId" from invites where id = ${id}`,
  );
  if (!head) return undefined;
  const position = await lockPosition(db, head.positionId);
  const [invite] = await selectRows<{ id: number; contactId: number; answer: string }>(
    db,
    sql`select id, contact_id as "contactId", answer from invites where id = ${id} for update`,
  );
  return position && invite ? { invite, position } : undefined;
}

export async function setPosition(db: Db, id: number, values: Partial<typeof positions.$inferInsert>) {
  await db
    .update(positions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(positions.id, id));
}

export async function insertInvite(db: Db, values: typeof invites.$inferInsert): Promise<number> {
  const [row] = await db.insert(invites).values(values).returning({ id: invites.id });
  return row!.id;
}

export async function answerInvite(
  db: Db,
  id: number,
  answer: 'accepted' | 'declined',
  byUserId: number | null,
) {
  await db
    .update(invites)
    .set({ answer, answeredAt: new Date(), answeredByUserId: byUserId, updatedAt: new Date() })
    .where(eq(invites.id, id));
}

export async function linkOutbox(db: Db, inviteId: number, outboxMessageId: number) {
  await db.update(invites).set({ outboxMessageId }).where(eq(invites.id, inviteId));
}
