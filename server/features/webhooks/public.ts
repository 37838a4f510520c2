// What the server's process takes from webhooks: the delivery worker, run every few seconds, and
// the hourly pruning of the delivery log (main.ts).
export { deliverDue, pruneDeliveries } from './worker.js';
