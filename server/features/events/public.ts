/** What other areas may use of events (the boundary check allows only this module). */
export { requireEvent } from './require-event.js';
