import { z } from 'zod';
import { isoDate } from './common.js';
import type { Commitment, FlowContact, FlowDayUnavailable, TravelItem } from './flow-contact.js';

/**
 * The technicians' lines of the flow calendar in a compact form (GET /flow/techs/lines): the same
 * records as the contacts call of spec 7, at a tenth of the bytes and cheap to check. Dates are day
 * numbers from the range's start, every repeated text is sent once in `texts` and named by its
 * index, and each technician's records are runs of whole numbers. `packLines` makes it from the
 * contacts answer and `unpackLines` gives that answer's records back (less `flowDates`, which the
 * screen does not read): `server/features/flow/lines.test.ts` holds the two to each other.
 */

/** The numbers of one commitment, in this order. */
export const COMMITMENT_FIELDS = [
  'id',
  'event',
  'from',
  'to',
  'flags',
  'description',
  'loadIn',
  'loadOut',
  'bgColor',
  'contrastColor',
  /** Its rest or travel conflict's text, -1 for none. */
  'restConflict',
] as const;
/** The numbers of one stretch of days unavailable (its own dates: they may run past the range). */
export const AWAY_FIELDS = ['id', 'startDay', 'endDay', 'notes', 'prettyDateRange'] as const;
/** The numbers of one trip; hours are sent in hundredths. */
export const TRAVEL_FIELDS = [
  'id',
  'bidId',
  'departureDay',
  'arrivalDay',
  'departureHour',
  'travelTime',
  'flags',
  'details',
  'prettyDeparture',
  'prettyArrival',
] as const;
/** The numbers of one event the commitments are on. */
export const EVENT_FIELDS = ['id', 'showName', 'location', 'prettyDateRange', 'isCancelled'] as const;

/** Commitment flags. */
export const C = {
  tentative: 1,
  stashed: 2,
  deleted: 4,
  loadInConfirmed: 8,
  loadOutConfirmed: 16,
  outOfRangeLeft: 32,
  outOfRangeRight: 64,
} as const;
/** Travel flags. */
export const T = { estimated: 1, flight: 2, drive: 4, local: 8, homeward: 16 } as const;
/** Contact flags. */
export const P = { staff: 1, isNew: 2, partTime: 4 } as const;

const int = z.number().int();
/** Runs of record numbers: checked as numbers only, since tens of thousands of int checks cost the screen. */
const ints = z.array(z.number());
const text = z.string();
const maybeText = z.string().nullable();

/** One technician: who they are, then their commitments, days unavailable and travel as numbers. */
export const packedContact = z.tuple([
  int, // id
  text, // name
  maybeText, // legal_name
  text, // first_name
  text, // last_name
  maybeText, // nickname
  text, // contact_name
  int.nullable(), // department_id (its title is in `departments`)
  text, // techGroupName
  int, // flags (P)
  int, // target_days
  z.number().nullable(), // day_rate
  maybeText, // mobile_phone
  maybeText, // primary_email
  maybeText, // homeStateAbbrev
  ints, // commitments, COMMITMENT_FIELDS.length numbers each
  ints, // days unavailable, AWAY_FIELDS.length each
  ints, // travel, TRAVEL_FIELDS.length each
]);
export type PackedContact = z.infer<typeof packedContact>;

export const linesResponse = z.object({
  /** Day 0: the first date of the range. */
  start: isoDate,
  /** Days in the range. */
  days: int,
  departments: z.array(z.object({ id: int, title: text, bgColor: text, contrastColor: text })),
  /** The texts the numbers name (event names, positions, times, colours, notes), each once. */
  texts: z.array(text),
  /** The events of the commitments, EVENT_FIELDS.length numbers each. */
  events: ints,
  contacts: z.array(packedContact),
  /** All the technicians, both parts together. */
  total: int,
  isRemainder: z.boolean(),
});
export type LinesResponse = z.infer<typeof linesResponse>;

/** A technician's line as the screen reads it: the contacts call's record, less `flowDates`. */
export type FlowLine = Omit<FlowContact, 'flowDates'>;
export type { Commitment, FlowDayUnavailable, TravelItem };

const KIND = { flight: 'Flight', drive: 'Drive', local: 'Local travel', other: 'Travel' } as const;
export type TravelKind = keyof typeof KIND;

/** "Estimated flight to 24100: AA 1234 DFW → LAS" (the popup, the feed and the calendar say it alike). */
export function travelSummary(t: {
  kind: TravelKind;
  isEstimated: boolean;
  direction: 'in' | 'out';
  eventId: number | null;
  details: string;
}): string {
  const kind = KIND[t.kind];
  const what = t.isEstimated ? `Estimated ${kind.toLowerCase()}` : kind;
  const where =
    t.eventId === null ? '' : t.direction === 'in' ? ` to ${t.eventId}` : ` home from ${t.eventId}`;
  return `${what}${where}${t.details ? `: ${t.details}` : ''}`;
}

/** A trip's summary and its times: "…, Wed, Dec 9, 7:00 AM – Wed, Dec 9, 9:30 AM" */
export const travelFormatted = (summary: string, departs: string, arrives: string) =>
  `${summary}, ${departs} – ${arrives}`;
