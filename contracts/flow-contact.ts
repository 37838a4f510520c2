import { z } from 'zod';
import { isoDate } from './common.js';

/**
 * One technician's line of the flow calendar (spec 3 "Contact"): their commitments, days
 * unavailable and travel in the range. The contacts call of `contracts/flow.ts` answers a list of them.
 */

/** Spec 3 "Commitment": a position assigned to the technician, clipped to the range. */
export const commitment = z.object({
  id: z.number().int(),
  visible_start_date: isoDate,
  visible_end_date: isoDate,
  visible_day_qty: z.number().int(),
  /** Starts before the range (the bar runs off the left edge). */
  isOutOfRangeLeft: z.boolean(),
  isOutOfRangeRight: z.boolean(),
  /** The position's department colour and its readable text colour. */
  bgColor: z.string(),
  contrastColor: z.string(),
  is_tentative: z.boolean(),
  is_stashed: z.boolean(),
  /** Removed positions are deleted outright, so this is always false; kept for the spec's shape. */
  is_deleted: z.boolean(),
  /** The event is cancelled: drawn reddish, with no label. */
  isCancelled: z.boolean(),
  loadInIsConfirmed: z.boolean(),
  loadOutIsConfirmed: z.boolean(),
  event: z.object({
    id: z.number().int(),
    show_name: z.string(),
    location: z.string(),
    prettyDateRange: z.string(),
  }),
  event_id: z.number().int(),
  contact_id: z.number().int(),
  description: z.string(),
  techStatus: z.enum(['Tentative', 'Confirmed']),
  /** "Wed, Dec 9, 7:00 AM" */
  prettyLoadInDate: z.string(),
  prettyLoadOutDate: z.string(),
  /**
   * The job follows the tech's previous one too closely, in words: "8 h rest after 24100 Acme Gala
   * (needs 10 h)", "cannot arrive from 24100 Acme Gala in time: about 6 h drive". Null when not.
   */
  restConflict: z.string().nullable(),
});
export type Commitment = z.infer<typeof commitment>;

/** A days-unavailable record as the calendar draws it (the part inside the range). */
export const flowDayUnavailable = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  start_date: isoDate,
  end_date: isoDate,
  visible_start_date: isoDate,
  visible_end_date: isoDate,
  /** Empty for a technician looking at someone else's days. */
  notes: z.string(),
  prettyDateRange: z.string(),
});
export type FlowDayUnavailable = z.infer<typeof flowDayUnavailable>;

/** Spec 3 "Travel item". Hours are on the 24-hour scale of a day column. */
export const travelItem = z.object({
  id: z.number().int(),
  /** The event (bid) the trip is for. */
  bid_id: z.number().int().nullable(),
  contact_id: z.number().int(),
  departure_date: isoDate,
  arrival_date: isoDate,
  /** 7.5 for 7:30 AM. */
  departureHour: z.number(),
  /** Hours from departure to arrival. */
  travelTime: z.number(),
  isEstimated: z.boolean(),
  /** An estimated trip to the event (rather than home from it). */
  isEstimatedIn: z.boolean(),
  isFlight: z.boolean(),
  isDrive: z.boolean(),
  isLocal: z.boolean(),
  /** "Wed, Dec 9, 7:00 AM" */
  prettyDepartureDate: z.string(),
  prettyArrivalDate: z.string(),
  /** To the event (in) or home from it (out). */
  direction: z.enum(['in', 'out']),
  /** As booked: "AA 1234 DFW → LAS", "Personal vehicle"; empty for an estimate. */
  details: z.string(),
  /** "Flight to 24100: AA 1234 DFW → LAS, Wed, Dec 9, 7:00 AM – 9:30 AM" */
  formatted: z.string(),
});
export type TravelItem = z.infer<typeof travelItem>;

/** Spec 3 "Contact" of the flow calendar. */
export const flowContact = z.object({
  id: z.number().int(),
  name: z.string(),
  legal_name: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string().nullable(),
  /** "Last, First" (the nickname in place of the first name when there is one). */
  contact_name: z.string(),
  /** The department's title; null when the contact has none. */
  department: z.string().nullable(),
  department_id: z.number().int().nullable(),
  techGroupName: z.string(),
  is_staff: z.boolean(),
  target_days: z.number().int(),
  /** Only for admins (amAdmin), and only when the tech is not staff and the rate is above zero. */
  day_rate: z.number().nullable(),
  mobile_phone: z.string().nullable(),
  primary_email: z.string().nullable(),
  homeStateAbbrev: z.string().nullable(),
  isNew: z.boolean(),
  isPartTime: z.boolean(),
  /** Events the tech is committed to within the range (what a numeric search matches). */
  eventIDs: z.array(z.number().int()),
  /** The dates of the range on which the tech has any record; a date left out has none. */
  flowDates: z.record(isoDate, z.object({ hasRecords: z.boolean() })),
  commitments: z.array(commitment),
  daysUnavailable: z.array(flowDayUnavailable),
  travelItems: z.array(travelItem),
});
export type FlowContact = z.infer<typeof flowContact>;
