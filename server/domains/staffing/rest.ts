import { AVERAGE_MPH, ROAD_FACTOR, STATE_CENTROIDS } from './state-centroids.js';

/*
 * Rest and travel between one technician's jobs (issue 37.4): the one rule the flow calendar and
 * the invitee picker (and an invite's own question) both mark. A job's predecessor is the job that
 * ended last at or before it starts; jobs that overlap it are double bookings, said elsewhere.
 * Between the two the tech needs the rest time, and the time to get there: their booked trip to
 * the later job when there is one, else a drive estimate between the venues' states. Times are
 * the venues' wall clocks (as positions store them); a change of time zone on the way is not counted.
 */

/** The company's rest time between two jobs unless CREW_REST_HOURS says otherwise. */
export const DEFAULT_REST_HOURS = 10;

export interface RestJob {
  id: number;
  eventId: number;
  showName: string;
  /** The venue's state ("TX"); null or unknown: no drive estimate. */
  state: string | null;
  /** Wall-clock `YYYY-MM-DD HH:MM[:SS]`. */
  inAt: string;
  outAt: string;
}

export interface RestTrip {
  eventId: number | null;
  direction: 'in' | 'out';
  isEstimated: boolean;
  departsAt: string;
  arrivesAt: string;
}

export interface RestFinding {
  /** The later job, and the one it follows too closely. */
  jobId: number;
  afterId: number;
  kind: 'rest' | 'arrival';
  /** Hours between the first job's end and the second's start. */
  gapHours: number;
  /** The rest time, or the hours the trip takes. */
  needHours: number;
  /** The trip's hours are the booked travel's, not an estimate. */
  booked: boolean;
}

const hoursOf = (local: string) => Date.parse(`${local.slice(0, 19).replace(' ', 'T')}Z`) / 3_600_000;

const RADIANS = Math.PI / 180;
const EARTH_MILES = 3958.8;

/** Hours to drive from a venue in one state to one in another; null when either is unknown or overseas. */
export function driveHours(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  if (from === to) return 0;
  const a = STATE_CENTROIDS[from];
  const b = STATE_CENTROIDS[to];
  if (!a || !b) return null;
  // Haversine distance between the two centres.
  const dLat = (b[0] - a[0]) * RADIANS;
  const dLon = (b[1] - a[1]) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * RADIANS) * Math.cos(b[0] * RADIANS) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_MILES * Math.asin(Math.sqrt(h));
  return (miles * ROAD_FACTOR) / AVERAGE_MPH;
}

const STATES = Object.keys(STATE_CENTROIDS);
/** The longest drive the table can say: how far around a job its neighbours are looked for. */
export const LONGEST_DRIVE_HOURS = Math.max(...STATES.flatMap((a) => STATES.map((b) => driveHours(a, b)!)));

/** Days on each side of a job within which another job can follow it too closely (the queries' window). */
export const lookAroundDays = (restHours: number) =>
  Math.ceil(Math.max(restHours, LONGEST_DRIVE_HOURS, 24) / 24) + 1;

/** The hours a trip from job a to job b takes: none within one event; a booked trip; else the drive estimate. */
function tripHours(
  a: RestJob,
  b: RestJob,
  trips: readonly RestTrip[],
): { hours: number; booked: boolean } | null {
  if (a.eventId === b.eventId) return null;
  let booked: RestTrip | undefined;
  for (const t of trips)
    if (
      !t.isEstimated &&
      t.direction === 'in' &&
      t.eventId === b.eventId &&
      (!booked || t.departsAt > booked.departsAt)
    )
      booked = t;
  if (booked) return { hours: hoursOf(booked.arrivesAt) - hoursOf(booked.departsAt), booked: true };
  const drive = driveHours(a.state, b.state);
  return drive === null ? null : { hours: drive, booked: false };
}

/** Whether job b, following a, leaves too little rest or too little time to get there. */
export function judgePair(
  a: RestJob,
  b: RestJob,
  trips: readonly RestTrip[],
  restHours: number,
): RestFinding | null {
  const gapHours = hoursOf(b.inAt) - hoursOf(a.outAt);
  const trip = tripHours(a, b, trips);
  if (trip && gapHours < trip.hours)
    return {
      jobId: b.id,
      afterId: a.id,
      kind: 'arrival',
      gapHours,
      needHours: trip.hours,
      booked: trip.booked,
    };
  if (gapHours < restHours)
    return { jobId: b.id, afterId: a.id, kind: 'rest', gapHours, needHours: restHours, booked: false };
  return null;
}

