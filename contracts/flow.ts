import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { idParam, isoDate, rangeDate } from './common.js';
import { accountManager } from './events.js';
import { flowContact } from './flow-contact.js';
import { linesResponse } from './flow-lines.js';
import { overviewResponse } from './flow-overview.js';

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
const FLOW_YEARS = '19\\d\\d|20\\d\\d|21\\d\\d';
export const rangeParams = z
  .object({
    start: rangeDate('The first day, 1900–2199', FLOW_YEARS),
    end: rangeDate(
      `The last day, 1900–2199: on or after start, at most ${FLOW_MAX_DAYS} days counting both`,
      FLOW_YEARS,
    ),
  })
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
  /** Positions still to crew: no tech, not resolved, not stashed (spec 4 "Labor position"). */
  openPositions: z.number().int(),
});
export type OverviewEvent = z.infer<typeof overviewEvent>;
export const eventsResponse = z.object({ rows: z.array(z.object({ events: z.array(overviewEvent) })) });

/** GET /flow/techs/{eventId}/related: other bids at the same venue whose crew dates overlap. */
export const relatedParams = z.object({ eventId: idParam });
export const relatedResponse = z.object({ ids: z.array(z.number().int()) });

/**
 * GET /flow/techs/roles: the tech roles of spec 2.13 (labor position categories) and who holds each,
 * so the calendar can narrow "who is free" to a role.
 */
export const flowRole = z.object({
  /** The category id. */
  id: z.number().int(),
  /** The category number. */
  name: z.string(),
  description: z.string(),
  contactIds: z.array(z.number().int()),
});
export type FlowRole = z.infer<typeof flowRole>;
export const rolesResponse = z.object({ roles: z.array(flowRole) });

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

const call = callsOf('flow');

/** The flow calendar's calls (spec 7 "Flow calendar") and each tech's calendar feed. */
export const flowCalls = {
  config: call({
    method: 'GET',
    path: '/flow/techs/config/{start}/{end}',
    summary: 'The date columns of the range, and whether this user sees day rates (amAdmin)',
    params: rangeParams,
    answer: configResponse,
  }),
  contacts: call({
    method: 'GET',
    path: '/flow/techs/contacts/{start}/{end}',
    summary:
      'Departments and the first technicians with their commitments, days unavailable and travel in the range; ?isRemainder=true gives the rest',
    params: rangeParams,
    query: contactsQuery,
    answer: contactsResponse,
  }),
  // Not in spec 7: the screen reads this one, the contacts call's records at a tenth of the bytes.
  lines: call({
    method: 'GET',
    path: '/flow/techs/lines/{start}/{end}',
    summary:
      'The contacts call in compact form (dates as day numbers, each repeated text once): the first technicians; ?isRemainder=true the rest',
    params: rangeParams,
    query: contactsQuery,
    answer: linesResponse,
  }),
  dayCounts: call({
    method: 'GET',
    path: '/flow/techs/day-counts/{start}/{end}',
    summary:
      'Days booked per contact id in the calendar year and the fiscal year (FISCAL_YEAR_START_MONTH) holding the start date',
    params: rangeParams,
    answer: dayCountsResponse,
  }),
  events: call({
    method: 'GET',
    path: '/flow/techs/events/{start}/{end}',
    summary: 'The event overview: events with positions in the range, packed into rows that never overlap',
    params: rangeParams,
    answer: eventsResponse,
  }),
  // Not in spec 7: the screen reads this one, the events call's rows at a quarter of the bytes.
  overview: call({
    method: 'GET',
    path: '/flow/techs/overview/{start}/{end}',
    summary: 'The events call in compact form (dates as day numbers, each repeated text once)',
    params: rangeParams,
    answer: overviewResponse,
  }),
  roles: call({
    method: 'GET',
    path: '/flow/techs/roles',
    summary: 'The tech roles (labor position categories) held by at least one technician, and who holds each',
    answer: rolesResponse,
  }),
  related: call({
    method: 'GET',
    path: '/flow/techs/{eventId}/related',
    summary:
      "Related events: other bids at the same venue whose load-in to load-out days overlap the event's",
    params: relatedParams,
    answer: relatedResponse,
  }),
  // Made on first read (a GET that writes): kept so until the feed link is reworked.
  feedLink: call({
    method: 'GET',
    path: '/flow/feed-link/{contactId}',
    summary: "The secret address of a contact's calendar feed: a tech's own, or any tech's for staff",
    params: feedParams,
    answer: feedLinkResponse,
  }),
  resetFeedLink: call({
    method: 'POST',
    path: '/flow/feed-link/{contactId}/reset',
    summary: 'A new feed address for the contact; the old one stops working',
    params: feedParams,
    answer: feedLinkResponse,
  }),
  feed: call({
    method: 'GET',
    path: '/flow/feed/{token}',
    summary:
      "A technician's commitments, travel and days unavailable as an iCalendar feed ({token}.ics, from the feed link)",
    params: feedTokenParams,
    answer: fileAnswers.calendar,
  }),
};
