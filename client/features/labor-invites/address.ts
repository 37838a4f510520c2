import { eventsQuery as rangeRule } from '../../../contracts/labor-invites';

/**
 * The labor screen's address: ?search=<bid>&startDate&endDate open it on one event's positions
 * (the flow calendar's popup links here).
 */
export function laborEventPath(eventId: number, dates?: { start: string; end: string }): string {
  const q = new URLSearchParams({ search: String(eventId) });
  if (dates) {
    q.set('startDate', dates.start);
    q.set('endDate', dates.end);
  }
  return `/labor-invites?${q}`;
}

/** The range the address asks for, when the server would take it. */
export function rangeFromAddress(params: URLSearchParams) {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  return rangeRule.safeParse(range).success ? range : null;
}
