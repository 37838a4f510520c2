import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam, isoDate, okResponse } from './common.js';

/*
 * Labor cost (issue 37.5): rates per tech role (labor category) and per technician, and an
 * event's planned labor cost from them: its positions × days × rates, plus its travel as entered.
 * Money is integer cents in the answer's `currency` (the server's CURRENCY, ISO 4217). Rates are
 * admins' only (spec 6: day rates); staff see what positions and events cost, never a rate.
 */

const MAX_CENTS = 100_000_000;
const cents = z
  .number()
  .int('is whole cents')
  .min(0, 'is at least 0')
  .max(MAX_CENTS, 'is at most 1,000,000.00');

export const rateBody = z.object({
  dayCents: cents,
  halfDayCents: cents,
  /** A day of at most this many hours is paid the half-day rate. */
  halfDayHours: z.number().int('is whole hours').min(0).max(24, 'is at most 24'),
  overtimeCentsPerHour: cents,
  /** Hours past this in a day are paid the overtime rate. */
  overtimeAfterHours: z.number().int('is whole hours').min(1, 'is at least 1').max(24, 'is at most 24'),
  perDiemCents: cents,
});
export type RateBody = z.infer<typeof rateBody>;
export const rate = rateBody;
export type Rate = RateBody;

export const roleRate = z.object({
  categoryId: z.number().int(),
  /** The category number. */
  name: z.string(),
  description: z.string(),
  department: z.string(),
  rate: rate.nullable(),
});
export const technicianRate = z.object({
  contactId: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  /** Null: paid at the role's rate. */
  rate: rate.nullable(),
});
export const ratesResponse = z.object({
  currency: z.string(),
  roles: z.array(roleRate),
  technicians: z.array(technicianRate),
});
export type RatesResponse = z.infer<typeof ratesResponse>;

/** Whose rate priced a line: the confirmed tech's own, the role's, or none (the line costs nothing). */
export const rateSource = z.enum(['technician', 'role', 'none']);

export const costLine = z.object({
  positionId: z.number().int(),
  category: z.string(),
  description: z.string(),
  tech: z.string().nullable(),
  status: z.enum(['Uncrewed', 'Tentative', 'Confirmed']),
  prettyDateRange: z.string(),
  days: z.number().int(),
  halfDays: z.number().int(),
  hoursPerDay: z.number(),
  overtimeHours: z.number(),
  rateSource,
  laborCents: z.number().int(),
  perDiemCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CostLine = z.infer<typeof costLine>;

export const travelLine = z.object({
  tripId: z.number().int(),
  traveller: z.string(),
  kind: z.string(),
  direction: z.enum(['in', 'out']),
  prettyDeparts: z.string(),
  costCents: z.number().int(),
});

export const costTotals = z.object({
  laborCents: z.number().int(),
  perDiemCents: z.number().int(),
  travelCents: z.number().int(),
  totalCents: z.number().int(),
  /** Positions no rate prices (no role rate, no tech rate): the total leaves them out. */
  unpriced: z.number().int(),
});
export type CostTotals = z.infer<typeof costTotals>;

export const eventCost = costTotals.extend({
  eventId: z.number().int(),
  showName: z.string(),
  lines: z.array(costLine),
  travel: z.array(travelLine),
});
export type EventCost = z.infer<typeof eventCost>;
export const eventCostResponse = z.object({ currency: z.string(), cost: eventCost });

export const rangeQuery = z
  .object({ startDate: isoDate, endDate: isoDate })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 400 * 86_400_000, {
    message: 'Ask for at most 400 days at a time',
    path: ['endDate'],
  });
export const eventTotal = costTotals.extend({ eventId: z.number().int(), showName: z.string() });
export type EventTotal = z.infer<typeof eventTotal>;
export const rangeCostResponse = z.object({ currency: z.string(), events: z.array(eventTotal) });

const categoryParams = z.object({ categoryId: idParam });
const contactParams = z.object({ contactId: idParam });
const eventParams = z.object({ id: idParam });
const rateResponse = z.object({ rate });

const call = callsOf('labor-cost');

export const laborCostCalls = {
  rates: call({
    method: 'GET',
    path: '/labor-cost/rates',
    summary: "Every labor category's rate and every technician's own (admins only: spec 6)",
    answer: ratesResponse,
  }),
  setRoleRate: call({
    method: 'PUT',
    path: '/labor-cost/rates/roles/{categoryId}',
    summary: "Set a labor category's rate; 404 when it is not a labor category",
    params: categoryParams,
    body: rateBody,
    answer: rateResponse,
  }),
  removeRoleRate: call({
    method: 'DELETE',
    path: '/labor-cost/rates/roles/{categoryId}',
    summary: "Remove a labor category's rate (its positions are then unpriced)",
    params: categoryParams,
    answer: okResponse,
  }),
  setTechnicianRate: call({
    method: 'PUT',
    path: '/labor-cost/rates/technicians/{contactId}',
    summary: "Set a technician's own rate, used over the role's on the positions they are confirmed on",
    params: contactParams,
    body: rateBody,
    answer: rateResponse,
  }),
  removeTechnicianRate: call({
    method: 'DELETE',
    path: '/labor-cost/rates/technicians/{contactId}',
    summary: "Remove a technician's own rate (they are then paid at the role's)",
    params: contactParams,
    answer: okResponse,
  }),
  event: call({
    method: 'GET',
    path: '/labor-cost/events/{id}',
    summary: "An event's planned labor cost: each position and trip, and the totals (no rates)",
    params: eventParams,
    answer: eventCostResponse,
    refusals: { 404: errorResponse },
  }),
  range: call({
    method: 'GET',
    path: '/labor-cost/events',
    summary: 'The planned labor cost of each event with positions in the date range',
    query: rangeQuery,
    answer: rangeCostResponse,
  }),
  eventCsv: call({
    method: 'GET',
    path: '/labor-cost/events/{id}/labor-cost.csv',
    summary: "An event's labor cost as CSV: a line per position and per trip",
    params: eventParams,
    answer: fileAnswers.csv,
  }),
  rangeCsv: call({
    method: 'GET',
    path: '/labor-cost/labor-cost.csv',
    summary: 'The labor cost of every event in the date range as CSV: a line per position and per trip',
    query: rangeQuery,
    answer: fileAnswers.csv,
  }),
};
