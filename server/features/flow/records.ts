import type { FlowRange } from '../../../contracts/flow.js';
import type { Commitment, FlowDayUnavailable, TravelItem } from '../../../contracts/flow-contact.js';
import { travelSummary as summaryOf, travelFormatted } from '../../../contracts/flow-lines.js';
import {
  dateOf,
  prettyDateRange as formatDateRange,
  prettyWallTime as formatWallTime,
} from '../../platform/dates.js';
import type { AwayRow, CommitmentRow, TravelRow } from './contacts-queries.js';

/** Turns the database rows into the records the calendar draws and the feed lists. */

/**
 * Crew calls fall on a few hours of a few dates, so a range of 600 technicians formats the same
 * times thousands of times: each text is made once (Intl formatting is the costly part).
 */
function memo<A extends string[]>(fn: (...args: A) => string, limit = 20_000) {
  const seen = new Map<string, string>();
  return (...args: A) => {
    const key = args.join('|');
    let text = seen.get(key);
    if (text === undefined) {
      if (seen.size >= limit) seen.clear();
      text = fn(...args);
      seen.set(key, text);
    }
    return text;
  };
}
const prettyWallTime = memo((local: string) => formatWallTime(local));
const prettyDateRange = memo((start: string, end: string) => formatDateRange(start, end));

const DAY_MS = 86_400_000;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
export const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** A wall-clock time as the instant with the same digits in UTC (what floating times are written from). */
export const wallClock = (local: string) => new Date(`${local.slice(0, 19).replace(' ', 'T')}Z`);

/** restConflict: why the job follows the one before too closely ("8 h rest after …"), or null. */
export function toCommitment(r: CommitmentRow, range: FlowRange, restConflict: string | null): Commitment {
  const start = dateOf(r.inAt);
  const end = dateOf(r.outAt);
  const visibleStart = later(start, range.start);
  const visibleEnd = earlier(end, range.end);
  return {
    id: r.id,
    visible_start_date: visibleStart,
    visible_end_date: visibleEnd,
    visible_day_qty: daysBetween(visibleStart, visibleEnd) + 1,
    isOutOfRangeLeft: start < range.start,
    isOutOfRangeRight: end > range.end,
    bgColor: r.colorHex,
    contrastColor: r.contrastHex,
    is_tentative: r.isTentative,
    is_stashed: r.isStashed,
    is_deleted: false,
    isCancelled: r.isCancelled,
    loadInIsConfirmed: r.loadInConfirmed,
    loadOutIsConfirmed: r.loadOutConfirmed,
    event: {
      id: r.eventId,
      show_name: r.showName,
      location: r.location,
      prettyDateRange: prettyDateRange(r.startDate, r.endDate),
    },
    event_id: r.eventId,
    contact_id: r.contactId,
    description: r.description,
    techStatus: r.isTentative ? 'Tentative' : 'Confirmed',
    prettyLoadInDate: prettyWallTime(r.inAt),
    prettyLoadOutDate: prettyWallTime(r.outAt),
    restConflict,
  };
}

export function toDayUnavailable(r: AwayRow, range: FlowRange, showNotes: boolean): FlowDayUnavailable {
  return {
    id: r.id,
    contact_id: r.contactId,
    start_date: r.startDate,
    end_date: r.endDate,
    visible_start_date: later(r.startDate, range.start),
    visible_end_date: earlier(r.endDate, range.end),
    notes: showNotes ? r.notes : '',
    prettyDateRange: prettyDateRange(r.startDate, r.endDate),
  };
}

/** "Estimated flight to 24100: AA 1234 DFW → LAS" (one wording for the screen, the popup and the feed). */
export const travelSummary = (r: TravelRow) => summaryOf(r);

/** The summary and its times: "…, Wed, Dec 9, 7:00 AM – Wed, Dec 9, 9:30 AM" */
export const travelText = (r: TravelRow) =>
  travelFormatted(travelSummary(r), prettyWallTime(r.departsAt), prettyWallTime(r.arrivesAt));

export function toTravelItem(r: TravelRow): TravelItem {
  const departs = wallClock(r.departsAt);
  const hours = (departs.getUTCHours() * 60 + departs.getUTCMinutes()) / 60;
  const travelTime = (wallClock(r.arrivesAt).getTime() - departs.getTime()) / 3_600_000;
  return {
    id: r.id,
    bid_id: r.eventId,
    contact_id: r.contactId,
    departure_date: dateOf(r.departsAt),
    arrival_date: dateOf(r.arrivesAt),
    departureHour: Math.round(hours * 100) / 100,
    travelTime: Math.round(travelTime * 100) / 100,
    isEstimated: r.isEstimated,
    isEstimatedIn: r.isEstimated && r.direction === 'in',
    isFlight: r.kind === 'flight',
    isDrive: r.kind === 'drive',
    isLocal: r.kind === 'local',
    prettyDepartureDate: prettyWallTime(r.departsAt),
    prettyArrivalDate: prettyWallTime(r.arrivesAt),
    direction: r.direction,
    details: r.details,
    formatted: travelText(r),
  };
}

/** The calendar days from start to end, both included. */
export function datesOf(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  for (let n = daysBetween(start, end); n >= 0; n--) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
