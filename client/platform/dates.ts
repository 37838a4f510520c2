/** Calendar dates (YYYY-MM-DD) in the user's own time zone. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const LONG = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Wed, Nov 11, 2026" for a calendar date; '-' for none. */
export function prettyDate(isoDate: string | null | undefined): string {
  return isoDate ? LONG.format(new Date(`${isoDate}T00:00:00Z`)) : '-';
}
