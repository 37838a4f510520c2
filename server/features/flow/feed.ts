import { createHmac, randomBytes } from 'node:crypto';
import type { FeedLink } from '../../../contracts/flow.js';
import { findContact } from '../../domains/staffing/contacts.js';
import { canEdit } from '../../platform/auth/permissions.js';
import { hashToken, type SessionUser } from '../../platform/auth/session-store.js';
import { addDays, dateOf, todayIso } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound, notYours } from '../../platform/http/errors.js';
import { buildCalendar, type IcsItem, sequenceOf } from '../../platform/ics.js';
import { wallToInstant, zoneOfVenue, zonesOfFlight } from '../../platform/places.js';
import { findAway } from './contacts-queries.js';
import {
  findFeed,
  findFeedByHash,
  findFeedPositions,
  findFeedTravel,
  saveFeed,
  storedFeedKey,
} from './feed-queries.js';
import { travelSummary, travelText } from './records.js';

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
  const contact = await findContact(db, contactId);
  if (!contact) throw notFound(`Contact ${contactId}`);
  // A feed is a technician's work calendar; another contact has none (issue 23.9).
  if (contact.kind !== 'technician')
    throw new AppError('invalid_input', 'Only technicians have a calendar feed.', {
      contactId: 'Not a technician',
    });
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
 * days unavailable from FEED_DAYS_BACK days ago to FEED_DAYS_AHEAD ahead. Times are written in UTC,
 * from the wall clock of their place (the venue's zone; a flight's airports), so a DFW → SEA flight
 * keeps both clocks. A trip follows its job: tentative until the tech accepts, cancelled with it.
 * SEQUENCE is taken from the last change of the entry's rows, so it grows when they change.
 */
export async function feedCalendar(db: Db, token: string, today = todayIso()): Promise<string> {
  const bare = token.replace(/\.ics$/i, '');
  const feed = bare ? await findFeedByHash(db, hashToken(bare)) : undefined;
  if (!feed) throw notFound('Calendar feed');
  const contact = (await findContact(db, feed.contactId))!;
  const start = addDays(today, -FEED_DAYS_BACK);
  const end = addDays(today, FEED_DAYS_AHEAD);
  const [positions, away, travel] = await Promise.all([
    findFeedPositions(db, feed.contactId, start, end),
    findAway(db, [feed.contactId], start, end),
    findFeedTravel(db, feed.contactId, start, end),
  ]);
  const items: IcsItem[] = [];
  for (const p of positions) {
    if (p.isStashed) continue;
    const status = p.isCancelled ? 'cancelled' : p.isTentative ? 'tentative' : 'confirmed';
    const zone = zoneOfVenue(p);
    items.push({
      uid: `position-${p.id}@loadout`,
      start: wallToInstant(p.inAt, zone),
      end: wallToInstant(p.outAt, zone),
      summary: `${status === 'confirmed' ? '' : `${STATUS_WORD[status]}: `}${p.eventId} ${p.showName} (${p.description})`,
      location: p.location,
      description: [
        `Bid ${p.eventId}: ${p.showName}`,
        `Position: ${p.description}`,
        p.loadInConfirmed ? '' : 'Load-in time not confirmed yet',
        p.loadOutConfirmed ? '' : 'Load-out time not confirmed yet',
      ]
        .filter(Boolean)
        .join('\n'),
      status,
      sequence: sequenceOf(p.changedAt),
    });
  }
  for (const t of travel) {
    const venue = zoneOfVenue(t);
    const flight = t.kind === 'flight' ? zonesOfFlight(t.details) : {};
    items.push({
      uid: `travel-${t.id}@loadout`,
      start: wallToInstant(t.departsAt, flight.from ?? venue),
      end: wallToInstant(t.arrivesAt, flight.to ?? venue),
      summary: travelSummary(t),
      description: travelText(t),
      status: t.jobCancelled ? 'cancelled' : t.isEstimated || t.jobTentative ? 'tentative' : 'confirmed',
      sequence: sequenceOf(t.changedAt),
    });
  }
  for (const a of away)
    items.push({
      uid: `unavailable-${a.id}@loadout`,
      start: new Date(`${a.startDate}T00:00:00Z`),
      end: new Date(`${dateOf(a.endDate)}T00:00:00Z`),
      allDay: true,
      summary: a.notes ? `Unavailable: ${a.notes}` : 'Unavailable',
    });
  return buildCalendar(
    {
      name: `Loadout: ${contact.firstName} ${contact.lastName}`,
      product: 'Flow calendar',
      ttlSeconds: 60 * 60,
    },
    items,
  );
}

const STATUS_WORD = { cancelled: 'Cancelled', tentative: 'Tentative' } as const;
