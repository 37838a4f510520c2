// What the server's process takes from webhooks: the delivery worker, run every few seconds (main.ts).
export { deliverDue } from './worker.js';
