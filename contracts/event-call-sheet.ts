import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam, printRefusals } from './common.js';

/*
 * An event's call sheet (issue 37.6): who works the show, in what role, how to reach them, when
 * each is called (in the venue's zone, which is named), where, and how each travels. Staff print it
 * or open it on a phone, and write to the whole confirmed crew at once through the outbox.
 */

export const callSheetTrip = z.object({
  id: z.number().int(),
  /** "Flight out to the job: AA 1234 DFW → LAS". */
  summary: z.string(),
  /** In the zone of where it leaves and arrives (an airport's, else the venue's), named. */
  prettyDeparts: z.string(),
  prettyArrives: z.string(),
  isEstimated: z.boolean(),
});

export const callSheetCrew = z.object({
  positionId: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  /** The position ("A1") and its category ("Audio Engineer"). */
  role: z.string(),
  category: z.string(),
  phone: z.string().nullable(),
  /** Whether a crew message reaches them (they have an address). */
  hasEmail: z.boolean(),
  /** "Sun, Dec 6, 7:00 AM CST": the call, in the venue's zone. */
  prettyCall: z.string(),
  prettyOut: z.string(),
  travel: z.array(callSheetTrip),
});
export type CallSheetCrew = z.infer<typeof callSheetCrew>;

export const callSheet = z.object({
  event: z.object({
    id: z.number().int(),
    showName: z.string(),
    dateRange: z.string(),
    status: z.string(),
    isCancelled: z.boolean(),
    location: z.string(),
    /** A map search for the location, for any phone's map app; null without a location. */
    mapUrl: z.string().nullable(),
    /** The venue's IANA zone (America/Chicago), which every call time is given in. */
    timeZone: z.string(),
    accountManager: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  }),
  /** The confirmed crew, by call time. */
  crew: z.array(callSheetCrew),
  /** How many technicians a crew message goes to (one message each); the others have no address. */
  recipients: z.number().int(),
  /** When the sheet was made ("Nov 26, 2026, 1:15 PM CST"). */
  printedAt: z.string(),
});
export type CallSheet = z.infer<typeof callSheet>;

export const crewMessageBody = z.object({
  message: z.string().trim().min(1, 'is required').max(2000, 'is at most 2000 characters'),
});

export const crewMessageAnswer = z.object({
  /** Messages written to the outbox: one per confirmed technician with an address. */
  sent: z.number().int(),
  /** SMTP_URL is unset: the messages are kept in the Outbox until it is. */
  kept: z.boolean(),
});

const eventParams = z.object({ id: idParam });
const call = callsOf('events');

export const callSheetCalls = {
  get: call({
    method: 'GET',
    path: '/events/{id}/call-sheet',
    summary: "The event's call sheet: the confirmed crew, their roles, phones, call times and travel",
    params: eventParams,
    answer: callSheet,
  }),
  pdf: call({
    method: 'GET',
    path: '/events/{id}/call-sheet.pdf',
    summary: 'The call sheet as a PDF to print',
    params: eventParams,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
  message: call({
    method: 'POST',
    path: '/events/{id}/crew-message',
    summary: 'Write to every confirmed technician of the event (one message each, through the outbox)',
    params: eventParams,
    body: crewMessageBody,
    answer: crewMessageAnswer,
    refusals: { 409: errorResponse },
  }),
};
