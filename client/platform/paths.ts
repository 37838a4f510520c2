/**
 * Page addresses that other areas link to. They live here, importing nothing, so a link to a page
 * ties no area to the one that draws it (the boundary check refuses cycles between areas).
 */

/** The event page (spec 1: the show pull header links to it). */
export const eventPagePath = (eventId: number) => `/events/${eventId}`;

/**
 * The labor screen opened on one event's positions: ?search=<bid>&startDate&endDate (the flow
 * calendar's popup links here).
 */
export function laborEventPath(eventId: number, dates?: { start: string; end: string }): string {
  const q = new URLSearchParams({ search: String(eventId) });
  if (dates) {
    q.set('startDate', dates.start);
    q.set('endDate', dates.end);
  }
  return `/labor-invites?${q}`;
}

/** A show pull's writing screen (the prep page links back to it). */
export const showPullPath = (pullId: number) => `/show-pulls/${pullId}`;

/** The pull on the warehouse floor: scan to prep, load and return (issue 38; the pull screen links to it). */
export const pullPrepPath = (pullId: number) => `${showPullPath(pullId)}/prep`;

/** Availability requests ("are you free?", issue 37.3): the labor screen links to them. */
export const availabilityRequestsPath = '/availability-requests';

/** The catalog (its categories, labor ones included): the labor rates page links to it. */
export const catalogPath = '/catalog';

/** People (contacts: crew, clients, vendors): the technician pickers point a new company there. */
export const peoplePath = '/people';
