import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../platform/db/types.js';
import { invites, offerRounds, positions } from './schema.js';
import { waitForTurn } from './turns.js';

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

/**
 * A position's notes, saved unless its event is locked, in one statement: the turn, the row lock
 * (as lockPosition takes them) and the update. Answers whether the event is locked, or undefined
 * for an unknown position. Staff save notes many times an hour, and on PGlite each statement of a
 * write is a step every other request waits behind.
 */
export async function setNotesUnlessLocked(db: Db, id: number, notes: string) {
  const [row] = await selectRows<{ isLocked: boolean }>(
    db,
    sql`with turn as (select ${waitForTurn('position', id)}),
             p as (select p.id, e.is_locked from turn, positions p join events e on e.id = p.event_id
                   where p.id = ${id} for update of p),
             saved as (update positions set labor_notes = ${notes}, updated_at = now()
                       from p where positions.id = p.id and not p.is_locked)
        select is_locked as "isLocked" from p`,
  );
  return row;
}

export type InviteAnswer = (typeof invites.$inferSelect)['answer'];

interface LockedInvite {
  id: number;
  contactId: number;
  answer: InviteAnswer;
  roundId: number | null;
  roundMode: 'first' | 'order' | null;
}

/** An invite and its position, both locked (position first, the order every write takes). */
export async function lockInvite(db: Db, id: number) {
  const [head] = await selectRows<{ positionId: number }>(
    db,
    sql`select position_id as "positionId" from invites where id = ${id}`,
  );
  if (!head) return undefined;
  const position = await lockPosition(db, head.positionId);
  const [invite] = await selectRows<LockedInvite>(
    db,
    sql`select i.id, i.contact_id as "contactId", i.answer, i.round_id as "roundId", r.mode as "roundMode"
        from invites i left join offer_rounds r on r.id = i.round_id where i.id = ${id} for update of i`,
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
  answer: Exclude<InviteAnswer, 'pending' | 'queued'>,
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

/**
 * Closes the round's other open invites (asked or still queued) with `answer`; answers the ids of
 * those that had been asked (their techs are told).
 */
export async function closeRoundInvites(
  db: Db,
  roundId: number,
  answer: 'filled' | 'withdrawn',
  byUserId: number | null,
): Promise<number[]> {
  const rows = await selectRows<{ id: number; was: InviteAnswer }>(
    db,
    sql`update invites i set answer = ${answer}, answered_at = now(), answered_by_user_id = ${byUserId},
          updated_at = now()
        from invites old where old.id = i.id and i.round_id = ${roundId} and i.answer in ('pending', 'queued')
        returning i.id, old.answer as was`,
  );
  return rows.filter((r) => r.was === 'pending').map((r) => r.id);
}

export async function setRound(
  db: Db,
  id: number,
  values: {
    state?: 'open' | 'filled' | 'exhausted' | 'withdrawn';
    dueAt?: Date | null;
    leaseUntil?: Date | null;
  },
) {
  await db
    .update(offerRounds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offerRounds.id, id));
}
