import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../platform/dates.js';
import { type Db, selectJsonRows } from '../../platform/db/types.js';
import type { TravelRow } from './contacts-queries.js';
import { calendarFeedKey, calendarFeeds } from './schema.js';
import { touches } from './sql.js';

export async function findFeed(db: Db, contactId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.contactId, contactId));
  return row;
}

export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ contactId: calendarFeeds.contactId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Creates the contact's feed, or (replace) gives it a new nonce; returns the row now stored. */
export async function saveFeed(
  db: Db,
  row: { contactId: number; nonce: string; tokenHash: string },
  replace: boolean,
) {
  const insert = db.insert(calendarFeeds).values(row);
  await (replace
    ? insert.onConflictDoUpdate({
        target: calendarFeeds.contactId,
        set: { nonce: row.nonce, tokenHash: row.tokenHash, updatedAt: new Date() },
      })
    : insert.onConflictDoNothing());
  return (await findFeed(db, row.contactId))!;
}

/** The stored feed key (when FEED_SECRET is not set), drawn on first use. */
export async function storedFeedKey(db: Db, fresh: string): Promise<string> {
  await db.insert(calendarFeedKey).values({ id: 1, secret: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeedKey).where(eq(calendarFeedKey.id, 1));
  return row!.secret;
}

/** A position in the feed, with what places its times and versions its entry. */
export interface FeedPositionRow {
  id: number;
  eventId: number;
  description: string;
  isTentative: boolean;
  isStashed: boolean;
  loadInConfirmed: boolean;
  loadOutConfirmed: boolean;
  inAt: string;
  outAt: string;
  showName: string;
  location: string;
  venueState: string | null;
  timeZone: string | null;
  isCancelled: boolean;
  /** The later of the position's and its event's last change: the entry's SEQUENCE. */
  changedAt: string;
}

export const findFeedPositions = (db: Db, contactId: number, start: string, end: string) =>
  selectJsonRows<FeedPositionRow>(
    db,
    sql`select p.id, p.event_id as "eventId", p.description, p.is_tentative as "isTentative",
          p.is_stashed as "isStashed", p.load_in_confirmed as "loadInConfirmed",
          p.load_out_confirmed as "loadOutConfirmed", p.in_at as "inAt", p.out_at as "outAt",
          e.show_name as "showName", e.location, e.venue_state as "venueState", e.time_zone as "timeZone", e.is_cancelled as "isCancelled",
          greatest(p.updated_at, e.updated_at) as "changedAt"
        from positions p join events e on e.id = p.event_id
        where p.contact_id = ${contactId} and ${touches(sql`p.in_at`, sql`p.out_at`, start, end)}
        order by p.in_at, p.id`,
  );

/** A trip in the feed, with the state of the job it is for (a flight follows its job). */
export interface FeedTravelRow extends TravelRow {
  venueState: string | null;
  timeZone: string | null;
  /** The tech's positions on the trip's event: all tentative (not yet accepted)? */
  jobTentative: boolean;
  jobCancelled: boolean;
  changedAt: string;
}

export const findFeedTravel = (db: Db, contactId: number, start: string, end: string) =>
  selectJsonRows<FeedTravelRow>(
    db,
    sql`select t.id, t.contact_id as "contactId", t.event_id as "eventId", t.kind, t.direction,
          t.is_estimated as "isEstimated", t.departs_at as "departsAt", t.arrives_at as "arrivesAt", t.details,
          e.venue_state as "venueState", e.time_zone as "timeZone", coalesce(e.is_cancelled, false) as "jobCancelled",
          coalesce(job.tentative, false) as "jobTentative",
          greatest(t.updated_at, e.updated_at, job.changed) as "changedAt"
        from travel_items t
        left join events e on e.id = t.event_id
        left join lateral (
          select bool_and(p.is_tentative) as tentative, max(p.updated_at) as changed from positions p
          where p.event_id = t.event_id and p.contact_id = t.contact_id and not p.is_stashed
        ) job on true
        where t.contact_id = ${contactId}
          and t.departs_at >= ${start}::timestamp and t.departs_at < ${addDays(end, 1)}::timestamp
        order by t.departs_at, t.id`,
  );
