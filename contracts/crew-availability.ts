import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam, isoDate, okResponse } from './common.js';
import { confirmInviteRefusal, roundMode, roundResponse } from './labor-invites.js';

/**
 * Availability requests (issue 37.3): "Are you free Dec 5–6?" to a short list of technicians,
 * without committing a position. Each answers Yes / No / Maybe by the mail's link (no sign-in: the
 * link's token is the right to answer that one ask) or on My jobs; staff see the tally and turn
 * the yeses into offers of a position in one step (a first-to-accept or in-order round).
 */

export const availabilityAnswer = z.enum(['yes', 'no', 'maybe']);
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;
export const AVAILABILITY_ANSWER_LABEL: Record<AvailabilityAnswer | 'pending', string> = {
  yes: 'Yes',
  no: 'No',
  maybe: 'Maybe',
  pending: 'No answer yet',
};

/** Longest range one request asks about: a tour leg, not a season. */
export const MAX_REQUEST_DAYS = 31;

export const requestBody = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    note: z.string().trim().max(2000).default(''),
    /** The show the dates are for, if any (its name goes in the mail; the request joins its History). */
    eventId: idParam.nullable().default(null),
    contactIds: z
      .array(idParam)
      .min(1, 'Choose at least one technician')
      .max(40, 'At most 40 technicians in one request')
      .refine((ids) => new Set(ids).size === ids.length, 'A technician is listed twice'),
  })
  .refine((b) => b.startDate <= b.endDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  })
  .refine((b) => Date.parse(b.endDate) - Date.parse(b.startDate) < MAX_REQUEST_DAYS * 86_400_000, {
    message: `Ask about at most ${MAX_REQUEST_DAYS} days at a time`,
    path: ['endDate'],
  });

/** One technician asked, and what they said. */
export const askView = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  answer: z.enum(['pending', 'yes', 'no', 'maybe']),
  /** "Nov 26, 2026, 3:04 PM CST"; null while unanswered. */
  prettyAnsweredAt: z.string().nullable(),
});
export type AskView = z.infer<typeof askView>;

export const tally = z.object({
  yes: z.number().int(),
  no: z.number().int(),
  maybe: z.number().int(),
  pending: z.number().int(),
});

export const requestView = z.object({
  id: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  /** "Dec 5 – 6, 2026". */
  prettyDateRange: z.string(),
  note: z.string(),
  eventId: z.number().int().nullable(),
  showName: z.string().nullable(),
  sentBy: z.string().nullable(),
  prettySentAt: z.string(),
  tally,
  /** Yes first (earliest first), then maybe, pending, no. */
  asks: z.array(askView),
});
export type RequestView = z.infer<typeof requestView>;

export const listQuery = z.object({
  /** Requests whose dates end on or after this day (default: a week ago). */
  since: isoDate.optional(),
});
export const listResponse = z.object({ requests: z.array(requestView) });
export const requestParams = z.object({ id: idParam });
export const requestResponse = z.object({
  item: requestView,
  delivery: z.enum(['stored', 'sent', 'failed']),
});

/** Offer a position to those who said yes (and, if chosen, maybe): one round, or one invite. */
export const offerYesesBody = z.object({
  lineItemID: idParam,
  eventID: idParam,
  mode: roundMode.default('first'),
  answerMinutes: z
    .number()
    .int()
    .min(15)
    .max(7 * 24 * 60)
    .default(240),
  includeMaybe: z.boolean().default(false),
  extraNotes: z.string().trim().max(4000).default(''),
  /** The user saw the attention text (someone away or booked) and sends anyway. */
  confirmed: z.boolean().default(false),
});
export const offerYesesResponse = roundResponse.extend({ offered: z.number().int() });

/** What the tech sees of an ask (on My jobs). */
export const myAsk = z.object({
  id: z.number().int(),
  prettyDateRange: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  note: z.string(),
  showName: z.string().nullable(),
  sentBy: z.string().nullable(),
  answer: askView.shape.answer,
});
export type MyAsk = z.infer<typeof myAsk>;
export const myAsksResponse = z.object({ asks: z.array(myAsk) });
export const myAnswerBody = z.object({ answer: availabilityAnswer });

/** The link: 43 base64url characters (32 random bytes); anything else is no ask. */
export const askTokenParams = z.object({ token: z.string().min(1).max(200) });
export const askPageQuery = z.object({ answer: availabilityAnswer.optional() });
export const askAnswerForm = z.object({ answer: availabilityAnswer, _token: z.string().max(200).optional() });

const call = callsOf('crew-availability');
const writeRefusals = { 409: confirmInviteRefusal.or(errorResponse), 423: errorResponse };

export const crewAvailabilityCalls = {
  create: call({
    method: 'POST',
    path: '/availability-requests',
    summary: 'Ask technicians whether they are free on a date range (no position committed); mailed to each',
    body: requestBody,
    answer: requestResponse,
    refusals: { 409: errorResponse },
  }),
  list: call({
    method: 'GET',
    path: '/availability-requests',
    summary: 'Availability requests with their tally (who said yes, no, maybe, who has not answered)',
    query: listQuery,
    answer: listResponse,
  }),
  one: call({
    method: 'GET',
    path: '/availability-requests/{id}',
    summary: 'One availability request with its tally',
    params: requestParams,
    answer: z.object({ item: requestView }),
  }),
  offerYeses: call({
    method: 'POST',
    path: '/availability-requests/{id}/offer',
    summary:
      'Offer a position to those who said yes: a round (first to accept or in order), or an invite when one did. 409 with attention asks to confirm',
    params: requestParams,
    body: offerYesesBody,
    answer: offerYesesResponse,
    refusals: writeRefusals,
  }),
  mine: call({
    method: 'GET',
    path: '/my-availability',
    summary: "The signed-in tech's availability requests whose dates have not passed",
    answer: myAsksResponse,
  }),
  answerMine: call({
    method: 'POST',
    path: '/my-availability/{id}/answer',
    summary: 'Answer one of my availability requests: yes, no or maybe (mine only; may be changed later)',
    params: requestParams,
    body: myAnswerBody,
    answer: okResponse,
    refusals: { 409: errorResponse },
  }),
  page: call({
    method: 'GET',
    path: '/availability/{token}',
    summary:
      'The availability request behind a link: its dates and Yes / No / Maybe (a page; answers nothing)',
    params: askTokenParams,
    query: askPageQuery,
    answer: fileAnswers.page,
  }),
  answer: call({
    method: 'POST',
    path: '/availability/{token}/answer',
    summary: "Answer the link's availability request (form: answer, _token); redirects to its page",
    params: askTokenParams,
    body: askAnswerForm,
    encoding: 'form',
    answer: {
      ...fileAnswers.page,
      redirect: 'The answer was recorded: the request page again (a GET, so a reload posts nothing)',
    },
  }),
};
