/** What other areas may use of labor invites: the answer rules (the crew answer their own offers). */
export { accept, decline, whyNotAnswerable } from './service/answers.js';
