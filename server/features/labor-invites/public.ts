/**
 * What other areas may use of labor invites: moving an in-order round on (offers call it after a
 * tech declines, so the next technician is asked at once).
 */
export { advanceRound } from './service/rounds.js';
