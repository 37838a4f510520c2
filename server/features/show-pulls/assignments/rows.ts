import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import type { CommitmentDbRow, EventItemAssignmentRow } from './queries.js';

/** Spec 9: the floored percent of active bid items that carry initials. */
export function initialsProgress(items: readonly { is_active: boolean; initials1: string | null }[]): number {
  const active = items.filter((i) => i.is_active);
  if (!active.length) return 0;
  return Math.floor((100 * active.filter((i) => i.initials1).length) / active.length);
}

type AssignmentRow = EventItemAssignmentRow;

/** Each bid item's assignment on this pull and the quantity on the event's other pulls. */
export function itemStates(assignments: readonly AssignmentRow[], pullId: number) {
  const mine = new Map<number, AssignmentRow>();
  const others = new Map<number, number>();
  for (const a of assignments) {
    if (a.show_pull_id === pullId) mine.set(a.event_item_id, a);
    else others.set(a.event_item_id, (others.get(a.event_item_id) ?? 0) + a.quantity);
  }
  return (
    itemId: number,
  ): Pick<ShowPullView['eventItems'][number], 'id' | 'assignment' | 'otherPullsQty'> => {
    const a = mine.get(itemId);
    return {
      id: itemId,
      assignment: a
        ? {
            id: a.id,
            show_pull_id: a.show_pull_id,
            quantity: a.quantity,
            qty_cross_rented: a.qty_cross_rented,
          }
        : null,
      otherPullsQty: others.get(itemId) ?? 0,
    };
  };
}

export const toCommitment = (pullId: number, c: CommitmentDbRow): ShowPullView['commitments'][number] => ({
  id: c.id,
  categoryID: c.category_id,
  categoryNumber: c.category_number,
  description: c.description,
  commitmentQty: c.quantity,
  crossRentalQty: c.cross_rental_qty,
  department_id: c.department_id,
  category: { isSystem: c.is_system },
  assignment:
    c.a_id === null
      ? null
      : { id: c.a_id, show_pull_id: pullId, quantity: c.a_qty ?? 0, qty_cross_rented: c.a_cr ?? 0 },
  otherPullsQty: c.other_qty,
});
