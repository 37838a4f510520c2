import { z } from 'zod';
import { callsOf } from './call.js';
import { optionalText } from './catalog-fields.js';
import { errorResponse, idParam } from './common.js';
import { localDateTime } from './local-time.js';

/*
 * The crew's travel to and from an event (issue 34): who, how (flight, drive, local), in or out,
 * when it departs and arrives (wall-clock times, as a ticket prints them), whether it is only an
 * estimate, and details ("AA 1234 DFW → LAS"). A trip shows on its traveller's line of the flow
 * calendar. A locked bid refuses every write (423).
 */

export const TRAVEL_KINDS = ['flight', 'drive', 'local', 'other'] as const;
export const travelKind = z.enum(TRAVEL_KINDS);
/** How the screens name each kind (`other`: a train, a bus, a ferry…). */
export const TRAVEL_KIND_WORDS: Record<(typeof TRAVEL_KINDS)[number], string> = {
  flight: 'Flight',
  drive: 'Drive',
  local: 'Local',
  other: 'Other',
};
export const travelDirection = z.enum(['in', 'out']);

export const trip = z.object({
  id: z.number().int(),
  /** The trip's key in the company's own system (what an import matches on); T<id> when made by hand. */
  key: z.string(),
  contact: z.object({ id: z.number().int(), name: z.string() }),
  eventId: z.number().int().nullable(),
  kind: travelKind,
  direction: travelDirection,
  departs: z.string(),
  arrives: z.string(),
  prettyDeparts: z.string(),
  prettyArrives: z.string(),
  isEstimated: z.boolean(),
  details: z.string(),
  /** What the trip costs as entered, in cents of the server's currency (issue 37.5: the event's labor cost). */
  costCents: z.number().int(),
});
export type Trip = z.infer<typeof trip>;

export const tripsResponse = z.object({ trips: z.array(trip), isLocked: z.boolean() });

export const tripBody = z
  .object({
    key: optionalText(100),
    contactId: z.number().int().positive().max(2_147_483_647),
    kind: travelKind,
    direction: travelDirection,
    departs: localDateTime,
    arrives: localDateTime,
    isEstimated: z.boolean().default(false),
    details: z.string().trim().max(500, 'is at most 500 characters').default(''),
    costCents: z
      .number()
      .int('is whole cents')
      .min(0, 'is at least 0')
      .max(100_000_000, 'is at most 1,000,000.00')
      .default(0),
  })
  .refine((b) => b.arrives >= b.departs, { message: 'is before it departs', path: ['arrives'] });
export type TripBody = z.input<typeof tripBody>;

export const travellerQuery = z.object({ search: z.string().trim().max(100).default('') });
export const travellersResponse = z.object({
  contacts: z.array(z.object({ id: z.number().int(), name: z.string(), key: z.string().nullable() })),
});

const eventParams = z.object({ id: idParam });
const tripParams = z.object({ id: idParam, tripId: idParam });
const tripResponse = z.object({ trip });
const refusals = { 409: errorResponse, 423: errorResponse };

const call = callsOf('events');

export const eventTravelCalls = {
  list: call({
    method: 'GET',
    path: '/events/{id}/travel',
    summary: "The crew's trips to and from the event",
    params: eventParams,
    answer: tripsResponse,
  }),
  travellers: call({
    method: 'GET',
    path: '/events/{id}/travel/travellers',
    summary: "Technicians a trip may be for, by name or key (the event's crew first), at most 20",
    params: eventParams,
    query: travellerQuery,
    answer: travellersResponse,
  }),
  create: call({
    method: 'POST',
    path: '/events/{id}/travel',
    summary: 'Add a trip; 409 when the key is taken, 423 when the bid is locked',
    params: eventParams,
    body: tripBody,
    answer: tripResponse,
    refusals,
  }),
  update: call({
    method: 'PUT',
    path: '/events/{id}/travel/{tripId}',
    summary: 'Edit a trip; 423 when the bid is locked',
    params: tripParams,
    body: tripBody,
    answer: tripResponse,
    refusals,
  }),
  remove: call({
    method: 'DELETE',
    path: '/events/{id}/travel/{tripId}',
    summary: 'Remove a trip; 423 when the bid is locked',
    params: tripParams,
    answer: z.object({ ok: z.literal(true) }),
    refusals,
  }),
};
