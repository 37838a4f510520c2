import { z } from 'zod';
import { historyCall } from './audit.js';
import { callsOf } from './call.js';
import { idParam, isoDate } from './common.js';

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
});
export type EventDetail = z.infer<typeof eventDetail>;

export const eventListQuery = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
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
  history: historyCall(
    'events',
    '/events/{id}/history',
    "Who changed what on the event's pulls, positions, invites and comments, latest first",
  ),
};
