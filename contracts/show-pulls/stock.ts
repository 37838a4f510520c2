import type { PullItem } from './view-answer.js';

/**
 * Issue 38.4: units of a line the company lacks over its event's dates: what other pulls hold plus
 * what this line takes from stock (its cross-rented units come from a vendor), less what it owns.
 * Both sides use it: the screen draws it, the cross-rental that fixes it is checked against it.
 */
export const shortageOf = (line: Pick<PullItem, 'quantity' | 'minimum' | 'stock'>): number =>
  Math.max(
    0,
    line.stock.heldElsewhere + Math.max(0, line.quantity - line.minimum.crossRentedQty) - line.stock.owned,
  );
