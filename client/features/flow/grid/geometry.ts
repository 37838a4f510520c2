import type { TravelItem } from '../../../../contracts/flow-contact';

/** Where things are drawn: one column per date, bars placed by date index, never one element per empty cell. */
export const DAY_WIDTH = 32;
/** The names column: narrower on a phone (flow.css sets --flow-name-width), so days stay in view. */
export const NAME_WIDTH = 'var(--flow-name-width)';
/** A length past the names column, for inline styles. */
export const pastNames = (px: number) => `calc(var(--flow-name-width) + ${px}px)`;
export const HEADER_HEIGHT = 60;
/** The pointer and tap area around a travel mark (drawn 6 px tall, from 4 px wide). */
export const TRAVEL_HIT_WIDTH = 20;
export const TRAVEL_HIT_HEIGHT = 12;

const DAY_MS = 86_400_000;
// The lines of a range name a few hundred dates thousands of times: each is parsed once.
const dayNumbers = new Map<string, number>();
function dayNumber(date: string): number {
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    if (dayNumbers.size > 10_000) dayNumbers.clear();
    dayNumbers.set(date, n);
  }
  return n;
}
export const dayIndex = (start: string, date: string) => dayNumber(date) - dayNumber(start);

/** Left and width of a bar over the days [from, to] (both included), clipped to the range. */
export function spanOf(rangeStart: string, days: number, from: string, to: string) {
  const a = Math.max(0, dayIndex(rangeStart, from));
  const b = Math.min(days - 1, dayIndex(rangeStart, to));
  return { left: a * DAY_WIDTH, width: Math.max(0, b - a + 1) * DAY_WIDTH };
}

/** Spec 9: on a 24-hour column, estimated trips are 10 hours wide, flights their travel time, others 4. */
export function travelHours(t: TravelItem): number {
  if (t.isEstimated) return 10;
  if (t.isFlight) return Math.max(0.5, t.travelTime);
  return 4;
}

/** Spec 4: estimated grey, flight orange, drive green, local blue, otherwise red. */
export function travelColor(t: TravelItem): string {
  if (t.isEstimated) return '#9ca3af';
  if (t.isFlight) return '#f97316';
  if (t.isDrive) return '#16a34a';
  if (t.isLocal) return '#2563eb';
  return '#dc2626';
}

export const travelKind = (t: TravelItem) =>
  t.isEstimated ? 'estimated' : t.isFlight ? 'flight' : t.isDrive ? 'drive' : t.isLocal ? 'local' : 'other';

export function travelBox(rangeStart: string, t: TravelItem) {
  const left = dayIndex(rangeStart, t.departure_date) * DAY_WIDTH + (t.departureHour / 24) * DAY_WIDTH;
  return { left, width: Math.max(4, (travelHours(t) / 24) * DAY_WIDTH) };
}
