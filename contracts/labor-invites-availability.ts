import { z } from 'zod';
import { idParam, isoDate, rangeDate } from './common.js';

/*
 * The invitee picker's question, "who has what over these dates", for every technician at once
 * (laborInviteCalls.availability in labor-invites.ts).
 */

/** The widest range the labor invites page asks for at once. */
export const LABOR_MAX_DAYS = 400;
/** The end of such a range, as /openapi.json says it (the refinements below check it). */
export const laborRangeEnd = rangeDate(`On or after startDate, at most ${LABOR_MAX_DAYS} days after it`);

/**
 * GET /labor-invites/availability: what every technician has over a date range (the invitee
 * picker's marks and its "available only"). exceptPositionId leaves out the position being crewed.
 */
export const availabilityQuery = z
  .object({ startDate: isoDate, endDate: laborRangeEnd, exceptPositionId: idParam.optional() })
  .refine((q) => q.startDate <= q.endDate, {
    message: 'The end date is before the start date',
    path: ['endDate'],
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= LABOR_MAX_DAYS * 86_400_000, {
    message: `Ask for at most ${LABOR_MAX_DAYS} days at a time`,
    path: ['endDate'],
  });
/**
 * Booked (confirmed), tentative, unavailable (days unavailable), travel; and, around the position
 * being crewed, a job too close before or after it: too little rest, or no time to get there.
 */
export const busyKind = z.enum(['booked', 'tentative', 'unavailable', 'travel', 'rest', 'arrival']);
export type BusyKind = z.infer<typeof busyKind>;
export const busyEntry = z.object({
  kind: busyKind,
  eventId: z.number().int().nullable(),
  startDate: isoDate,
  endDate: isoDate,
  /** "Booked on 24100 Acme Gala (Dec 4 – 6, 2026)"; an unavailable entry's note only for who may read it. */
  text: z.string(),
});
export type BusyEntry = z.infer<typeof busyEntry>;
/** Only technicians with something on the dates are listed; the others are free. */
export const availabilityResponse = z.object({
  contacts: z.array(z.object({ id: z.number().int(), busy: z.array(busyEntry) })),
});
