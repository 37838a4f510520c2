/**
 * What other areas may use of labor invites: moving an in-order round on (offers call it after a
 * tech declines, so the next technician is asked at once).
 */

/** Availability requests turn their yeses into an invite or a round through the same doors (issue 37.3). */
export { invite } from './invites/invite.js';
export { advanceRound, startRound } from './rounds/service.js';
/** The process's timer moves rounds whose deadline passed (main.ts). */
export { sweepRounds } from './rounds/sweep.js';
