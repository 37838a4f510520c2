/** Date helpers for the calendar dates (YYYY-MM-DD) the database stores. */

/**
 * Remembers what `format` made of each key: an Intl format takes microseconds, and a big answer
 * (a month of positions) formats the same few hundred dates tens of thousands of times; the CPU
 * profile of the labor month showed a tenth of the server's time here. Emptied when full.
 */
function remembered<K, V>(format: (key: K) => V, max = 20_000): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let v = made.get(key);
    if (v === undefined) {
      if (made.size >= max) made.clear();
      v = format(key);
      made.set(key, v);
    }
    return v;
  };
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

const parts = remembered((isoDate: string) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return { y: d.getUTCFullYear(), m: MONTH.format(d), d: d.getUTCDate() };
});

/** "Nov 3 – 5, 2026", "Oct 30 – Nov 2, 2026", "Dec 30, 2026 – Jan 2, 2027", "Nov 3, 2026". */
export function prettyDateRange(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end);
  if (start === end) return `${a.m} ${a.d}, ${a.y}`;
  if (a.y !== b.y) return `${a.m} ${a.d}, ${a.y} – ${b.m} ${b.d}, ${b.y}`;
  if (a.m !== b.m) return `${a.m} ${a.d} – ${b.m} ${b.d}, ${b.y}`;
  return `${a.m} ${a.d} – ${b.d}, ${b.y}`;
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The calendar date of a local date-time as the database answers it ("2026-11-03T08:00" → "2026-11-03"). */
export const dateOf = (local: string) => local.slice(0, 10);

/** The company's clock for timestamps people read (TIME_ZONE, default US Central). */
export const DISPLAY_TIME_ZONE = process.env.TIME_ZONE || 'America/Chicago';
const STAMP_PARTS = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
} as const;
const STAMP = new Intl.DateTimeFormat('en-US', STAMP_PARTS);

const stamp = remembered((ms: number) => STAMP.format(ms));

/** "Nov 23, 2026, 4:37 PM" in the company's time zone. */
export const prettyTimestamp = (at: Date) => stamp(at.getTime());

const STAMP_ZONED = new Intl.DateTimeFormat('en-US', { ...STAMP_PARTS, timeZoneName: 'short' });

/** "Nov 23, 2026, 4:37 PM CST": a moment read by someone who may be in another zone (the crew). */
export const prettyStampWithZone = (at: Date) => STAMP_ZONED.format(at);

const WALL = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A venue's wall-clock time ("2026-12-03T07:00:00", no zone) as "Thu, Dec 3, 7:00 AM". */
export const prettyWallTime = remembered((local: string) => WALL.format(new Date(`${local.slice(0, 19)}Z`)));
