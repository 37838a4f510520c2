import { z } from 'zod';
import { historyCall } from './audit.js';
import { callsOf } from './call.js';
import { optionalText, requiredText } from './catalog-fields.js';
import { errorResponse, idParam, isoDate, rangeDate } from './common.js';

export const accountManager = z.object({
  id: z.number().int(),
  name: z.string(),
  primary_email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
});
export type AccountManager = z.infer<typeof accountManager>;

export const eventSummary = z.object({
  id: z.number().int(),
  show_name: z.string(),
  account_manager: accountManager.nullable(),
  status: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  prettyDateRange: z.string(),
  isCancelled: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventDetail = eventSummary.extend({
  venue_state: z.string().nullable(),
  loadInDate: z.string().nullable(),
  loadOutDate: z.string().nullable(),
  isLocked: z.boolean(),
  /** The venue's IANA zone as entered; null: the venue state's zone. */
  time_zone: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventListQuery = z
  .object({
    startDate: isoDate.optional(),
    endDate: rangeDate('On or after startDate').optional(),
    /** Bid number or part of the show name. */
    search: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(1000).default(500),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'The start date must not be after the end date',
    path: ['endDate'],
  });

export const eventListResponse = z.object({ events: z.array(eventSummary) });
export const eventParams = z.object({ id: idParam });
export const eventResponse = z.object({ event: eventDetail });

/** Longer than a year from load-in to load-out is a typo in a year, not a show (event-rules.ts). */
export const EVENT_MAX_DAYS = 366;

/** What staff (or a sales system) write of an event; the server checks the dates' order and the zone. */
export const eventFields = z.object({
  showName: requiredText(200),
  /** A contact (the account managers call lists them); null: none yet. */
  accountManagerId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  status: requiredText(40).default('Quote'),
  location: optionalText(500).transform((v) => v ?? ''),
  venueState: optionalText(40),
  /** IANA zone, e.g. America/Chicago; blank: the venue state's zone. */
  timeZone: optionalText(64),
  startDate: isoDate,
  endDate: rangeDate('On or after startDate'),
  loadInDate: rangeDate('On or before startDate').nullable().default(null),
  loadOutDate: rangeDate(
    `On or after endDate; from the first day (load-in or start) to the last at most ${EVENT_MAX_DAYS} days`,
  )
    .nullable()
    .default(null),
});
export type EventFields = z.input<typeof eventFields>;

export const createEventBody = eventFields.extend({
  /** The bid number; left out, the next free one. */
  id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  isCancelled: z.boolean().default(false),
  isLocked: z.boolean().default(false),
});
export const cancelledBody = z.object({ cancelled: z.boolean() });
export const lockedBody = z.object({ locked: z.boolean() });
export const accountManagersResponse = z.object({
  accountManagers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
/** A write's refusals beyond 400-404: 409 a bid number taken, 423 the bid locked. */
const writeRefusals = { 409: errorResponse, 423: errorResponse } as const;

const call = callsOf('events');

/** The area's calls (the event page is not in spec 7: the show pull header links to it). */
export const eventCalls = {
  list: call({
    method: 'GET',
    path: '/events',
    summary: 'Events overlapping a date range, by bid number or show name',
    query: eventListQuery,
    answer: eventListResponse,
  }),
  get: call({
    method: 'GET',
    path: '/events/{id}',
    summary: 'One event (the page the show pull header links to)',
    params: eventParams,
    answer: eventResponse,
  }),
  create: call({
    method: 'POST',
    path: '/events',
    summary: 'Open an event (its Main Show Pull comes with it); 409 when the bid number is taken',
    body: createEventBody,
    answer: eventResponse,
    refusals: writeRefusals,
  }),
  update: call({
    method: 'PUT',
    path: '/events/{id}',
    summary: "Change an event's show name, account manager, status, venue and dates; 423 when locked",
    params: eventParams,
    body: eventFields,
    answer: eventResponse,
    refusals: writeRefusals,
  }),
  cancel: call({
    method: 'PUT',
    path: '/events/{id}/cancelled',
    summary: 'Cancel or uncancel an event (a cancel writes each booked tech a notice); 423 when locked',
    params: eventParams,
    body: cancelledBody,
    answer: eventResponse,
    refusals: writeRefusals,
  }),
  lock: call({
    method: 'PUT',
    path: '/events/{id}/locked',
    summary: 'Lock an event (it then refuses every change but unlocking) or unlock it',
    params: eventParams,
    body: lockedBody,
    answer: eventResponse,
    refusals: writeRefusals,
  }),
  accountManagers: call({
    method: 'GET',
    path: '/events/account-managers',
    summary: "The contacts an event's account manager is chosen from",
    answer: accountManagersResponse,
  }),
  history: historyCall(
    'events',
    '/events/{id}/history',
    "Who changed what on the event's pulls, positions, invites and comments, latest first",
  ),
};
