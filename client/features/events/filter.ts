import type { EventSummary } from '../../../contracts/events';
import { addDays, todayIso } from '../../platform/dates';

/**
 * What the list asks the server for at most (the contract's default): a range with fewer events
 * than this came whole, so a search can run on it in the browser, with no round trip.
 */
export const EVENT_LIST_LIMIT = 500;

/** The server's search (server/features/events/queries.ts): a bid number, or part of the show name. */
export function matchEvents(events: readonly EventSummary[], search: string): readonly EventSummary[] {
  const text = search.trim().toLowerCase();
  if (!text) return events;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return events.filter((e) => e.id === id || e.show_name.toLowerCase().includes(text));
}

/** The list's range from the page's address: a week back to three months ahead unless it says. */
export function listRange(params: URLSearchParams): { startDate: string; endDate: string } {
  return {
    startDate: params.get('startDate') ?? addDays(todayIso(), -7),
    endDate: params.get('endDate') ?? addDays(todayIso(), 90),
  };
}
