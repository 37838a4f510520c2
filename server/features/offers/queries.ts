import { eq, type SQL, sql } from 'drizzle-orm';
import { offerTokens } from '../../domains/staffing/schema.js';
import type { InviteAnswer } from '../../domains/staffing/writes.js';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';

const OF_INVITES = sql`from invites i join positions p on p.id = i.position_id join contacts c on c.id = i.contact_id`;
/** Positions with their contact's latest invite, if any (seeded and hand-made bookings have none). */
const OF_POSITIONS = sql`from positions p join contacts c on c.id = p.contact_id
  left join lateral (select * from invites i2 where i2.position_id = p.id and i2.contact_id = p.contact_id
    order by i2.id desc limit 1) i on true`;

/** An invite with everything its offer page, its messages and My jobs show. */
export interface OfferRow {
  inviteId: number;
  answer: InviteAnswer;
  /** The invite's round: first to accept leaves the position uncrewed while its techs answer. */
  roundMode: 'first' | 'order' | null;
  answeredAt: string | null;
  contactId: number;
  extraNotes: string;
  positionId: number;
  positionContactId: number | null;
  isTentative: boolean;
  isStashed: boolean;
  description: string;
  laborNotes: string;
  inAt: string;
  outAt: string;
  eventId: number;
  showName: string;
  location: string;
  venueState: string | null;
  timeZone: string | null;
  isCancelled: boolean;
  firstName: string;
  lastName: string;
  nickname: string | null;
  email: string | null;
  senderUserId: number | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  tokenId: number | null;
  tokenAnsweredAt: string | null;
  daysAddedAt: string | null;
}

const selectOffers = (where: SQL, from: SQL = OF_INVITES) => sql`
  select i.id as "inviteId", i.answer, r.mode as "roundMode", i.answered_at as "answeredAt", c.id as "contactId",
    i.extra_notes as "extraNotes", p.id as "positionId", p.contact_id as "positionContactId",
    p.is_tentative as "isTentative", p.is_stashed as "isStashed", p.description, p.labor_notes as "laborNotes",
    p.in_at as "inAt", p.out_at as "outAt", e.id as "eventId", e.show_name as "showName", e.location,
    e.venue_state as "venueState", e.time_zone as "timeZone", e.is_cancelled as "isCancelled",
    c.first_name as "firstName", c.last_name as "lastName", c.nickname, c.primary_email as email,
    u.id as "senderUserId", u.name as "senderName", u.email as "senderEmail",
    sc.mobile_phone as "senderPhone",
    t.id as "tokenId", t.answered_at as "tokenAnsweredAt", t.days_added_at as "daysAddedAt"
  ${from}
  join events e on e.id = p.event_id
  left join offer_rounds r on r.id = i.round_id
  left join users u on u.id = i.sent_by_user_id
  left join contacts sc on sc.id = u.contact_id
  left join offer_tokens t on t.invite_id = i.id
  where ${where}
  order by p.in_at, i.id`;

export async function findOfferByTokenHash(db: Db, tokenHash: string): Promise<OfferRow | undefined> {
  const [row] = await selectJsonRows<OfferRow>(db, selectOffers(sql`t.token_hash = ${tokenHash}`));
  return row;
}

export async function findOffer(db: Db, inviteId: number): Promise<OfferRow | undefined> {
  const [row] = await selectJsonRows<OfferRow>(db, selectOffers(sql`i.id = ${inviteId}`));
  return row;
}

/**
 * The contact's invites still waiting for an answer, on positions that have not ended; stashed
 * ones and cancelled shows included, so My jobs can say why they can no longer be answered. So are
 * offers closed without their answer in the last week (withdrawn, filled, run out), each the
 * latest invite of its position to them, unless the position is theirs after all.
 */
export const findPendingOffersOf = (db: Db, contactId: number, now: string) =>
  selectJsonRows<OfferRow>(
    db,
    selectOffers(
      sql`i.contact_id = ${contactId} and p.out_at >= ${now}::timestamp
          and ((i.answer = 'pending' and (p.contact_id = i.contact_id or r.mode = 'first'))
            or (i.answer in ('withdrawn', 'filled', 'expired') and i.answered_at > now() - interval '7 days'
              and p.contact_id is distinct from i.contact_id
              and not exists (select 1 from invites later where later.position_id = i.position_id
                and later.contact_id = i.contact_id and later.id > i.id)))`,
    ),
  );

/** The contact's positions (confirmed or tentative) that have not ended, with their latest invite. */
export const findJobsOf = (db: Db, contactId: number, now: string) =>
  selectJsonRows<OfferRow & { jobStatus: 'Confirmed' | 'Tentative' }>(
    db,
    sql`select o.*, case when o."isTentative" then 'Tentative' else 'Confirmed' end as "jobStatus"
        from (${selectOffers(
          sql`p.contact_id = ${contactId} and p.out_at >= ${now}::timestamp and not p.is_stashed`,
          OF_POSITIONS,
        )}) o`,
  );

export interface TripRow {
  id: number;
  eventId: number | null;
  kind: string;
  direction: 'in' | 'out';
  isEstimated: boolean;
  departsAt: string;
  arrivesAt: string;
  details: string;
}

/** The contact's trips for these events. */
export const findTripsOf = (db: Db, contactId: number, eventIds: number[]) =>
  eventIds.length
    ? selectJsonRows<TripRow>(
        db,
        sql`select id, event_id as "eventId", kind, direction, is_estimated as "isEstimated",
              departs_at as "departsAt", arrives_at as "arrivesAt", details
            from travel_items
            where contact_id = ${contactId} and event_id in ${sql.raw(`(${eventIds.map(Math.trunc).join(',')})`)}
            order by departs_at, id`,
      )
    : Promise.resolve([]);

/** The user account of a contact, if they have one (the author of what the tech does by link). */
export async function findUserIdOfContact(db: Db, contactId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from users where contact_id = ${contactId} order by id limit 1`,
  );
  return row?.id ?? null;
}

export async function markTokenAnswered(db: Db, tokenId: number) {
  await db
    .update(offerTokens)
    .set({ answeredAt: new Date(), updatedAt: new Date() })
    .where(eq(offerTokens.id, tokenId));
}

/** Marks the days added; false when they already were (two taps at once add them once). */
export async function markDaysAdded(db: Db, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(offerTokens)
    .set({ daysAddedAt: new Date(), updatedAt: new Date() })
    .where(sql`${offerTokens.id} = ${tokenId} and ${offerTokens.daysAddedAt} is null`)
    .returning({ id: offerTokens.id });
  return rows.length > 0;
}
