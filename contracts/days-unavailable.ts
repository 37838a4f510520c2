import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, idParam, isoDate, okResponse, rangeDate } from './common.js';

/** Who entered a record: the tech, staff, or staff after the tech declined an invite. */
export const unavailableStatus = z.enum(['tech', 'staff', 'declined']);

/** Spec 3 "Days unavailable": a record as the panel and the flow calendar draw it. */
export const dayUnavailable = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  start_date: isoDate,
  end_date: isoDate,
  notes: z.string(),
  prettyStart: z.string(),
  prettyEnd: z.string(),
  status: unavailableStatus,
  /** The Type column: "Entered by the tech", "Entered by staff (name)", "Declined an invite". */
  fullStatus: z.string(),
  /** The part inside the range asked for (the whole record on the panel). */
  visible_start_date: isoDate,
  visible_end_date: isoDate,
  wasCreatedByTech: z.boolean(),
  prettyDateRange: z.string(),
  /** This user may edit and delete it: staff any; a tech only what they entered themselves. */
  canEdit: z.boolean(),
  /** This user may delete it: as canEdit, and a tech the days staff marked after they declined. */
  canDelete: z.boolean(),
});
export type DayUnavailable = z.infer<typeof dayUnavailable>;

/** The panel's call (its route is not in the spec): one contact's records, and may this user edit. */
export const listQuery = z.object({ contactId: idParam });
export const listResponse = z.object({
  contact: z.object({ id: z.number().int(), name: z.string() }),
  canEdit: z.boolean(),
  /** A colleague's days: notes are left out (as on the flow calendar); the panel says so. */
  notesWithheld: z.boolean(),
  records: z.array(dayUnavailable),
});

const notes = z.string().trim().max(2000).default('');

/**
 * Spec 7's datesAreInvalid (the service checks it and refuses in spec 5's words): in order, in
 * 2000–2099 (outside any working life otherwise), at most this many days (a typo in the year,
 * "2206", should not block years).
 */
export const DAYS_UNAVAILABLE_YEARS = { first: '2000-01-01', last: '2099-12-31' } as const;
export const DAYS_UNAVAILABLE_MAX_DAYS = 731;
const refusedOtherwise = 'otherwise 400 with datesAreInvalid';
const startDate = rangeDate(`2000–2099; ${refusedOtherwise}`, '20\\d\\d');
const endDate = rangeDate(
  `2000–2099, on or after startDate, at most ${DAYS_UNAVAILABLE_MAX_DAYS} days after it; ${refusedOtherwise}`,
  '20\\d\\d',
);

/** POST /days-unavailable. contactId: staff enter for anyone; a tech's own contact by default. */
export const createBody = z.object({
  startDate,
  endDate,
  notes,
  contactId: idParam.optional(),
  /** Entered right after the tech declined an invite (labor invites' follow-up, spec 2.9). */
  afterDeclinedInvite: z.boolean().default(false),
  /** A tech adding days over work they hold saw the question (409 attention) and adds anyway. */
  confirmed: z.boolean().default(false),
});
export const updateBody = z.object({ startDate, endDate, notes });
export const recordParams = z.object({ id: idParam });
export const recordResponse = z.object({ record: dayUnavailable });

/** Spec 7: "answer: the record, or datesAreInvalid"; the client shows spec 5's message. */
export const datesInvalidResponse = errorResponse.extend({ datesAreInvalid: z.literal(true) });
export const DATES_INVALID_MESSAGE = 'The start and / or end dates are invalid. Please try again.';

const call = callsOf('days-unavailable');
/** 400 datesAreInvalid; 409 when the contact already has a record of exactly these dates. */
const datesRefusal = { 400: datesInvalidResponse.or(errorResponse), 409: errorResponse };
/** 409 confirmation_required: a tech's days cover work they hold; `attention` asks them first. */
export const heldPositionsRefusal = errorResponse.extend({ attention: z.string() });

/** The area's calls (spec 7; the panel's list is not in the spec). */
export const daysUnavailableCalls = {
  list: call({
    method: 'GET',
    path: '/days-unavailable',
    summary:
      "A contact's days unavailable, soonest first, and whether this user may edit them; a tech reads a colleague's without notes",
    query: listQuery,
    answer: listResponse,
  }),
  create: call({
    method: 'POST',
    path: '/days-unavailable',
    summary:
      'Add days unavailable; 400 with datesAreInvalid when the dates are out of order, 409 when the same dates are already marked or (confirmation_required) when they cover work the tech holds',
    body: createBody,
    answer: recordResponse,
    refusals: { ...datesRefusal, 409: heldPositionsRefusal.or(errorResponse) },
  }),
  update: call({
    method: 'PATCH',
    path: '/days-unavailable/{id}',
    summary:
      'Change the dates or notes; 400 with datesAreInvalid when the dates are out of order, 409 when another record has them',
    params: recordParams,
    body: updateBody,
    answer: recordResponse,
    refusals: datesRefusal,
  }),
  remove: call({
    method: 'DELETE',
    path: '/days-unavailable/{id}',
    summary: 'Delete a record',
    params: recordParams,
    answer: okResponse,
  }),
};
