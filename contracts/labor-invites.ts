import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, formBool, idParam, isoDate } from './common.js';
import { accountManager } from './events.js';
import {
  availabilityQuery,
  availabilityResponse,
  LABOR_MAX_DAYS,
  laborRangeEnd,
} from './labor-invites-availability.js';

export const positionStatus = z.enum(['Uncrewed', 'Tentative', 'Confirmed']);
/** The filter buttons: All, Uncrewed, Tentative, Confirmed (spec 3). */
export const positionFilter = z.enum(['All', ...positionStatus.options]);
export type PositionFilter = z.infer<typeof positionFilter>;

/** One technician of a round: asked, answered, or waiting their turn (issue 37.1). */
export const roundMember = z.object({
  inviteId: z.number().int(),
  contactId: z.number().int(),
  name: z.string(),
  /** queued: not asked yet (in order); pending: asked, no answer; then how it ended. */
  answer: z.enum(['pending', 'accepted', 'declined', 'queued', 'withdrawn', 'filled', 'expired']),
  /** "Dec 1, 2026, 9:00 AM CST" when asked; null while queued. */
  prettyAskedAt: z.string().nullable(),
  prettyAnsweredAt: z.string().nullable(),
});
export const roundMode = z.enum(['first', 'order']);
/** A position's latest offer round: who was asked, who answered, who is next, and when. */
export const offerRound = z.object({
  id: z.number().int(),
  mode: roundMode,
  state: z.enum(['open', 'filled', 'exhausted', 'withdrawn']),
  answerMinutes: z.number().int(),
  /** An in-order round's current deadline ("Dec 1, 2026, 1:00 PM CST"); null otherwise. */
  prettyDueAt: z.string().nullable(),
  /** "First to accept: asked 3, 1 declined" / "In order: Ana Ruiz asked, answers by …; next Bo Li". */
  summary: z.string(),
  members: z.array(roundMember),
});
export type OfferRound = z.infer<typeof offerRound>;

/** Spec 3 "Position (labor item)", plus the ids and flags the screen acts on. */
export const position = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  category_id: z.number().int(),
  /** The category number, shown in the Cat. column. */
  category: z.string(),
  description: z.string(),
  contact: z
    .object({ id: z.number().int(), name: z.string(), primary_email: z.string().nullable() })
    .nullable(),
  status: positionStatus,
  is_tentative: z.boolean(),
  is_stashed: z.boolean(),
  labor_is_resolved: z.boolean(),
  /** Notes the tech sees (the Notes column, editable). */
  labor_notes: z.string(),
  internal_notes: z.string(),
  start_date: isoDate,
  end_date: isoDate,
  prettyLoadInDate: z.string(),
  prettyLoadOutDate: z.string(),
  /** When the pending (or accepted) invite went out; '' when none. */
  prettyInvitationTimestamp: z.string(),
  prettyDateRange: z.string(),
  /** The tentative invite, which accept and decline act on. */
  invite_id: z.number().int().nullable(),
  isLocked: z.boolean(),
  /** The position's latest offer round (several technicians), if it had one. */
  round: offerRound.nullable(),
});
export type Position = z.infer<typeof position>;

/** Spec 3 "Labor event". */
export const laborEvent = z.object({
  id: z.number().int(),
  show_name: z.string(),
  account_manager: accountManager.nullable(),
  fullStatus: z.string(),
  location: z.string(),
  /** The event page. */
  backboneURL: z.string(),
  prettyDateRange: z.string(),
  isLocked: z.boolean(),
  crewable_labor_items: z.array(position),
});
export type LaborEvent = z.infer<typeof laborEvent>;

export const eventsQuery = z
  .object({ startDate: isoDate, endDate: laborRangeEnd })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= LABOR_MAX_DAYS * 86_400_000, {
    message: `Ask for at most ${LABOR_MAX_DAYS} days at a time`,
    path: ['endDate'],
  });
export const eventsResponse = z.object({ events: z.array(laborEvent) });
export const eventParams = z.object({ id: idParam });
export const eventResponse = z.object({ event: laborEvent });
export const itemParams = z.object({ id: idParam });
export const itemResponse = z.object({ item: position });

