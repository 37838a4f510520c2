import type { EventSummary } from '../../../contracts/events';

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
