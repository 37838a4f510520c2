/** What other areas may use of events (the boundary check allows only this module). */
export { EventGate } from './event-gate';