/** What stands in the way of a contact working the position's dates. */
export const availability = z.enum(['available', 'unavailable', 'committed', 'tentative']);
export const invitee = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "Last, First": the list's sort and label. */
  contact_name: z.string(),
  primary_email: z.string().nullable(),
  department: z.string().nullable(),
  /** Holds a tech role for the position's category: listed first. */
  hasRole: z.boolean(),
  availability,
  /** "Unavailable Dec 3 – 5 (Vacation)", "Confirmed on 12345 Acme Gala (Dec 4 – 6, 2026)". */
  conflicts: z.array(z.string()),
  /** The position categories this tech holds a role for (spec 2.13): the picker's role filter. */
  roleIds: z.array(z.number().int()),
});
export type Invitee = z.infer<typeof invitee>;
/** GET /labor-invites/contacts; with lineItemID the list is ranked and checked for that position. */
export const contactsQuery = z.object({ lineItemID: idParam.optional() });
/** A tech role the picker filters by: a position category some technician holds. */
export const pickerRole = z.object({ id: z.number().int(), name: z.string() });
export const contactsResponse = z.object({ contacts: z.array(invitee), roles: z.array(pickerRole) });

/** POST /labor-invites/invite (form-encoded, spec 7). */
export const inviteForm = z.object({
  lineItemID: idParam,
  eventID: idParam,
  isPreview: formBool,
  includesTravelDates: formBool,
  contactID: idParam,
  extraNotes: z.string().trim().max(4000).default(''),
  /** The user saw the attention text (unavailable, booked) and sends anyway. */
  confirmed: formBool,
});
/** Preview mode answers the message's HTML; send mode the refreshed position and how the mail went. */
export const inviteResponse = z.union([
  z.object({ preview: z.string(), subject: z.string(), to: z.string() }),
  z.object({ sent: z.literal(true), item: position, delivery: z.enum(['stored', 'sent', 'failed']) }),
]);
/**
 * "Confirm first" (409 confirmation_required): the invitee is away or booked on the dates; the
 * client asks `attention` and sends again with confirmed. Other 409s are refusals it alerts.
 */
export const confirmInviteRefusal = errorResponse.extend({ attention: z.string() });

/** POST /labor-invites/rounds: offer the position to several technicians at once or in turn. */
export const roundBody = z.object({
  lineItemID: idParam,
  eventID: idParam,
  contactIDs: z
    .array(idParam)
    .min(2, 'Choose at least two technicians (one is a plain invite)')
    .max(20, 'At most 20 technicians in a round')
    .refine((ids) => new Set(ids).size === ids.length, 'A technician is listed twice'),
  mode: roundMode,
  /** In order: how long each technician has to answer before the next is asked. */
  answerMinutes: z
    .number()
    .int()
    .min(15)
    .max(7 * 24 * 60)
    .default(240),
  includesTravelDates: z.boolean().default(false),
  extraNotes: z.string().trim().max(4000).default(''),
  /** The user saw the attention text (someone away or booked) and sends anyway. */
  confirmed: z.boolean().default(false),
});
export const roundParams = z.object({ id: idParam });
export const roundResponse = z.object({
  item: position,
  delivery: z.enum(['stored', 'sent', 'failed']),
});

export const notesBody = z.object({ notes: z.string().max(4000) });
export const tentativeInfoResponse = z.object({ markedTentativeBy: z.string() });
/** Who declined which dates: days unavailable then offers to mark them (spec 2.9). */
export const declinedInvite = z.object({
  contactId: z.number().int(),
  contactName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
});
export type DeclinedInvite = z.infer<typeof declinedInvite>;
/** Answer of a decline: the position, and who declined which dates. */
export const declineResponse = itemResponse.extend({ declined: declinedInvite });
export const inviteParams = z.object({ id: idParam });

/** Spec 8 texts. */
export const LOCKED_INVITE_MESSAGE = 'This bid is currently locked';
export const LOCKED_RESOLVE_MESSAGE = 'The bid is locked';

const call = callsOf('labor-invites');
/** A write's refusals beyond 400-404: 409 (alerted, or confirmed when it carries attention), 423 locked. */
const writeRefusals = { 409: confirmInviteRefusal.or(errorResponse), 423: errorResponse };

