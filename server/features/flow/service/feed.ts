import { createHmac, randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedLink } from '../../../../contracts/flow.js';
import { findContact } from '../../../domains/staffing/contacts.js';
import { canEdit } from '../../../platform/auth/permissions.js';
import { hashToken, type SessionUser } from '../../../platform/auth/session-store.js';
import { addDays, todayIso } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound, notYours } from '../../../platform/http/errors.js';
import { findAway, findCommitments, findTravel } from '../queries/contacts.js';
import { findFeed, findFeedByHash, saveFeed, storedFeedKey } from '../queries/feed.js';
import { dateOf, travelSummary, travelText, wallClock } from './records.js';

export interface FeedSettings {
  /** FEED_SECRET; unset, a key kept in the database is used. */
  feedSecret: string | undefined;
  /** Where the links point (PUBLIC_URL). */
  publicUrl: string;
}

/** What the feed holds: from this many days back to this many ahead. */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 400;

const keys = new WeakMap<Db, Promise<string>>();
function feedKey(db: Db, settings: FeedSettings): Promise<string> {
  if (settings.feedSecret) return Promise.resolve(settings.feedSecret);
  let key = keys.get(db);
  if (!key) {
    key = storedFeedKey(db, randomBytes(32).toString('base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const tokenOf = (key: string, contactId: number, nonce: string) =>
  createHmac('sha256', key).update(`calendar-feed:${contactId}:${nonce}`).digest('base64url');

function linkOf(settings: FeedSettings, contactId: number, token: string, mayReset: boolean): FeedLink {
  const url = `${settings.publicUrl.replace(/\/$/, '')}/flow/feed/${token}.ics`;
  return { contactId, url, webcalUrl: url.replace(/^https?:/, 'webcal:'), mayReset };
}

/** A tech reads and resets their own feed; staff and admins anyone's. Unknown contacts are 404 first. */
/** Who may comes first: a tech gets 403 for any contact but their own, existing or not (issue 17.9). */
async function requireFeedAccess(db: Db, user: SessionUser, contactId: number) {
  if (!canEdit(user.role) && user.contact?.id !== contactId) throw notYours();
  if (!(await findContact(db, contactId))) throw notFound(`Contact ${contactId}`);
}

/**
 * The contact's feed, made on first ask. GET /flow/feed-link calls this, so that read writes, but
 * idempotently: the insert does nothing when the row exists (also when two ask at once) and the
 * stored row is answered, so every read gives the same link (feed.test.ts).
 */
async function feedOf(db: Db, key: string, contactId: number) {
  return (await findFeed(db, contactId)) ?? makeFeed(db, key, contactId);
}

const makeFeed = (db: Db, key: string, contactId: number) => {
  const nonce = randomBytes(16).toString('base64url');
  return saveFeed(db, { contactId, nonce, tokenHash: hashToken(tokenOf(key, contactId, nonce)) }, false);
};

/** The contact's feed address. */
export async function getFeedLink(db: Db, settings: FeedSettings, user: SessionUser, contactId: number) {
  await requireFeedAccess(db, user, contactId);
  const key = await feedKey(db, settings);
  const feed = await feedOf(db, key, contactId);
  const token = tokenOf(key, contactId, feed.nonce);
  // The key changed (FEED_SECRET set or rotated): the stored hash follows the link shown.
  if (hashToken(token) !== feed.tokenHash)
    await saveFeed(db, { contactId, nonce: feed.nonce, tokenHash: hashToken(token) }, true);
  return linkOf(settings, contactId, token, true);
}

/** A new address; the old one stops working at once. */
export async function resetFeedLink(db: Db, settings: FeedSettings, user: SessionUser, contactId: number) {
  await requireFeedAccess(db, user, contactId);
  const key = await feedKey(db, settings);
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenOf(key, contactId, nonce);
  await saveFeed(db, { contactId, nonce, tokenHash: hashToken(token) }, true);
  return linkOf(settings, contactId, token, true);
}

/**
 * The iCalendar text behind a feed address: the tech's positions (stashed ones left out), travel and
 * days unavailable from FEED_DAYS_BACK days ago to FEED_DAYS_AHEAD ahead. Times are the venue's wall
 * clock (floating), as the crew call is given.
 */
export async function feedCalendar(db: Db, token: string, today = todayIso()): Promise<string> {
  const bare = token.replace(/\.ics$/i, '');
  const feed = bare ? await findFeedByHash(db, hashToken(bare)) : undefined;
  if (!feed) throw notFound('Calendar feed');
  const contact = (await findContact(db, feed.contactId))!;
  const start = addDays(today, -FEED_DAYS_BACK);
  const end = addDays(today, FEED_DAYS_AHEAD);
  const ids = [feed.contactId];
  const [positions, away, travel] = await Promise.all([
    findCommitments(db, ids, start, end),
    findAway(db, ids, start, end),
    findTravel(db, ids, start, end),
  ]);

  const cal = ical({
    name: `Loadout: ${contact.firstName} ${contact.lastName}`,
    prodId: { company: 'Loadout', product: 'Flow calendar', language: 'EN' },
    ttl: 60 * 60,
  });
  for (const p of positions) {
    if (p.isStashed) continue;
    const status = p.isCancelled ? 'Cancelled' : p.isTentative ? 'Tentative' : '';
    cal.createEvent({
      id: `position-${p.id}@loadout`,
      start: wallClock(p.inAt),
      end: wallClock(p.outAt),
      floating: true,
      summary: `${status ? `${status}: ` : ''}${p.eventId} ${p.showName} (${p.description})`,
      location: p.location || null,
      description: [
        `Bid ${p.eventId}: ${p.showName}`,
        `Position: ${p.description}`,
        p.loadInConfirmed ? '' : 'Load-in time not confirmed yet',
        p.loadOutConfirmed ? '' : 'Load-out time not confirmed yet',
      ]
        .filter(Boolean)
        .join('\n'),
      status: p.isCancelled
        ? ICalEventStatus.CANCELLED
        : p.isTentative
          ? ICalEventStatus.TENTATIVE
          : ICalEventStatus.CONFIRMED,
    });
  }
  for (const t of travel) {
    cal.createEvent({
      id: `travel-${t.id}@loadout`,
      start: wallClock(t.departsAt),
      end: wallClock(t.arrivesAt),
      floating: true,
      summary: travelSummary(t),
      description: travelText(t),
      status: t.isEstimated ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  for (const a of away) {
    cal.createEvent({
      id: `unavailable-${a.id}@loadout`,
      start: new Date(`${a.startDate}T00:00:00Z`),
      // All-day events end on the day after the last one.
      end: new Date(`${addDays(dateOf(a.endDate), 1)}T00:00:00Z`),
      allDay: true,
      summary: a.notes ? `Unavailable: ${a.notes}` : 'Unavailable',
    });
  }
  return cal.toString();
}
