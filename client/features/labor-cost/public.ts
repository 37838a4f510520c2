/*
 * What other areas use of labor cost (issue 37.5): the event page's section, the labor screen's
 * per-event totals and range export, and the refresh a position or trip write asks for.
 */
export { refreshLaborCost } from './api';
export { CostSummary, EventLaborCost } from './event-labor-cost';
export { type EventCost, EventCostTotal, RangeCsvLink, useEventCosts } from './range-cost';
