/** What other areas may use of show pulls (the boundary check allows only this module). */
export { EventPulls } from './event-pulls';
