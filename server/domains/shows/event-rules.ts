import { EVENT_MAX_DAYS } from '../../../contracts/events.js';
import { prettyDateRange } from '../../platform/dates.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * An event as staff and the sales system write it (DOMAIN "Event"): what the hand edits and the
 * `events` import both check with these rules, so a file says the same as the form.
 */
export interface EventRecord {
  /** The bid number. */
  id: number;
  showName: string;
  accountManagerId: number | null;
  status: string;
  location: string;
  venueState: string | null;
  /** IANA zone as Intl spells it; null: the venue state's zone. */
  timeZone: string | null;
  startDate: string;
  endDate: string;
  loadInDate: string | null;
  loadOutDate: string | null;
  isCancelled: boolean;
  isLocked: boolean;
}

export type EventField = keyof EventRecord;
export interface EventProblem {
  field: EventField;
  message: string;
}

const day = (iso: string) => prettyDateRange(iso, iso);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** The zone as Intl names it ('america/chicago' → 'America/Chicago'), or null when Intl knows none. */
export function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const zoneProblem = (zone: string) =>
  `"${zone}" is not a time zone: use an IANA name such as America/Chicago or America/New_York`;

/**
 * The dates in the order a show runs: load-in on or before the first day, the last day not before
 * the first, load-out on or after the last day. Each problem names the field to fix and both dates.
 */
export function eventProblems(e: EventRecord): EventProblem[] {
  const problems: EventProblem[] = [];
  if (e.endDate < e.startDate)
    problems.push({
      field: 'endDate',
      message: `The show ends on ${day(e.endDate)}, before it starts on ${day(e.startDate)}`,
    });
  if (e.loadInDate && e.loadInDate > e.startDate)
    problems.push({
      field: 'loadInDate',
      message: `Load-in on ${day(e.loadInDate)} is after the show starts on ${day(e.startDate)}: load in on or before the first day`,
    });
  if (e.loadOutDate && e.loadOutDate < e.endDate)
    problems.push({
      field: 'loadOutDate',
      message: `Load-out on ${day(e.loadOutDate)} is before the show ends on ${day(e.endDate)}: load out on or after the last day`,
    });
  const first = e.loadInDate && e.loadInDate < e.startDate ? e.loadInDate : e.startDate;
  const last = e.loadOutDate && e.loadOutDate > e.endDate ? e.loadOutDate : e.endDate;
  if (!problems.length && daysBetween(first, last) > EVENT_MAX_DAYS)
    problems.push({
      field: e.loadOutDate && e.loadOutDate > e.endDate ? 'loadOutDate' : 'endDate',
      message: `${prettyDateRange(first, last)} is more than a year: check the year`,
    });
  if (e.timeZone !== null && canonicalZone(e.timeZone) === null)
    problems.push({ field: 'timeZone', message: zoneProblem(e.timeZone) });
  return problems;
}

const FIELDS: readonly EventField[] = [
  'showName',
  'accountManagerId',
  'status',
  'location',
  'venueState',
  'timeZone',
  'startDate',
  'endDate',
  'loadInDate',
  'loadOutDate',
  'isCancelled',
  'isLocked',
];

/** What a write changes of the stored event. */
export const changedFields = (before: EventRecord, after: EventRecord): EventField[] =>
  FIELDS.filter((f) => before[f] !== after[f]);

/** The words every refusal of a locked bid uses (the crew screens say the same: "This bid is currently locked"). */
export const lockedMessage = (id: number) => `Bid ${id} is currently locked: unlock it before changing it`;

/** The refusal of any change to a locked bid: its header, pulls, lines, positions, travel. */
export const lockedEvent = (id: number) => new AppError('locked', lockedMessage(id));

/**
 * A locked bid takes no change but its unlocking (which may come with other changes, as an import
 * row saying locked = no does): a locked show is settled, and its crew and pulls stand.
 */
export const isLockedChange = (before: EventRecord, after: EventRecord) =>
  before.isLocked && after.isLocked && changedFields(before, after).length > 0;
