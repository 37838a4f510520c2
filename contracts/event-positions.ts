import { z } from 'zod';
import { callsOf } from './call.js';
import { optionalText } from './catalog-fields.js';
import { errorResponse, idParam } from './common.js';
import { localDateTime } from './local-time.js';

/*
 * An event's crew positions as staff (and a sales system, with an API token) keep them (issue 34):
 * a labor category, what the job is, in and out as wall-clock times in the event's zone, internal
 * notes, stashed (no longer needed; a crewed tech is told) and resolved (filled another way).
 * Changing a crewed position's in or out tells its tech (migration 0016's trigger). A locked bid
 * refuses every write (423). Removing a position that has a tech or any invite on record is
 * refused (409): stash it instead, so the tech is told and the invites' history stays.
 */

export const positionStatus = z.enum(['Uncrewed', 'Tentative', 'Confirmed']);

export const eventPosition = z.object({
  id: z.number().int(),
  /** The position's key within the bid (what an import matches on); P<id> when made by hand. */
  line: z.string(),
  categoryId: z.number().int(),
  categoryNumber: z.number().int(),
  category: z.string(),
  description: z.string(),
  /** Wall-clock at the venue, `YYYY-MM-DDTHH:MM`. */
  in: z.string(),
  out: z.string(),
  prettyIn: z.string(),
  prettyOut: z.string(),
  internalNotes: z.string(),
  isStashed: z.boolean(),
  isResolved: z.boolean(),
  status: positionStatus,
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type EventPosition = z.infer<typeof eventPosition>;

export const laborCategory = z.object({
  id: z.number().int(),
  number: z.number().int(),
  description: z.string(),
});
export type LaborCategory = z.infer<typeof laborCategory>;

export const eventPositionsResponse = z.object({
  positions: z.array(eventPosition),
  /** The venue's zone the times are in (IANA). */
  timeZone: z.string(),
  isLocked: z.boolean(),
  /** The labor categories a position may be (active ones), for the editor. */
  categories: z.array(laborCategory),
});
export type EventPositionsResponse = z.infer<typeof eventPositionsResponse>;

export const positionBody = z
  .object({
    /** The key within the bid; blank on a new position makes P<id>, on an edit keeps the key. */
    line: optionalText(100),
    categoryId: z.number().int().positive().max(2_147_483_647),
    /** Blank: the category's description. */
    description: optionalText(200),
    in: localDateTime,
    out: localDateTime,
    internalNotes: z.string().max(4000, 'is at most 4000 characters').default(''),
    isStashed: z.boolean().default(false),
    isResolved: z.boolean().default(false),
  })
  .refine((b) => b.out >= b.in, { message: 'is before the in time', path: ['out'] });
export type PositionBody = z.input<typeof positionBody>;

export const eventParams = z.object({ id: idParam });
export const positionParams = z.object({ id: idParam, positionId: idParam });
export const positionResponse = z.object({ position: eventPosition });
const refusals = { 409: errorResponse, 423: errorResponse };

const call = callsOf('events');

export const eventPositionCalls = {
  list: call({
    method: 'GET',
    path: '/events/{id}/positions',
    summary: "The event's crew positions (stashed too), its zone and the labor categories",
    params: eventParams,
    answer: eventPositionsResponse,
  }),
  create: call({
    method: 'POST',
    path: '/events/{id}/positions',
    summary: 'Add a crew position; 409 when the line key is taken on the bid, 423 when the bid is locked',
    params: eventParams,
    body: positionBody,
    answer: positionResponse,
    refusals,
  }),
  update: call({
    method: 'PUT',
    path: '/events/{id}/positions/{positionId}',
    summary: "Edit a position; a crewed position's new in or out tells its tech; 423 when the bid is locked",
    params: positionParams,
    body: positionBody,
    answer: positionResponse,
    refusals,
  }),
  stash: call({
    method: 'PUT',
    path: '/events/{id}/positions/{positionId}/stashed',
    summary: 'Stash (no longer needed; a crewed tech is told) or unstash a position',
    params: positionParams,
    body: z.object({ stashed: z.boolean() }),
    answer: positionResponse,
    refusals,
  }),
  resolve: call({
    method: 'PUT',
    path: '/events/{id}/positions/{positionId}/resolved',
    summary: 'Mark an uncrewed position resolved (filled another way) or not',
    params: positionParams,
    body: z.object({ resolved: z.boolean() }),
    answer: positionResponse,
    refusals,
  }),
  remove: call({
    method: 'DELETE',
    path: '/events/{id}/positions/{positionId}',
    summary: 'Remove a position nobody was invited to; one with a tech or invites is refused (409): stash it',
    params: positionParams,
    answer: z.object({ ok: z.literal(true) }),
    refusals,
  }),
};
