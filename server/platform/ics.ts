import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * The one iCalendar builder: the tech's calendar feed and the invite's .ics attachment. Times are
 * written as UTC instants (the caller turns the venue's wall clock into one with its zone), so a
 * phone in another zone shows them right, and a flight's two ends each keep their own clock.
 */
export interface IcsItem {
  /** Stable across versions: the same job updates the same calendar entry. */
  uid: string;
  start: Date;
  end: Date;
  /** Whole days: start is the first day, end the last (both at 00:00 UTC). */
  allDay?: boolean;
  summary: string;
  location?: string | null;
  description?: string;
  status?: 'confirmed' | 'tentative' | 'cancelled';
  /** Grows with every change of the entry, so calendars replace their copy. */
  sequence?: number;
}

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

const DAY_MS = 86_400_000;
/** SEQUENCE from a row's last change: whole seconds since 2020 grow with each write and fit 32 bits. */
export const sequenceOf = (...changedAt: (Date | string)[]) =>
  Math.max(0, ...changedAt.map((d) => Math.floor((new Date(d).getTime() - Date.UTC(2020, 0, 1)) / 1000)));

export function buildCalendar(
  options: { name: string; product: string; method?: 'publish' | 'request'; ttlSeconds?: number },
  items: IcsItem[],
): string {
  const cal = ical({
    name: options.name,
    prodId: { company: 'Loadout', product: options.product, language: 'EN' },
    ...(options.method
      ? { method: options.method === 'request' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.PUBLISH }
      : {}),
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  });
  for (const item of items) {
    cal.createEvent({
      id: item.uid,
      start: item.start,
      // All-day entries end on the day after the last one.
      end: item.allDay ? new Date(item.end.getTime() + DAY_MS) : item.end,
      allDay: item.allDay ?? false,
      summary: item.summary,
      location: item.location || null,
      description: item.description || null,
      ...(item.status ? { status: STATUS[item.status] } : {}),
      ...(item.sequence !== undefined ? { sequence: item.sequence } : {}),
    });
  }
  return cal.toString();
}
