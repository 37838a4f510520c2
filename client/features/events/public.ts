/** What other areas may use of events (the boundary check allows only this module). */
export { EventGate } from './event-gate';

/** The event page (spec 1: the show pull header links to it). */
export const eventPagePath = (eventId: number) => `/events/${eventId}`;
