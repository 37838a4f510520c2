/** What other areas may use of offers: the answer link of a new invite, and the job's .ics. */
export { jobIcs } from './ics.js';
export { newOfferLink, saveOfferLink } from './tokens.js';
