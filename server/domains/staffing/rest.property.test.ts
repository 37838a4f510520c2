import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeAfter,
  driveHours,
  type RestJob,
  type RestTrip,
  restConflictsOf,
  restFindings,
} from './rest.js';

/** Hour n from a fixed day as a wall-clock time ("2026-12-01 00:00:00" + n h). */
const at = (h: number) => {
  const d = new Date(Date.UTC(2026, 11, 1) + h * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};
const hours = (local: string) => Date.parse(`${local.replace(' ', 'T')}Z`) / 3_600_000;

const jobArb = fc.record({
  eventId: fc.integer({ min: 1, max: 4 }),
  // Half hours on a few days, so ties of start and end are common.
  start: fc.integer({ min: 0, max: 240 }).map((n) => n / 2),
  length: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
  state: fc.constantFrom('TX', 'OK', 'CA', 'NY', 'HI', null),
});
const tripArb = fc.record({
  eventId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  direction: fc.constantFrom('in' as const, 'out' as const),
  isEstimated: fc.boolean(),
  departs: fc.integer({ min: 0, max: 240 }).map((n) => n / 2),
  length: fc.integer({ min: 0, max: 24 }),
});

type JobDraw = typeof jobArb extends fc.Arbitrary<infer T> ? T : never;
type TripDraw = typeof tripArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * The rule as written in words, checked pair by pair: for each job, every other job that ended at
 * or before its start, the latest of them (then latest start, then highest id); too little time
 * to travel (the last booked trip to it, else the drive) is an arrival finding, else too little rest.
 */
function bruteForce(jobs: RestJob[], trips: RestTrip[], restHours: number) {
  const valid = jobs.filter((j) => hours(j.outAt) > hours(j.inAt));
  const out: { jobId: number; afterId: number; kind: string }[] = [];
  for (const b of valid) {
    let best: RestJob | null = null;
    for (const a of valid) {
      if (a === b || hours(a.outAt) > hours(b.inAt)) continue;
      const key = (j: RestJob) => [hours(j.outAt), hours(j.inAt), j.id];
      const [ka, kb] = [key(a), best && key(best)];
      if (
        !kb ||
        ka[0]! > kb[0]! ||
        (ka[0] === kb[0] && (ka[1]! > kb[1]! || (ka[1] === kb[1] && ka[2]! > kb[2]!)))
      )
        best = a;
    }
    if (!best) continue;
    const gap = hours(b.inAt) - hours(best.outAt);
    const booked = trips
      .filter((t) => !t.isEstimated && t.direction === 'in' && t.eventId === b.eventId)
      .sort((x, y) => hours(y.departsAt) - hours(x.departsAt))[0];
    const trip =
      best.eventId === b.eventId
        ? null
        : booked
          ? hours(booked.arrivesAt) - hours(booked.departsAt)
          : driveHours(best.state, b.state);
    const kind = trip !== null && gap < trip ? 'arrival' : gap < restHours ? 'rest' : null;
    if (kind) out.push({ jobId: b.id, afterId: best.id, kind });
  }
  return out;
}

const toJobs = (raw: JobDraw[]): RestJob[] =>
  raw.map((r, i) => ({
    id: i + 1,
    eventId: r.eventId,
    showName: `Show ${r.eventId}`,
    state: r.state,
    inAt: at(r.start),
    outAt: at(r.start + r.length),
  }));
const toTrips = (raw: TripDraw[]): RestTrip[] =>
  raw.map((t) => ({ ...t, departsAt: at(t.departs), arrivesAt: at(t.departs + t.length) }));
const byJob = (a: { jobId: number }, b: { jobId: number }) => a.jobId - b.jobId;

describe('rest and arrival between one technician’s jobs', () => {
  it('finds what the pair-by-pair reading of the rule finds, on any jobs and trips', () => {
    fc.assert(
      fc.property(
        fc.array(jobArb, { maxLength: 12 }),
        fc.array(tripArb, { maxLength: 4 }),
        fc.integer({ min: 0, max: 16 }),
        (rawJobs, rawTrips, restHours) => {
          const jobs = toJobs(rawJobs);
          const trips = toTrips(rawTrips);
          const fast = restFindings(jobs, trips, restHours).map(({ jobId, afterId, kind }) => ({
            jobId,
            afterId,
            kind,
          }));
          expect(fast.sort(byJob)).toEqual(bruteForce(jobs, trips, restHours).sort(byJob));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('tells the offered position what the tech’s own jobs already say of it, from its side', () => {
    fc.assert(
      fc.property(fc.array(jobArb, { minLength: 1, maxLength: 8 }), (rawJobs) => {
        const jobs = toJobs(rawJobs);
        const candidate = jobs[jobs.length - 1]!;
        const seen = restConflictsOf(candidate, jobs.slice(0, -1), [], 10);
        const expected = bruteForce(jobs, [], 10).filter(
          (f) => f.jobId === candidate.id || f.afterId === candidate.id,
        );
        expect(seen.map((s) => s.other.id).sort()).toEqual(
          expected.map((f) => (f.jobId === candidate.id ? f.afterId : f.jobId)).sort(),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('says the reason in words', () => {
    const show = (id: number, eventId: number, state: string, inAt: string, outAt: string): RestJob => ({
      id,
      eventId,
      showName: `Show ${eventId}`,
      state,
      inAt,
      outAt,
    });
    const gala = show(1, 24100, 'TX', '2026-12-04 08:00', '2026-12-04 23:00');
    // 8 h later in the same state: rest.
    const next = show(2, 24200, 'TX', '2026-12-05 07:00', '2026-12-05 18:00');
    const [rest] = restFindings([gala, next], [], 10);
    expect(describeAfter(rest!, gala)).toBe('8 h rest after 24100 Show 24100 (needs 10 h)');
    // 12 h later in California: rested, but about a day's drive away.
    const far = show(3, 24300, 'CA', '2026-12-05 11:00', '2026-12-05 18:00');
    const [arrival] = restFindings([gala, far], [], 10);
    expect(describeAfter(arrival!, gala)).toMatch(
      /^cannot arrive from 24100 Show 24100 in time: about \d+ h drive$/,
    );
    // A booked 3-hour flight makes it in time.
    const flight: RestTrip = {
      eventId: 24300,
      direction: 'in',
      isEstimated: false,
      departsAt: '2026-12-05 06:00',
      arrivesAt: '2026-12-05 09:00',
    };
    expect(restFindings([gala, far], [flight], 10)).toEqual([]);
    expect(restFindings([gala, far], [flight], 13)[0]!.kind).toBe('rest');
  });
});
