import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { idParam } from './common.js';

/**
 * The crew's side of labor invites (issue 22): the one-tap answer links of an offer (no sign-in:
 * the link's token is the right to answer that one offer) and the signed-in tech's My jobs page.
 */

/** A link token: 43 base64url characters (32 random bytes); anything else is no offer. */
export const offerTokenParams = z.object({ token: z.string().min(1).max(200) });
export const offerAnswerForm = z.object({
  answer: z.enum(['accept', 'decline']),
  _token: z.string().max(200).optional(),
});
/** The mail's Accept and Decline links open the page with that answer chosen (still one tap to confirm). */
export const offerPageQuery = z.object({ answer: z.enum(['accept', 'decline']).optional() });
export const offerDaysForm = z.object({ _token: z.string().max(200).optional() });

/** An offer as its page, its messages and My jobs show it. */
export const offerFacts = z.object({
  inviteId: z.number().int(),
  positionId: z.number().int(),
  eventId: z.number().int(),
  showName: z.string(),
  position: z.string(),
  location: z.string(),
  mapUrl: z.string().nullable(),
  /** "Sun, Dec 6, 7:00 AM CST". */
  prettyIn: z.string(),
  prettyOut: z.string(),
  prettyDateRange: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  sentBy: z.string().nullable(),
  sentByPhone: z.string().nullable(),
  notes: z.string(),
});
export type OfferFacts = z.infer<typeof offerFacts>;

export const myOffer = offerFacts.extend({
  /**
   * Why it can no longer be answered ("This show was cancelled.", "This position is no longer
   * needed."): shown in place of Accept / Decline. Null while it can be answered.
   */
  closed: z.string().nullable(),
});
export type MyOffer = z.infer<typeof myOffer>;

export const myTrip = z.object({
  id: z.number().int(),
  /** "Flight DFW → SEA" or the booking's words. */
  summary: z.string(),
  prettyDeparts: z.string(),
  prettyArrives: z.string(),
  isEstimated: z.boolean(),
});
export const myJob = offerFacts.omit({ inviteId: true }).extend({
  status: z.enum(['Confirmed', 'Tentative']),
  isCancelled: z.boolean(),
  travel: z.array(myTrip),
});
export type MyJob = z.infer<typeof myJob>;

export const myJobsResponse = z.object({
  /** The contact the signed-in user is; null for a user who is no one's contact (no jobs). */
  contactId: z.number().int().nullable(),
  offers: z.array(myOffer),
  jobs: z.array(myJob),
});
export const myAnswerParams = z.object({ id: idParam });
export const myAnswerResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** After a decline: the dates the tech may add to their days unavailable. */
  declined: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
});

const call = callsOf('offers');

export const offerCalls = {
  page: call({
    method: 'GET',
    path: '/offers/{token}',
    summary:
      'The offer behind a one-tap answer link: its details and Accept / Decline (a page; answers nothing)',
    params: offerTokenParams,
    query: offerPageQuery,
    answer: fileAnswers.page,
  }),
  answer: call({
    method: 'POST',
    path: '/offers/{token}/answer',
    summary: "Answer the link's offer (form: answer, _token); redirects to the offer page",
    params: offerTokenParams,
    body: offerAnswerForm,
    encoding: 'form',
    answer: {
      ...fileAnswers.page,
      redirect: 'The answer was recorded: the offer page again (a GET, so a reload posts nothing)',
    },
  }),
  addDays: call({
    method: 'POST',
    path: '/offers/{token}/days-unavailable',
    summary: "After a decline by this link: add the offer's dates to the tech's days unavailable",
    params: offerTokenParams,
    body: offerDaysForm,
    encoding: 'form',
    answer: fileAnswers.page,
  }),
  myJobs: call({
    method: 'GET',
    path: '/my-jobs',
    summary: "The signed-in tech's offers waiting for an answer and upcoming jobs with travel",
    answer: myJobsResponse,
  }),
  myAccept: call({
    method: 'POST',
    path: '/my-jobs/offers/{id}/accept',
    summary: 'Accept one of my offers (an invite to my contact only)',
    params: myAnswerParams,
    answer: myAnswerResponse,
  }),
  myDecline: call({
    method: 'POST',
    path: '/my-jobs/offers/{id}/decline',
    summary: 'Decline one of my offers (an invite to my contact only)',
    params: myAnswerParams,
    answer: myAnswerResponse,
  }),
};
