import type { Commitment, FlowDayUnavailable } from '../../../../contracts/flow-contact';
import type { FlowLine } from '../../../../contracts/flow-lines';
import { dayIndex } from './geometry';

/**
 * How one technician's row is drawn and read: bars that overlap stack in lanes (the row grows),
 * and the days they are booked twice, or booked while unavailable, are conflicts. Computed on the
 * client from the records the contacts call already sends, so the payload does not grow. A job
 * that follows the one before too closely (rest, or time to get there) is the server's finding
 * (domains/staffing/rest.ts, the rule the invitee picker uses too), carried on the job.
 */

/** Days [from, to] by index in the range, both included. */
export interface Span {
  from: number;
  to: number;
}

/**
 * First-fit by start day: each span goes to the lowest lane whose last span ended before it
 * starts. For intervals this uses exactly as many lanes as the most spans over one day.
 */
export function assignLanes(spans: readonly Span[]): { lanes: number[]; count: number } {
  const order = spans
    .map((_, i) => i)
    .sort((a, b) => spans[a]!.from - spans[b]!.from || spans[a]!.to - spans[b]!.to);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(spans.length).fill(0);
  for (const i of order) {
    const s = spans[i]!;
    let lane = laneEnds.findIndex((end) => end < s.from);
    if (lane < 0) lane = laneEnds.push(s.to) - 1;
    else laneEnds[lane] = s.to;
    lanes[i] = lane;
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/** A booking: a job that is neither cancelled nor stashed (tentative ones count: the tech is asked). */
export const isBooking = (c: Commitment) => !c.isCancelled && !c.is_stashed;

export interface Conflict extends Span {
  /** Booked on two jobs or more on these days. */
  double: boolean;
  /** Booked while unavailable on these days. */
  unavailable: boolean;
  /** Too little rest or travel time before this job (its id), marked on its first day. */
  restJobId: number | null;
  /** Names the conflict: "Booked twice: 24441 …, 24136 …" */
  label: string;
}

export interface RowLayout {
  lanes: number;
  commitments: { commitment: Commitment; lane: number }[];
  away: { day: FlowDayUnavailable; lane: number }[];
  conflicts: Conflict[];
  /** Per day of the range: 1 when the tech has a booking. */
  booked: Uint8Array;
  /** Per day of the range: 1 when the tech has no job, no travel and is not unavailable. */
  free: Uint8Array;
}

const span = (start: string, days: number, from: string, to: string): Span => ({
  from: Math.max(0, dayIndex(start, from)),
  to: Math.min(days - 1, dayIndex(start, to)),
});

function conflictLabel(jobs: Commitment[], away: FlowDayUnavailable[]): string {
  const names = jobs.map((c) => `${c.event_id} ${c.event.show_name}`).join(', ');
  if (away.length)
    return `Booked while unavailable (${away.map((d) => d.prettyDateRange).join(', ')}): ${names}`;
  return `Booked twice: ${names}`;
}

/**
 * The row of one technician over the range [start, start + days). With hideInactive, cancelled
 * and stashed jobs are left out of the drawing (they never count as bookings anyway).
 */
export function layoutRow(contact: FlowLine, start: string, days: number, hideInactive: boolean): RowLayout {
  const shown = hideInactive ? contact.commitments.filter(isBooking) : contact.commitments;
  const bars = [
    ...shown.map((c) => span(start, days, c.visible_start_date, c.visible_end_date)),
    ...contact.daysUnavailable.map((d) => span(start, days, d.visible_start_date, d.visible_end_date)),
  ];
  const { lanes, count } = assignLanes(bars);
  const jobs = new Uint8Array(days);
  const awayDays = new Uint8Array(days);
  const busy = new Uint8Array(days);
  const mark = (arr: Uint8Array, s: Span) => {
    for (let i = s.from; i <= s.to; i++) arr[i]! += 1;
  };
  const bookings = contact.commitments.filter(isBooking);
  const bookingSpans = bookings.map((c) => span(start, days, c.visible_start_date, c.visible_end_date));
  const awaySpans = contact.daysUnavailable.map((d) =>
    span(start, days, d.visible_start_date, d.visible_end_date),
  );
  for (const s of bookingSpans) mark(jobs, s);
  for (const s of awaySpans) mark(awayDays, s);
  for (const t of contact.travelItems) mark(busy, span(start, days, t.departure_date, t.arrival_date));
  const booked = jobs.map((n) => (n ? 1 : 0));
  const free = jobs.map((n, i) => (n || awayDays[i] || busy[i] ? 0 : 1));

  const conflicts: Conflict[] = [];
  const overlaps = (s: Span, from: number, to: number) => s.from <= to && s.to >= from;
  for (let i = 0; i < days; ) {
    const kind = (d: number) => (jobs[d]! >= 2 ? 1 : 0) | (jobs[d]! >= 1 && awayDays[d]! ? 2 : 0);
    const k = kind(i);
    if (!k) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < days && kind(j + 1) === k) j++;
    const jobsThere = bookings.filter((_, n) => overlaps(bookingSpans[n]!, i, j));
    const awayThere = k & 2 ? contact.daysUnavailable.filter((_, n) => overlaps(awaySpans[n]!, i, j)) : [];
    conflicts.push({
      from: i,
      to: j,
      double: !!(k & 1),
      unavailable: !!(k & 2),
      restJobId: null,
      label: conflictLabel(jobsThere, awayThere),
    });
    i = j + 1;
  }
  bookings.forEach((c, n) => {
    if (c.restConflict && !c.isOutOfRangeLeft) {
      const first = bookingSpans[n]!.from;
      conflicts.push({
        from: first,
        to: first,
        double: false,
        unavailable: false,
        restJobId: c.id,
        label: c.restConflict,
      });
    }
  });
  return {
    lanes: count,
    commitments: shown.map((commitment, n) => ({ commitment, lane: lanes[n]! })),
    away: contact.daysUnavailable.map((day, n) => ({ day, lane: lanes[shown.length + n]! })),
    conflicts,
    booked,
    free,
  };
}
