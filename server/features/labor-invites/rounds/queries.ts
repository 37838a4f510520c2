import { eq, sql } from 'drizzle-orm';
import { offerRounds } from '../../../domains/staffing/schema.js';
import { anyOf, type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

export async function insertRound(db: Db, values: typeof offerRounds.$inferInsert): Promise<number> {
  const [row] = await db.insert(offerRounds).values(values).returning({ id: offerRounds.id });
  return row!.id;
}

/** A queued invite of an in-order round is asked now: pending, and dated from now. */
export async function askQueuedInvite(db: Db, inviteId: number) {
  await db.execute(
    sql`update invites set answer = 'pending', created_at = now(), updated_at = now()
        where id = ${inviteId} and answer = 'queued'`,
  );
}

export interface RoundRow {
  id: number;
  positionId: number;
  mode: 'first' | 'order';
  state: 'open' | 'filled' | 'exhausted' | 'withdrawn';
  answerMinutes: number;
  includesTravelDates: boolean;
  extraNotes: string;
  dueAt: string | null;
  senderId: number | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
}

/** The round, locked (take its position's turn first: the order every write keeps). */
export async function lockRound(db: Db, id: number): Promise<RoundRow | undefined> {
  const [row] = await selectJsonRows<RoundRow>(
    db,
    sql`select r.id, r.position_id as "positionId", r.mode, r.state, r.answer_minutes as "answerMinutes",
          r.includes_travel_dates as "includesTravelDates", r.extra_notes as "extraNotes", r.due_at as "dueAt",
          u.id as "senderId", u.name as "senderName", u.email as "senderEmail", sc.mobile_phone as "senderPhone"
        from offer_rounds r left join users u on u.id = r.created_by_user_id
        left join contacts sc on sc.id = u.contact_id
        where r.id = ${id} for update of r`,
  );
  return row;
}

export const findRoundPosition = async (db: Db, id: number) =>
  (
    await selectRows<{ positionId: number }>(
      db,
      sql`select position_id as "positionId" from offer_rounds where id = ${id}`,
    )
  )[0]?.positionId;

/** The round's invites still waiting: the one asked (pending) and the queued, in order. */
export const findOpenInvitesOfRound = (db: Db, roundId: number) =>
  selectRows<{ id: number; contactId: number; answer: 'pending' | 'queued' }>(
    db,
    sql`select id, contact_id as "contactId", answer from invites
        where round_id = ${roundId} and answer in ('pending', 'queued') order by round_order, id`,
  );

/**
 * Claims up to `limit` open rounds whose time is up and that no live process holds: each is held
 * for `leaseMs` (a process that dies holding one lets it go when the lease ends). Two processes
 * claiming at once skip each other's rows, so each round is moved by one process.
 */
export const claimDueRounds = (db: Db, now: Date, leaseMs: number, limit = 20) =>
  selectRows<{ id: number }>(
    db,
    sql`update offer_rounds set lease_until = ${new Date(now.getTime() + leaseMs)}
        where id in (select id from offer_rounds
          where state = 'open' and due_at <= ${now} and (lease_until is null or lease_until < ${now})
          order by due_at limit ${limit} for update skip locked)
        returning id`,
  );

export async function releaseRound(db: Db, id: number) {
  await db.update(offerRounds).set({ leaseUntil: null }).where(eq(offerRounds.id, id));
}

/** A position's latest round with its invitees, as the labor screen shows it. */
export interface RoundMemberRow {
  roundId: number;
  positionId: number;
  mode: 'first' | 'order';
  state: 'open' | 'filled' | 'exhausted' | 'withdrawn';
  answerMinutes: number;
  dueAt: string | null;
  inviteId: number;
  contactId: number;
  name: string;
  answer: string;
  askedAt: string | null;
  answeredAt: string | null;
}

export const findLatestRoundsOf = (db: Db, positionIds: readonly number[]) =>
  positionIds.length
    ? selectJsonRows<RoundMemberRow>(
        db,
        sql`select r.id as "roundId", r.position_id as "positionId", r.mode, r.state,
              r.answer_minutes as "answerMinutes", r.due_at as "dueAt", i.id as "inviteId",
              c.id as "contactId", c.first_name || ' ' || c.last_name as name, i.answer,
              case when i.answer <> 'queued' then i.created_at end as "askedAt", i.answered_at as "answeredAt"
            from (select distinct on (position_id) * from offer_rounds
                  where position_id = ${anyOf(positionIds)}
                  order by position_id, id desc) r
            join invites i on i.round_id = r.id join contacts c on c.id = i.contact_id
            order by r.position_id, i.round_order, i.id`,
      )
    : Promise.resolve([]);

/** The position's open round, if any, and how many technicians it holds. */
export async function findOpenRoundOf(db: Db, positionId: number) {
  const [row] = await selectRows<{ id: number; mode: 'first' | 'order'; asked: number }>(
    db,
    sql`select r.id, r.mode, (select count(*)::int from invites i where i.round_id = r.id) as asked
        from offer_rounds r where r.position_id = ${positionId} and r.state = 'open'`,
  );
  return row;
}
