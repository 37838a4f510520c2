import { DISPLAY_TIME_ZONE } from './dates.js';

/*
 * Positions and trips are stored as wall-clock times (a 7 AM crew call is 7 AM at the venue).
 * A message or a calendar feed read on a phone elsewhere needs the instant: the wall clock plus
 * the zone of the place. The venue's state gives it (its most populous zone where a state has
 * two); an unknown place falls back to TIME_ZONE.
 */

const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** Airports crews fly through most; a flight's ends are in their airports' zones. */
const AIRPORT_ZONES: Record<string, string> = {
  ATL: 'America/New_York',
  AUS: 'America/Chicago',
  BNA: 'America/Chicago',
  BOS: 'America/New_York',
  BWI: 'America/New_York',
  CLT: 'America/New_York',
  DAL: 'America/Chicago',
  DCA: 'America/New_York',
  DEN: 'America/Denver',
  DFW: 'America/Chicago',
  DTW: 'America/Detroit',
  EWR: 'America/New_York',
  FLL: 'America/New_York',
  HOU: 'America/Chicago',
  IAD: 'America/New_York',
  IAH: 'America/Chicago',
  JFK: 'America/New_York',
  LAS: 'America/Los_Angeles',
  LAX: 'America/Los_Angeles',
  LGA: 'America/New_York',
  MCO: 'America/New_York',
  MDW: 'America/Chicago',
  MIA: 'America/New_York',
  MSP: 'America/Chicago',
  MSY: 'America/Chicago',
  ORD: 'America/Chicago',
  PDX: 'America/Los_Angeles',
  PHL: 'America/New_York',
  PHX: 'America/Phoenix',
  SAN: 'America/Los_Angeles',
  SAT: 'America/Chicago',
  SEA: 'America/Los_Angeles',
  SFO: 'America/Los_Angeles',
  SLC: 'America/Denver',
  STL: 'America/Chicago',
  TPA: 'America/New_York',
};

export const zoneOfState = (state: string | null | undefined) =>
  (state && STATE_ZONES[state.trim().toUpperCase()]) || DISPLAY_TIME_ZONE;

/** An event's zone: the venue's own when staff gave one (a state may span two), else its state's. */
export const zoneOfVenue = (venue: { timeZone?: string | null; venueState?: string | null }) =>
  venue.timeZone || zoneOfState(venue.venueState);

/** "AA 1234 DFW → SEA": the zones of the two airports, where they are known. */
export function zonesOfFlight(details: string): { from?: string; to?: string } {
  const m = /\b([A-Z]{3})\s*(?:→|->|-|to)\s*([A-Z]{3})\b/.exec(details);
  return m ? { from: AIRPORT_ZONES[m[1]!], to: AIRPORT_ZONES[m[2]!] } : {};
}

const partsCache = new Map<string, Intl.DateTimeFormat>();
function offsetMs(zone: string, at: number): number {
  let f = partsCache.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsCache.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - at;
}

/** A wall-clock time ('2026-12-06T07:00:00') in a zone, as the instant it is. */
export function wallToInstant(local: string, zone: string): Date {
  const guess = Date.parse(`${local.slice(0, 19).replace(' ', 'T')}Z`);
  const first = guess - offsetMs(zone, guess);
  // Near a clock change the offset at the first answer can differ: one more step settles it.
  return new Date(guess - offsetMs(zone, first));
}

/** "Sun, Dec 6, 7:00 AM CST": a wall-clock time with its zone's short name. */
export function prettyZonedTime(local: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(wallToInstant(local, zone));
}

/** A map search for a venue's address, opened by any phone's map app. */
export const mapUrlOf = (location: string) =>
  location.trim()
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.trim())}`
    : null;