/**
 * Every job of one technician that follows its predecessor too closely, at most one finding a job.
 * Sorted once by start and once by end, one pass: the predecessor of each job is the last job
 * passed in end order (latest end, then latest start, then highest id). Jobs of no length are left out.
 */
export function restFindings(
  jobs: readonly RestJob[],
  trips: readonly RestTrip[],
  restHours: number,
): RestFinding[] {
  const timed = jobs
    .map((job) => ({ job, inH: hoursOf(job.inAt), outH: hoursOf(job.outAt) }))
    .filter((j) => j.outH > j.inH);
  if (timed.length < 2) return [];
  const byIn = [...timed].sort((x, y) => x.inH - y.inH || x.job.id - y.job.id);
  const byOut = [...timed].sort((x, y) => x.outH - y.outH || x.inH - y.inH || x.job.id - y.job.id);
  const found: RestFinding[] = [];
  let passed = 0;
  for (const b of byIn) {
    while (passed < byOut.length && byOut[passed]!.outH <= b.inH) passed++;
    if (passed === 0) continue;
    const finding = judgePair(byOut[passed - 1]!.job, b.job, trips, restHours);
    if (finding) found.push(finding);
  }
  return found;
}

/** "8 h", "8.5 h": rounded down to the half hour, so a rest just short of the time never reads as it. */
const restText = (h: number) => `${Math.max(0, Math.floor(h * 2) / 2)} h`;
const tripText = (f: RestFinding) =>
  f.booked
    ? `booked travel takes ${restText(f.needHours)}`
    : `about ${Math.max(1, Math.round(f.needHours))} h drive`;
const showOf = (j: RestJob) => `${j.eventId} ${j.showName}`;

/** The finding in words, on the later job: "8 h rest after 24100 Acme Gala (needs 10 h)". */
export function describeAfter(f: RestFinding, earlier: RestJob): string {
  return f.kind === 'rest'
    ? `${restText(f.gapHours)} rest after ${showOf(earlier)} (needs ${restText(f.needHours)})`
    : `cannot arrive from ${showOf(earlier)} in time: ${tripText(f)}`;
}

/** The same seen from the earlier job: "8 h rest before 24100 Acme Gala (needs 10 h)". */
export function describeBefore(f: RestFinding, later: RestJob): string {
  return f.kind === 'rest'
    ? `${restText(f.gapHours)} rest before ${showOf(later)} (needs ${restText(f.needHours)})`
    : `cannot reach ${showOf(later)} in time after this job: ${tripText(f)}`;
}

/** The calendar's view: each job that follows another too closely, with its reason in words. */
export function restConflictsByJob(
  jobs: readonly RestJob[],
  trips: readonly RestTrip[],
  restHours: number,
): Map<number, { kind: RestFinding['kind']; text: string }> {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  return new Map(
    restFindings(jobs, trips, restHours).map((f) => [
      f.jobId,
      { kind: f.kind, text: describeAfter(f, byId.get(f.afterId)!) },
    ]),
  );
}

/**
 * The picker's view: what a technician's other jobs say of one more (the position offered), in
 * words from that position's side: too soon after one of theirs, or too close before the next.
 */
export function restConflictsOf(
  candidate: RestJob,
  theirs: readonly RestJob[],
  trips: readonly RestTrip[],
  restHours: number,
): { kind: RestFinding['kind']; text: string; other: RestJob }[] {
  const all = [...theirs.filter((j) => j.id !== candidate.id), candidate];
  const byId = new Map(all.map((j) => [j.id, j]));
  const out: { kind: RestFinding['kind']; text: string; other: RestJob }[] = [];
  for (const f of restFindings(all, trips, restHours)) {
    if (f.jobId === candidate.id) {
      const other = byId.get(f.afterId)!;
      out.push({ kind: f.kind, text: describeAfter(f, other), other });
    } else if (f.afterId === candidate.id) {
      const other = byId.get(f.jobId)!;
      out.push({ kind: f.kind, text: describeBefore(f, other), other });
    }
  }
  return out;
}
