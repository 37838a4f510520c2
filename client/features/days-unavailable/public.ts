/** What other areas may use of days unavailable (the boundary check allows only this module). */

/** After a declined invite: offer to mark the tech's days unavailable (spec 2.9). */
export { useDeclinedFollowUp } from './declined-follow-up';
