import { z } from 'zod';
import { idParam, isoDate } from './common.js';
import { accountManager } from './events.js';

/** Spec 9: the default range is 7 days back to 60 days ahead; the shift buttons move 30 days. */
export const FLOW_DAYS_BACK = 7;
export const FLOW_DAYS_AHEAD = 60;
export const FLOW_SHIFT_DAYS = 30;
/** The widest range one call may ask for. */
export const FLOW_MAX_DAYS = 366;
/** Contacts in the first part of the contacts call: enough to fill a screen at once. */
export const FLOW_FIRST_PAGE = 60;
/** The tech groups open when the calendar opens (spec 2.11). */
export const FLOW_OPEN_GROUPS = ['Staff', 'Primary'] as const;

const DAY_MS = 86_400_000;

/** {start}/{end} of every range call: in order, at most FLOW_MAX_DAYS days. */
export const rangeParams = z
  .object({ start: isoDate, end: isoDate })
  .refine((r) => r.start >= '1900-01-01' && r.end <= '2199-12-31', {
    message: 'Dates must fall between 1900 and 2199',
    path: ['start'],
  })
  .refine((r) => r.start <= r.end, { message: 'The end date is before the start date', path: ['end'] })
  .refine((r) => (Date.parse(r.end) - Date.parse(r.start)) / DAY_MS < FLOW_MAX_DAYS, {
    message: `Ask for at most ${FLOW_MAX_DAYS} days at a time`,
    path: ['end'],
  });
export type FlowRange = z.infer<typeof rangeParams>;

/** GET /flow/techs/config/{start}/{end}: the columns of the calendar. */
export const flowDate = z.object({
  date: isoDate,
  /** "Mon" */
  weekday: z.string(),
  /** 1..31 */
  day: z.number().int(),
  /** "Nov" */
  month: z.string(),
  isWeekend: z.boolean(),
  isFirstOfMonth: z.boolean(),
});
export type FlowDate = z.infer<typeof flowDate>;
export const configResponse = z.object({
  dates: z.array(flowDate),
  /** Spec 6: admins see a technician's day rate. */
  amAdmin: z.boolean(),
  /** The contact of the signed-in user: their own row carries the calendar feed link. */
  myContactId: z.number().int().nullable(),
});

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

export const flowDepartment = z.object({
  id: z.number().int(),
  title: z.string(),
  bgColor: z.string(),
  contrastColor: z.string(),
});
export type FlowDepartment = z.infer<typeof flowDepartment>;

/** GET /flow/techs/contacts/{start}/{end}: the first FLOW_FIRST_PAGE contacts; ?isRemainder=true the rest. */
export const contactsQuery = z.object({
  isRemainder: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const contactsResponse = z.object({
  departments: z.array(flowDepartment),
  contacts: z.array(flowContact),
  /** All the technicians, both parts together. */
  total: z.number().int(),
  isRemainder: z.boolean(),
});
export type ContactsResponse = z.infer<typeof contactsResponse>;

/** GET /flow/techs/day-counts/{start}/{end}: days booked per contact id in the two years holding {start}. */
export const dayCountsResponse = z.object({
  calendarDayCounts: z.record(z.string(), z.number().int()),
  fiscalDayCounts: z.record(z.string(), z.number().int()),
  calendarYear: z.object({ start: isoDate, end: isoDate, label: z.string() }),
  fiscalYear: z.object({ start: isoDate, end: isoDate, label: z.string() }),
});
export type DayCounts = z.infer<typeof dayCountsResponse>;

/** Spec 3 "Event overview row": events that do not overlap, drawn on one line. */
export const overviewEvent = z.object({
  id: z.number().int(),
  show_name: z.string(),
  show_state: z.string().nullable(),
  /** The crew's first and last day (first call to last out), or the show's dates without positions. */
  startDate: isoDate,
  endDate: isoDate,
  isCancelled: z.boolean(),
  /** "Wed, Dec 9, 7:00 AM": the first crew call; the last crew out. */
  prettyStartTimestamp: z.string(),
  prettyEndTimestamp: z.string(),
  location: z.string(),
  account_manager: accountManager.nullable(),
});
export type OverviewEvent = z.infer<typeof overviewEvent>;
export const eventsResponse = z.object({ rows: z.array(z.object({ events: z.array(overviewEvent) })) });

/** GET /flow/techs/{eventId}/related: other bids at the same venue whose crew dates overlap. */
export const relatedParams = z.object({ eventId: idParam });
export const relatedResponse = z.object({ ids: z.array(z.number().int()) });

/** The calendar feed link of one contact (their own, or any tech's for staff). */
export const feedParams = z.object({ contactId: idParam });
export const feedLinkResponse = z.object({
  contactId: z.number().int(),
  /** https://…/flow/feed/{token}.ics */
  url: z.string(),
  /** The same address for calendar apps (webcal://). */
  webcalUrl: z.string(),
  mayReset: z.boolean(),
});
export type FeedLink = z.infer<typeof feedLinkResponse>;
export const feedTokenParams = z.object({ token: z.string().min(1).max(200) });