/** The area's calls (spec 7). */
export const laborInviteCalls = {
  events: call({
    method: 'GET',
    path: '/labor-invites/events',
    summary: 'Events in the date range that have positions, with their positions',
    query: eventsQuery,
    answer: eventsResponse,
  }),
  event: call({
    method: 'GET',
    path: '/labor-invites/events/{id}',
    summary: 'One event with its positions (the refresh button)',
    params: eventParams,
    answer: eventResponse,
  }),
  contacts: call({
    method: 'GET',
    path: '/labor-invites/contacts',
    summary:
      "Technicians to invite; with lineItemID, the position's role holders first and each one's clashes on its dates",
    query: contactsQuery,
    answer: contactsResponse,
  }),
  availability: call({
    method: 'GET',
    path: '/labor-invites/availability',
    summary:
      "Every technician's bookings, holds, days unavailable and travel over a date range (the invitee picker)",
    query: availabilityQuery,
    answer: availabilityResponse,
  }),
  invite: call({
    method: 'POST',
    path: '/labor-invites/invite',
    summary:
      'Preview (isPreview) or send an invite. 409 with attention asks to confirm (send again with confirmed); 423 locked',
    body: inviteForm,
    encoding: 'form',
    answer: inviteResponse,
    refusals: writeRefusals,
  }),
  accept: call({
    method: 'POST',
    path: '/labor-invites/{id}/accept',
    summary: 'Record that the tech accepted the invite: the position is confirmed',
    params: inviteParams,
    answer: itemResponse,
    refusals: writeRefusals,
  }),
  decline: call({
    method: 'POST',
    path: '/labor-invites/{id}/decline',
    summary: 'Record that the tech declined: the position is uncrewed again',
    params: inviteParams,
    answer: declineResponse,
    refusals: writeRefusals,
  }),
  withdraw: call({
    method: 'POST',
    path: '/labor-invites/{id}/withdraw',
    summary:
      "Take the offer back (not the tech's answer): the position is uncrewed, the tech told; their link says withdrawn",
    params: inviteParams,
    answer: itemResponse,
    refusals: writeRefusals,
  }),
  round: call({
    method: 'POST',
    path: '/labor-invites/rounds',
    summary:
      'Offer a position to several technicians: first to accept (all at once) or in order (each with a deadline). 409 with attention asks to confirm',
    body: roundBody,
    answer: roundResponse,
    refusals: writeRefusals,
  }),
  withdrawRound: call({
    method: 'POST',
    path: '/labor-invites/rounds/{id}/withdraw',
    summary: "Withdraw a round's open offers: every technician asked is told, no one else is asked",
    params: roundParams,
    answer: itemResponse,
    refusals: writeRefusals,
  }),
  position: call({
    method: 'GET',
    path: '/labor-invites/event-items/{id}',
    summary: 'One position (reloaded after every action)',
    params: itemParams,
    answer: itemResponse,
  }),
  resolve: call({
    method: 'POST',
    path: '/labor-invites/event-items/{id}/resolve',
    summary: 'Mark an uncrewed position resolved (filled another way); 423 when the bid is locked',
    params: itemParams,
    answer: itemResponse,
    refusals: writeRefusals,
  }),
  unresolve: call({
    method: 'POST',
    path: '/labor-invites/event-items/{id}/unresolve',
    summary: 'Undo resolved; 423 when the bid is locked',
    params: itemParams,
    answer: itemResponse,
    refusals: writeRefusals,
  }),
  tentativeInfo: call({
    method: 'GET',
    path: '/labor-invites/event-items/{id}/tentative-info',
    summary: 'Who sent the open invite, and when',
    params: itemParams,
    answer: tentativeInfoResponse,
    refusals: { 409: errorResponse },
  }),
  notes: call({
    method: 'POST',
    path: '/labor-invites/event-items/{id}/notes',
    summary: "Set the position's notes (the ones the tech sees)",
    params: itemParams,
    body: notesBody,
    answer: itemResponse,
    refusals: writeRefusals,
  }),
};
