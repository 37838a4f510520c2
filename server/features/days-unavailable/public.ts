/** What other areas may use of days unavailable: adding a record under its rules (a declined offer's dates). */
export { createRecord } from './service.js';
